import Foundation

/// Loopback servers the shell started as child processes, by name; each keeps its port across
/// restarts, so a domain pointed at it stays pointed at it.
@MainActor final class ServerManager {
  private struct Running {
    let process: Process
    let url: URL
    let port: Int
    /// The write end of the server's standard input, held open for the server's life.
    let input: Pipe
  }

  private var running: [String: Running] = [:]
  /// Ports of stopped servers, reused when they start again.
  private var ports: [String: Int] = [:]

  /// The running servers and their base URLs, by name.
  var listing: [(name: String, url: URL)] {
    self.running.keys.sorted().map { ($0, self.running[$0]!.url) }
  }

  /// Whether `name` was started before (running or stopped) and is still the domain's remote.
  func hasStarted(_ name: String) -> Bool { self.ports[name] != nil }

  /// The remote of a domain whose server failed to restart: port 0, where nothing listens, so a
  /// request fails as "could not connect" instead of reaching whatever took the old port.
  static let noServer = "http://127.0.0.1:0"

  /// Starts (or restarts) `entry` with `arguments`; returns its base URL.
  ///
  /// `launcher` finds the executable (the program that started the shell says how), reporting
  /// progress, a build say, through `report`.
  ///
  /// - Throws: a `Diagnostic` when the executable cannot be had, or never says where it listens.
  func start(
    _ entry: ServerEntry, arguments: [String], launcher: ServerLauncher, report: @escaping @MainActor (String) -> Void
  ) async throws -> URL {
    self.stop(entry.name)
    let executable = try await launcher.locate(entry.executable, report)
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--port", String(self.ports[entry.name] ?? 0), "--stop-when-input-closes"] + arguments
    let (input, output, errors) = (Pipe(), Pipe(), Pipe())
    // The server stops when this write end closes: when the shell exits, even by SIGKILL. No
    // other child may inherit it, or that child would keep this server alive.
    _ = fcntl(input.fileHandleForWriting.fileDescriptor, F_SETFD, FD_CLOEXEC)
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    // Drained for the server's whole life (its request log), kept only for a failed start.
    let errorTail = OutputTail(limit: 4_096)
    do { try process.run() } catch { throw Diagnostic(.command, "cannot start \(entry.executable): \(error.localizedDescription)") }
    errorTail.start(reading: errors.fileHandleForReading)
    guard let url = Self.announcedURL(output.fileHandleForReading), let port = url.port else {
      process.terminate()
      process.waitUntilExit()
      errorTail.waitUntilRead()
      self.ports[entry.name] = nil
      let reason = errorTail.failureLine.map { ": \($0)" } ?? " (it did not say where it listens)"
      throw Diagnostic(.command, "\(entry.executable) did not start\(reason)")
    }
    self.running[entry.name] = Running(process: process, url: url, port: port, input: input)
    self.ports[entry.name] = port
    return url
  }

  /// How a stop went.
  enum Stop: Equatable {
    /// Nothing by that name was running.
    case notRunning
    /// It ended on SIGTERM, within the grace period.
    case stopped
    /// It was still finishing a request after the grace period, and was killed.
    case killed(url: URL)
  }

  /// How long a server may take to finish after SIGTERM: a graceful shutdown waits for requests
  /// in flight, and a `slow:` double may hold one for minutes.
  nonisolated static var stopGrace: Duration { .seconds(1) }

  /// Stops the server called `name`, if it runs: SIGTERM, then SIGKILL after `stopGrace`. Its
  /// port is kept for a restart.
  @discardableResult
  func stop(_ name: String) -> Stop {
    guard let server = self.running.removeValue(forKey: name) else { return .notRunning }
    server.process.terminate()
    let clock = ContinuousClock()
    let deadline = clock.now + Self.stopGrace
    while server.process.isRunning && clock.now < deadline { usleep(5_000) }
    guard server.process.isRunning else { return .stopped }
    kill(server.process.processIdentifier, SIGKILL)
    server.process.waitUntilExit()
    return .killed(url: server.url)
  }

  /// Stops every server; returns a line for each one that had to be killed mid-request.
  func stopAll() -> [String] {
    self.running.keys.sorted().compactMap { name in
      guard case .killed(let url) = self.stop(name) else { return nil }
      return "stopped the \(name) server (\(url.absoluteString)) with a request in flight"
    }
  }

  /// Reads the first line (`listening on http://127.0.0.1:PORT`), giving up after 60 s. A server
  /// that fails to start ends the wait at once (its output closes); only one that hangs silently
  /// meets the limit, which is generous because a debug server on a loaded machine (the test
  /// suites in parallel) took more than the 10 s it once was.
  private static func announcedURL(_ handle: FileHandle) -> URL? {
    let line = LineBox()
    let done = DispatchSemaphore(value: 0)
    Thread {
      var bytes: [UInt8] = []
      while true {
        let chunk = handle.readData(ofLength: 1)
        guard let byte = chunk.first, byte != 10 else { break }
        bytes.append(byte)
      }
      line.value = String(decoding: bytes, as: UTF8.self)
      done.signal()
    }.start()
    guard done.wait(timeout: .now() + 60) == .success, let text = line.value,
      let range = text.range(of: "listening on ")
    else { return nil }
    return URL(string: String(text[range.upperBound...]).trimmingCharacters(in: .whitespaces))
  }
}

/// A line handed from the reading thread to the waiting one (the semaphore orders the accesses).
private final class LineBox: @unchecked Sendable {
  var value: String?
}
