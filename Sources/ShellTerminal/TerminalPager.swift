import Foundation
import ImmutableShell

/// Shows a command's output through a pager when it is longer than the screen, as psql does:
/// the program's own variable (`$IMSHELL_PAGER`), else `$PAGER`, else `less -FRX` (an empty value
/// turns paging off).
///
/// Only an interactive shell on a terminal pages; batch output never does, so transcripts and
/// pipes see every line.
struct TerminalPager {
  /// The shell command line that runs the pager (through `/bin/sh -c`).
  let command: String
  /// The descriptor of the terminal output goes to.
  let terminal: Int32

  /// The pager the environment asks for, or nil when paging is off or no pager is installed.
  init?(environment: [String: String], ownVariable: String, terminal: Int32 = STDOUT_FILENO) {
    let chosen = environment[ownVariable] ?? environment["PAGER"] ?? Self.defaultCommand(environment)
    guard let command = chosen?.trimmingCharacters(in: .whitespaces), !command.isEmpty, isatty(terminal) == 1 else {
      return nil
    }
    self.command = command
    self.terminal = terminal
  }

  /// `less -FRX` when `less` is on the PATH: it leaves the screen as it was (`-X`), keeps colours
  /// (`-R`) and quits by itself when the text fits after all (`-F`, on a resized terminal).
  private static func defaultCommand(_ environment: [String: String]) -> String? {
    let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return path.contains { access("\($0)/less", X_OK) == 0 } ? "less -FRX" : nil
  }

  /// Pages `text` if it takes more rows than the screen has (less one for the prompt).
  ///
  /// - Returns: whether the pager showed it; false means the caller prints it.
  func show(_ text: String) -> Bool {
    var size = winsize()
    guard ioctl(self.terminal, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 1 else { return false }
    guard Self.rows(of: text, columns: max(Int(size.ws_col), 1)) >= Int(size.ws_row) else { return false }
    return self.run(with: text)
  }

  /// How many screen rows `text` fills when each line wraps at `columns` (colour escapes count
  /// as columns: an overestimate only hands `less -F` a text it then shows without paging).
  static func rows(of text: String, columns: Int) -> Int {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines.reduce(0) { rows, line in
      rows + max(1, (line.unicodeScalars.count + columns - 1) / columns)
    }
  }

  /// Starts the pager on a pipe, writes `text` into it and waits for the pager to end. A pager
  /// that quits early (`q` in less) closes the pipe: the write then stops without SIGPIPE.
  ///
  /// - Returns: false when the pager could not run or exited non-zero (`sh` says 127 for a
  ///   pager not found, `false` says 1): the caller then prints the text itself, so a broken
  ///   `IMSHELL_PAGER` never loses output. (`less` quit with `q` exits 0.)
  private func run(with text: String) -> Bool {
    var pipe: [Int32] = [0, 0]
    guard Foundation.pipe(&pipe) == 0 else { return false }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipe[0], STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, pipe[1])
    var pid: pid_t = 0
    let arguments = ["/bin/sh", "-c", self.command]
    let status = withCStrings(arguments) { argv in
      posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
    }
    close(pipe[0])
    guard status == 0 else {
      close(pipe[1])
      return false
    }
    let previous = signal(SIGPIPE, SIG_IGN)
    OutputSink.write(Array(text.utf8), to: pipe[1])
    close(pipe[1])
    signal(SIGPIPE, previous)
    var exit: Int32 = 0
    while waitpid(pid, &exit, 0) < 0 && errno == EINTR {}
    return Self.exitedCleanly(exit)
  }

  /// Whether a `waitpid` status is a normal exit with status 0.
  static func exitedCleanly(_ status: Int32) -> Bool {
    status & 0x7F == 0 && (status >> 8) & 0xFF == 0
  }
}

/// Calls `body` with `strings` as a NULL-terminated C array (posix_spawn's argv).
private func withCStrings<Result>(
  _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
) -> Result {
  let copies = strings.map { strdup($0) }
  defer { copies.forEach { free($0) } }
  return body(copies + [nil])
}
