@preconcurrency import CLibEdit
@preconcurrency import Glibc

/// The file that keeps line-editor history between sessions: where it lives, and how it is
/// read and (atomically, privately) rewritten.
struct HistoryFile: Sendable, Equatable {
  /// Absolute or relative path of the history file.
  var path: String

  /// Creates a handle for the file at `path`; nothing is touched on disk yet.
  init(path: String) {
    self.path = path
  }

  /// Where history goes by default: `$variable` (`IMSHELL_HISTORY`), else
  /// `$XDG_STATE_HOME/PROGRAM/history`, else `$HOME/.local/state/PROGRAM/history`. Empty variables
  /// count as unset, and a relative `XDG_STATE_HOME` is ignored as the XDG spec says. `nil` when
  /// none of them is usable.
  static func defaultPath(environment: [String: String], program: String, variable: String) -> String? {
    func value(_ name: String) -> String? {
      guard let value = environment[name], !value.isEmpty else { return nil }
      return value
    }
    if let explicit = value(variable) {
      return explicit
    }
    if let state = value("XDG_STATE_HOME"), state.hasPrefix("/") {
      return joined(state, program + "/history")
    }
    if let home = value("HOME") {
      return joined(home, ".local/state/" + program + "/history")
    }
    return nil
  }

  /// The directory that holds the file ("." for a bare file name).
  var directory: String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let parent = String(path[..<slash])
    return parent.isEmpty ? "/" : parent
  }

  /// Adds the file's entries to `history`. A missing file is not an error (first run).
  /// Returns `nil` on success, or a description of what went wrong.
  func load(into history: OpaquePointer) -> String? {
    // Opened first only to tell "missing" (fine) from "unreadable" (reported with its reason).
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      return errno == ENOENT ? nil : "cannot read \(path): \(Self.lastError())"
    }
    var info = stat()
    let empty = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && info.st_size == 0
    Glibc.close(fd)
    // An empty file (touched by hand) has no header yet, but holds nothing worth protecting.
    if empty { return nil }
    guard imsh_history_load(history, path) >= 0 else {
      return "\(path) is not a history file"
    }
    return nil
  }

  /// Replaces the file with the entries of `history`: written to a temporary file in the same
  /// directory (created 0600 by `mkstemp`), flushed, then renamed over the old one, so a crash
  /// never leaves a half-written or world-readable history. Creates missing parent directories
  /// with mode 0700. Returns `nil` on success, or a description of what went wrong.
  func save(from history: OpaquePointer) -> String? {
    let target = self.followedPath
    let directory = HistoryFile(path: target).directory
    if let problem = Self.makeDirectories(directory) {
      return problem
    }
    var template = Array(joined(directory, ".history-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else {
      return "cannot create a file in \(directory): \(Self.lastError())"
    }
    let name = template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let temporary = String(decoding: name, as: UTF8.self)
    // mkstemp already uses 0600; fchmod guards against unusual platforms and umasks.
    _ = fchmod(fd, 0o600)
    guard let file = fdopen(fd, "w") else {
      let problem = "cannot write \(temporary): \(Self.lastError())"
      Glibc.close(fd)
      unlink(temporary)
      return problem
    }
    let written = imsh_history_save_fp(history, file)
    let flushed = fflush(file) == 0 && fsync(fd) == 0
    let closed = fclose(file) == 0
    guard written >= 0, flushed, closed else {
      let problem = "cannot write \(temporary): \(Self.lastError())"
      unlink(temporary)
      return problem
    }
    guard rename(temporary, target) == 0 else {
      let problem = "cannot replace \(target): \(Self.lastError())"
      unlink(temporary)
      return problem
    }
    return nil
  }

  /// The file `save` replaces: the path itself, or, when the path is a symlink (as dotfile
  /// managers make) in a folder only the user can write, the file it points to, as bash and psql
  /// follow theirs. A symlink in a folder others can write may have been planted there: it is
  /// replaced, never followed, so the history cannot be sent into someone else's file.
  var followedPath: String {
    var link = stat()
    guard lstat(self.path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK else { return self.path }
    var folder = stat()
    guard stat(self.directory, &folder) == 0, folder.st_uid == getuid(), folder.st_mode & 0o022 == 0,
      let resolved = realpath(self.path, nil)
    else { return self.path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// `mkdir -p` with mode 0700 for every directory it creates.
  static func makeDirectories(_ directory: String) -> String? {
    var info = stat()
    if stat(directory, &info) == 0 {
      return (info.st_mode & S_IFMT) == S_IFDIR ? nil : "\(directory) is not a directory"
    }
    let parent = HistoryFile(path: directory).directory
    if parent != directory, parent != ".", parent != "/" {
      if let problem = makeDirectories(parent) { return problem }
    }
    // EEXIST: another process created it meanwhile, which is fine.
    if mkdir(directory, 0o700) != 0 && errno != EEXIST {
      return "cannot create \(directory): \(lastError())"
    }
    return nil
  }

  private static func lastError() -> String {
    String(cString: strerror(errno))
  }
}

/// `base/rest`, without doubling a trailing slash of `base`.
private func joined(_ base: String, _ rest: String) -> String {
  base.hasSuffix("/") ? base + rest : base + "/" + rest
}
