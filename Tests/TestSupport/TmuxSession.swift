import Foundation

/// A terminal program running in a detached tmux session of a fixed size, for tests that
/// type keys and read the screen the way a person would.
///
/// Each session has its own tmux server (a socket in a private temporary directory, no
/// `~/.tmux.conf`), so tests never touch a tmux the developer is using. The program runs with
/// exactly the given environment (`env -i`), and the pane stays after it exits so its status
/// and last screen can still be read.
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
    let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    // remain-on-exit is set before the pane exists, so even an instant exit keeps its status.
    do {
      _ = try run([
        "start-server", ";", "set-option", "-g", "remain-on-exit", "on", ";",
        "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height), "--",
        "/usr/bin/env", "-i",
      ] + assignments + [executable] + arguments)
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

  /// Waits until the screen contains `text`; returns that screen. Throws on timeout, showing
  /// the last screen.
  @discardableResult
  public func waitFor(_ text: String, timeout: Duration = .seconds(15)) async throws -> String {
    try await waitFor("\"\(text)\"", timeout: timeout) { $0.contains(text) }
  }

  /// Waits until `condition` holds for the screen; returns that screen. `what` names the
  /// condition in the timeout message.
  @discardableResult
  public func waitFor(
    _ what: String,
    timeout: Duration = .seconds(15),
    until condition: (String) -> Bool
  ) async throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var last = ""
    while clock.now < deadline {
      last = try screen()
      if condition(last) { return last }
      try await Task.sleep(for: .milliseconds(50))
    }
    let status = (try? paneState().description) ?? "state unknown"
    throw Failure(
      description: "timed out after \(timeout) waiting for \(what) (program: \(status)); screen:\n\(last)"
    )
  }

  /// Waits for the program to end and returns its exit status; throws on timeout or if a
  /// signal killed it.
  public func waitForExit(timeout: Duration = .seconds(15)) async throws -> Int32 {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while clock.now < deadline {
      switch try paneState() {
      case .running:
        try await Task.sleep(for: .milliseconds(50))
      case .exited(let status):
        return status
      case .killed(let signal):
        throw Failure(description: "the program was killed by signal \(signal); screen:\n\((try? screen()) ?? "")")
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
    case killed(String)

    var description: String {
      switch self {
      case .running: "running"
      case .exited(let status): "exited with status \(status)"
      case .killed(let signal): "killed by signal \(signal)"
      }
    }
  }

  private func paneState() throws -> PaneState {
    let fields = try run(["display-message", "-p", "-t", name, "#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
      .split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard fields.first == "1" else { return .running }
    if fields.count > 1, let status = Int32(fields[1]) { return .exited(status) }
    return .killed(fields.count > 2 ? fields[2] : "?")
  }

  // Runs one tmux client command against this session's server and returns its output.
  private func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tmux)
    process.arguments = ["-S", socket, "-f", "/dev/null"] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let text = output.fileHandleForReading.readDataToEndOfFile()
    let problem = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = String(decoding: problem, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(message)")
    }
    return String(decoding: text, as: UTF8.self)
  }

  private static func findTmux() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
    return directories.map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
