import Foundation

/// `todoshell` on a terminal: a detached tmux session of its own (private socket, no
/// `~/.tmux.conf`) that tests type keys into and read the screen of.
final class Tmux {
  private let folder: URL
  private var socket: String { self.folder.appendingPathComponent("socket").path }
  /// Where the pane's wrapper writes the program's exit status (tmux may lose it).
  private var statusFile: URL { self.folder.appendingPathComponent("status") }

  /// Starts `executable arguments` with exactly `environment`, on an 100×30 screen.
  init(_ executable: URL, _ arguments: [String], environment: [String: String], folder: URL) throws {
    self.folder = folder
    let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    // The wrapper outlives the Ctrl-C the terminal also sends it, and records the exit status.
    let wrapper = "trap : INT; \"$0\" \"$@\"; echo $? > '\(self.statusFile.path).new'; mv '\(self.statusFile.path).new' '\(self.statusFile.path)'"
    try self.run(
      ["start-server", ";", "set-option", "-g", "remain-on-exit", "on", ";", "new-session", "-d", "-s", "t", "-x", "100", "-y", "30", "--", "/usr/bin/env", "-i"] + assignments
        + ["/bin/sh", "-c", wrapper, executable.path] + arguments)
  }

  deinit {
    _ = try? self.run(["kill-server"])
  }

  /// Types `text` literally.
  func type(_ text: String) throws { try self.run(["send-keys", "-t", "t", "-l", text]) }

  /// Sends tmux key names: `Tab`, `Enter`, `C-c`, `C-d`.
  func keys(_ keys: String...) throws { try self.run(["send-keys", "-t", "t"] + keys) }

  /// The screen, scroll-back included.
  func screen() throws -> String { try self.run(["capture-pane", "-p", "-J", "-S", "-", "-t", "t"]) }

  /// Waits (60 s at most) until the screen satisfies `condition`; returns it, or throws showing it.
  @discardableResult
  func wait(for what: String, _ condition: (String) -> Bool) async throws -> String {
    let deadline = ContinuousClock.now + .seconds(60)
    while true {
      let screen = try self.screen()
      if condition(screen) { return screen }
      guard ContinuousClock.now < deadline else { throw Failure(description: "no \(what) on the screen:\n\(screen)") }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// The program's exit status once it ended (60 s at most).
  func exitStatus() async throws -> Int32 {
    try await self.wait(for: "exit") { _ in FileManager.default.fileExists(atPath: self.statusFile.path) }
    let text = try String(contentsOf: self.statusFile, encoding: .utf8)
    return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }

  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    // posix_spawn with an empty signal mask and default dispositions, not Process: test code runs
    // on threads that block SIGINT and more, which the tmux server and the shell in its pane would
    // inherit (Ctrl-C would never arrive). Output goes through a file: the server the first
    // command starts keeps its standard streams open, so a pipe would never end.
    let outputFile = self.folder.appendingPathComponent("tmux.out").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, outputFile + ".err", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var nothing = sigset_t()
    sigemptyset(&nothing)
    posix_spawnattr_setsigmask(&attributes, &nothing)
    var everything = sigset_t()
    sigfillset(&everything)
    posix_spawnattr_setsigdefault(&attributes, &everything)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ["/usr/bin/env", "-u", "TMUX", "tmux", "-S", self.socket, "-f", "/dev/null"] + arguments
    var cArguments = argv.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, argv[0], &actions, &attributes, &cArguments, environ)
    guard spawned == 0 else { throw Failure(description: "cannot run tmux: error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let exited = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    guard exited == 0 || arguments.first == "kill-server" else {
      let problem = (try? String(contentsOfFile: outputFile + ".err", encoding: .utf8)) ?? ""
      throw Failure(description: "tmux \(arguments.first ?? "") exited \(exited): \(problem)")
    }
    return (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }
}
