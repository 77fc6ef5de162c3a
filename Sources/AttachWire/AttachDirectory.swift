import Glibc

/// The folder of this user's attach sockets: `$XDG_RUNTIME_DIR/imshell`, or `/tmp/imshell-UID`
/// where the runtime directory is unset. It must be a real folder of this user's, 0700: one that
/// is not is refused, never used.
public struct AttachDirectory: Sendable, Equatable {
  /// The folder's path.
  public let path: String

  /// The folder for `environment`, made 0700 when missing.
  ///
  /// - Throws: `AttachError.directory` when it cannot be made or is not private to this user.
  public init(environment: [String: String]) throws(AttachError) {
    let runtime = environment["XDG_RUNTIME_DIR"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    let path = runtime.map { $0 + "/imshell" } ?? "/tmp/imshell-\(getuid())"
    try Self.makePrivate(path)
    self.path = path
  }

  /// The socket path of `program`'s process `pid`.
  public func socketPath(program: String, pid: Int32) -> String {
    self.path + "/" + Self.fileStem(program: program, pid: pid) + ".sock"
  }

  /// The path of the file beside the socket that says its domain and start.
  public func infoPath(program: String, pid: Int32) -> String {
    self.path + "/" + Self.fileStem(program: program, pid: pid) + ".info"
  }

  /// The processes that can be attached to, by pid; sockets of processes that are gone are
  /// removed on the way.
  public func attachable() -> [AttachableProcess] {
    guard let folder = opendir(self.path) else { return [] }
    defer { closedir(folder) }
    var found: [AttachableProcess] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      guard name.hasSuffix(".sock"), let (program, pid) = Self.parseStem(String(name.dropLast(5))) else { continue }
      let info = Self.readInfo(self.infoPath(program: program, pid: pid))
      guard Self.isAlive(pid, startedAt: info.started, socket: self.socketPath(program: program, pid: pid)) else {
        unlink(self.socketPath(program: program, pid: pid))
        unlink(self.infoPath(program: program, pid: pid))
        continue
      }
      found.append(AttachableProcess(
        program: program, pid: pid, domain: info.domain, since: info.since, socketPath: self.socketPath(program: program, pid: pid)))
    }
    return found.sorted { $0.pid < $1.pid }
  }

  /// Writes the info file of a listening process: its domain, when it started (Unix seconds),
  /// and the kernel's start time of the process, which tells it from a later process that
  /// reuses its pid.
  public func writeInfo(program: String, pid: Int32, domain: String, since: Int) throws(AttachError) {
    let path = self.infoPath(program: program, pid: pid)
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard fd >= 0 else { throw AttachError(.directory, UnixSocket.lastError("cannot write \(path)")) }
    defer { close(fd) }
    let started = Self.startTime(of: pid).map(String.init) ?? "?"
    guard UnixSocket.writeFile(fd, Array("\(domain)\n\(since)\n\(started)\n".utf8)) else {
      throw AttachError(.directory, UnixSocket.lastError("cannot write \(path)"))
    }
  }

  /// Whether process `pid` exists (one of another user's still counts: its socket is not stale).
  public static func isAlive(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  /// Whether the process that made `socket` still runs: its pid exists and, since a pid is
  /// reused, the process with that pid started when the info file says (`startedAt`). Without a
  /// recorded start, whether something still accepts at the socket.
  static func isAlive(_ pid: Int32, startedAt: UInt64?, socket: String) -> Bool {
    guard Self.isAlive(pid) else { return false }
    if let startedAt, let now = Self.startTime(of: pid) { return startedAt == now }
    guard let fd = try? UnixSocket.connect(to: socket) else { return false }
    close(fd)
    return true
  }

  /// When process `pid` started, in clock ticks since boot (`/proc/PID/stat`, field 22); nil
  /// when it cannot be read.
  public static func startTime(of pid: Int32) -> UInt64? {
    let fd = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 1024)
    let got = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, 1024) }
    let text = String(decoding: buffer.prefix(max(got, 0)), as: UTF8.self)
    // The command name may hold spaces and parentheses; the fields after its last ')' do not.
    guard let close = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // Field 3 (the state) is the first after the name; field 22 is the start time.
    return fields.count > 19 ? UInt64(fields[19]) : nil
  }

  static func fileStem(program: String, pid: Int32) -> String {
    let safe = String(program.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    return (safe.isEmpty ? "app" : safe) + "-\(pid)"
  }

  static func parseStem(_ stem: String) -> (String, Int32)? {
    guard let dash = stem.lastIndex(of: "-"), let pid = Int32(stem[stem.index(after: dash)...]), pid > 0 else { return nil }
    let program = String(stem[..<dash])
    return program.isEmpty ? nil : (program, pid)
  }

  private static func readInfo(_ path: String) -> (domain: String, since: Int?, started: UInt64?) {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard fd >= 0 else { return ("?", nil, nil) }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 512)
    let got = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, 512) }
    let lines = String(decoding: buffer.prefix(max(got, 0)), as: UTF8.self).split(separator: "\n")
    guard lines.count >= 2 else { return ("?", nil, nil) }
    return (String(lines[0]), Int(lines[1]), lines.count > 2 ? UInt64(lines[2]) : nil)
  }

  private static func makePrivate(_ path: String) throws(AttachError) {
    if mkdir(path, 0o700) != 0, errno != EEXIST {
      throw AttachError(.directory, UnixSocket.lastError("cannot make the attach folder \(path)"))
    }
    var info = stat()
    guard lstat(path, &info) == 0 else { throw AttachError(.directory, UnixSocket.lastError("cannot read \(path)")) }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw AttachError(.directory, "the attach folder \(path) is not a folder") }
    guard info.st_uid == getuid() else { throw AttachError(.directory, "the attach folder \(path) belongs to another user") }
    guard info.st_mode & 0o077 == 0 else {
      throw AttachError(.directory, "the attach folder \(path) is open to other users (mode \(String(info.st_mode & 0o777, radix: 8)), not 700)")
    }
  }
}

/// A process of this user's that an agent listens in.
public struct AttachableProcess: Sendable, Equatable {
  /// The program's name.
  public let program: String
  /// Its process id.
  public let pid: Int32
  /// The domain its agent serves ("?" when its info file is missing).
  public let domain: String
  /// When its agent started (Unix seconds), when known.
  public let since: Int?
  /// Where its agent listens.
  public let socketPath: String

  /// A listing entry.
  public init(program: String, pid: Int32, domain: String, since: Int?, socketPath: String) {
    self.program = program
    self.pid = pid
    self.domain = domain
    self.since = since
    self.socketPath = socketPath
  }
}
