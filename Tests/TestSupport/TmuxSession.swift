import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A terminal program running in a detached tmux session of a fixed size, for tests that
/// type keys and read the screen the way a person would.
///
/// Each session has its own tmux server (a socket in a private temporary directory, no
/// `~/.tmux.conf`), so tests never touch a tmux the developer is using. The program runs with
/// exactly the given environment (`env -i`) under a small `sh` wrapper that records its exit
/// status, and the pane stays after it exits so its last screen can still be read.
///
/// ```swift
/// let shell = try TmuxSession(executable: binary, arguments: ["counter"], environment: env)
/// defer { shell.close() }
/// try await shell.waitFor("imshell(counter)> ")
/// try shell.type(":quit")
/// try shell.sendKeys("Enter")
/// #expect(try await shell.waitForExit() == 0)
/// ```
public final class TmuxSession {
  /// Why a tmux interaction failed; the description says what was expected and what was seen.
  public struct Failure: Error, CustomStringConvertible {
    /// Human-readable explanation, including the screen where that helps.
    public let description: String

    /// A failure explained by `description`.
    public init(description: String) {
      self.description = description
    }
  }

  /// The tmux session name.
  public let name = "test"
  private let tmux: String
  private let directory: URL
  private let socket: String
  private let exitFile: String
  private var closed = false

  /// Starts `executable` with `arguments` in a new `width`×`height` session whose environment
  /// is exactly `environment` (add `PATH` yourself if the program needs it). Throws if tmux is
  /// not installed or the session cannot be created.
  public init(
    executable: String,
    arguments: [String] = [],
    environment: [String: String],
    width: Int = 100,
    height: Int = 30
  ) throws {
    guard let tmux = Self.findTmux() else {
      throw Failure(description: "tmux is not installed (scripts/test installs it: apt-get install tmux)")
    }
    self.tmux = tmux
    let unique = UUID().uuidString.prefix(8)
    self.directory = FileManager.default.temporaryDirectory.appendingPathComponent("imshell-tmux-\(unique)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    self.socket = directory.appendingPathComponent("socket").path
    self.exitFile = directory.appendingPathComponent("exit-status").path
    let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    // tmux 3.3 often loses the exit status of a pane's process, so a small sh wrapper writes it
    // to a file (renamed into place, so it is never read half-written). The wrapper traps SIGINT
    // only to outlive the Ctrl-C that the terminal also sends it; the program gets the default
    // disposition back on exec. remain-on-exit keeps the last screen readable afterwards.
    let wrapper = """
      trap : INT; "$0" "$@"; echo $? > \(Self.shellQuoted(exitFile + ".new")); \
      /bin/mv \(Self.shellQuoted(exitFile + ".new")) \(Self.shellQuoted(exitFile))
      """
    do {
      _ = try run([
        "start-server", ";", "set-option", "-g", "remain-on-exit", "on", ";",
        "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height), "--",
        "/usr/bin/env", "-i",
      ] + assignments + ["/bin/sh", "-c", wrapper, executable] + arguments)
    } catch {
      try? FileManager.default.removeItem(at: directory)
      throw error
    }
  }

  deinit {
    close()
  }

  /// Sends tmux key names, e.g. `"Enter"`, `"Tab"`, `"Up"`, `"C-c"`, `"C-d"`.
  public func sendKeys(_ keys: String...) throws {
    _ = try run(["send-keys", "-t", name] + keys)
  }

  /// Types `text` literally (no key-name lookup).
  public func type(_ text: String) throws {
    _ = try run(["send-keys", "-t", name, "-l", text])
  }

  /// The pane's scrollback and visible screen as text, wrapped lines joined and trailing
  /// spaces kept (so a prompt ending in a space matches).
  public func screen() throws -> String {
    try run(["capture-pane", "-p", "-J", "-S", "-", "-t", name])
  }

  /// The visible screen only, without scrollback (what a clear-screen left).
  public func visibleScreen() throws -> String {
    try run(["capture-pane", "-p", "-J", "-t", name])
  }

  /// Waits until the screen contains `text`; returns that screen. Throws on timeout, showing
  /// the last screen.
  @discardableResult
  public func waitFor(_ text: String, timeout: Duration = .seconds(60)) async throws -> String {
    try await waitFor("\"\(text)\"", timeout: timeout) { $0.contains(text) }
  }

  /// Waits until `condition` holds for the screen; returns that screen. `what` names the
  /// condition in the timeout message.
  @discardableResult
  public func waitFor(
    _ what: String,
    timeout: Duration = .seconds(60),
    until condition: (String) -> Bool
  ) async throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var last = ""
    // The screen is read once more after the deadline: on a loaded machine this task may wake
    // long after its last look, and the verdict must be the screen's, not the clock's.
    var lastLook = false
    while !lastLook {
      lastLook = clock.now >= deadline
      last = try screen()
      if condition(last) { return last }
      let state = try paneState()
      if case .running = state {
        if !lastLook { try await Task.sleep(for: .milliseconds(50)) }
        continue
      }
      // Nothing will change any more; say so now rather than after the timeout.
      last = try screen()
      if condition(last) { return last }
      throw Failure(description: "the program \(state) while waiting for \(what); screen:\n\(last)")
    }
    let status = (try? paneState().description) ?? "state unknown"
    throw Failure(
      description: "timed out after \(timeout) waiting for \(what) (program: \(status)); screen:\n\(last)"
    )
  }

  /// Waits for the program to end and returns its exit status (128 + N if signal N killed it);
  /// throws on timeout.
  public func waitForExit(timeout: Duration = .seconds(60)) async throws -> Int32 {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var lastLook = false
    while !lastLook {
      lastLook = clock.now >= deadline
      switch try paneState() {
      case .running:
        if !lastLook { try await Task.sleep(for: .milliseconds(50)) }
      case .exited(let status):
        return status
      }
    }
    throw Failure(description: "the program still runs after \(timeout); screen:\n\((try? screen()) ?? "")")
  }

  /// Starts copying everything the program writes (raw bytes, escapes included) to a file and
  /// returns its URL; read it with `recordedOutput()`.
  @discardableResult
  public func startRecordingOutput() throws -> URL {
    let file = directory.appendingPathComponent("output.raw")
    _ = try run(["pipe-pane", "-o", "-t", name, "cat >> '\(file.path)'"])
    return file
  }

  /// The raw bytes recorded since `startRecordingOutput()` (empty if none yet).
  public func recordedOutput() -> [UInt8] {
    let file = directory.appendingPathComponent("output.raw")
    return (try? Data(contentsOf: file)).map { [UInt8]($0) } ?? []
  }

  /// Kills the session and its tmux server, and removes the temporary directory. Idempotent.
  public func close() {
    guard !closed else { return }
    closed = true
    _ = try? run(["kill-server"])
    try? FileManager.default.removeItem(at: directory)
  }

  private enum PaneState: CustomStringConvertible {
    case running
    case exited(Int32)

    var description: String {
      switch self {
      case .running: "running"
      case .exited(let status) where status > 128: "exited with status \(status) (signal \(status - 128)?)"
      case .exited(let status): "exited with status \(status)"
      }
    }
  }

  private func paneState() throws -> PaneState {
    guard let text = try? String(contentsOfFile: exitFile, encoding: .utf8),
      let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    else { return .running }
    return .exited(status)
  }

  private static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  // Runs one tmux client command against this session's server and returns its output.
  //
  // Spawned directly instead of through Foundation's Process because the child inherits the
  // calling thread's signal mask, and test code runs on libdispatch threads that block
  // SIGINT, SIGHUP and more: the tmux server and the program in its pane would inherit that,
  // and Ctrl-C would never arrive. Output goes through files because the tmux server the
  // first command starts keeps its standard streams open (a pipe would never reach EOF).
  private func run(_ arguments: [String]) throws -> String {
    let outputPath = directory.appendingPathComponent("tmux.out").path
    let errorPath = directory.appendingPathComponent("tmux.err").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

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

    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil  // tests may themselves run inside tmux
    let argv = [tmux, "-S", socket, "-f", "/dev/null"] + arguments
    let envp = environment.map { "\($0.key)=\($0.value)" }
    var pid = pid_t()
    let spawned = withCStrings(argv) { argvPointers in
      withCStrings(envp) { envPointers in
        posix_spawn(&pid, tmux, &actions, &attributes, argvPointers, envPointers)
      }
    }
    guard spawned == 0 else {
      throw Failure(description: "cannot run \(tmux): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    // Exited normally with status 0 (the wait status encodes both in its low 16 bits).
    guard status & 0xFFFF == 0 else {
      let problem = ((try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
        .trimmingCharacters(in: .whitespacesAndNewlines)
      throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(problem)")
    }
    return output
  }

  private static func findTmux() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
    return directories.map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}

/// Calls `body` with a NULL-terminated C array of `strings`, valid only during the call.
private func withCStrings<Result>(
  _ strings: [String],
  _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
) -> Result {
  let pointers = strings.map { strdup($0) } + [nil]
  defer { pointers.forEach { free($0) } }
  return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
