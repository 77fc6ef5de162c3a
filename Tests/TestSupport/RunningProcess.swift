import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `kill(2)` and `signal(2)`, under names `RunningProcess`'s own methods do not shadow.
private func sendSignal(_ signal: Int32, to process: pid_t) {
  _ = kill(process, signal)
}

private func ignoreBrokenPipes() {
  _ = signal(SIGPIPE, SIG_IGN)
}

/// What the reader threads fill; separate from `RunningProcess` so they never keep it alive.
private final class StreamBuffers: @unchecked Sendable {
  let lock = NSLock()
  var output = Data()
  var errors = Data()
  var openStreams = 2
}

/// A real executable kept running with a live standard input, whose standard output and standard
/// error are read continuously in the background: for tests that talk to a process while it runs
/// (write a line, wait for what it prints, then signal it).
///
/// ```swift
/// let shell = try RunningProcess(PackagePaths.imshell, ["animals", "--batch"])
/// defer { shell.kill() }
/// try shell.send(".ui(.animalList(.onAppear))\n")
/// guard await shell.waitForOutput(containing: "#2 ← #1") else { return }
/// shell.kill()
/// #expect(await shell.waitForExit() == 128 + SIGKILL)
/// ```
///
/// Waits poll with `Task.sleep`, so they never block a test's thread, and when their timeout
/// passes (or the process exits first) they record an issue at the caller's location, showing
/// what the process printed, instead of hanging. The process is sent `SIGKILL` when the value is
/// released, so a test that stops early never leaves it running; still call `kill()` in a `defer`
/// to end it at a known point.
///
/// - Important: Creating one ignores `SIGPIPE` in the test process, so writing to a process that
///   has already exited throws instead of killing the test runner.
public final class RunningProcess: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let scratch: TemporaryDirectory
  private let buffers = StreamBuffers()
  private let lock = NSLock()
  private var inputClosed = false

  /// Starts `executable` with `arguments`.
  ///
  /// - Parameters:
  ///   - environment: exactly the child's environment; nil gives it
  ///     `ProcessRunner.stableEnvironment(home:)` with a private temporary home.
  ///   - directory: its working directory; nil uses that private temporary folder.
  /// - Throws: if the executable cannot be started.
  public init(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil
  ) throws {
    ignoreBrokenPipes()
    self.scratch = try TemporaryDirectory()
    self.process.executableURL = executable
    self.process.arguments = arguments
    self.process.environment = environment ?? ProcessRunner.stableEnvironment(home: self.scratch.url)
    self.process.currentDirectoryURL = directory ?? self.scratch.url
    let (output, errors) = (Pipe(), Pipe())
    self.process.standardInput = self.input
    self.process.standardOutput = output
    self.process.standardError = errors
    try self.process.run()
    Self.startReading(output.fileHandleForReading, into: self.buffers, isOutput: true)
    Self.startReading(errors.fileHandleForReading, into: self.buffers, isOutput: false)
  }

  deinit {
    self.kill()
  }

  /// The process id.
  public var processIdentifier: Int32 { self.process.processIdentifier }

  /// Everything written to standard output so far.
  public var output: String {
    self.buffers.lock.withLock { String(decoding: self.buffers.output, as: UTF8.self) }
  }

  /// Everything written to standard error so far.
  public var errors: String {
    self.buffers.lock.withLock { String(decoding: self.buffers.errors, as: UTF8.self) }
  }

  /// Whether the process has not exited yet.
  public var isRunning: Bool { self.process.isRunning }

  /// Writes `text` to the process's standard input as is (add the `\n` yourself).
  ///
  /// - Throws: if standard input was closed, or the process no longer reads it.
  public func send(_ text: String) throws {
    try self.input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
  }

  /// Closes standard input, so the process reads end of file. Closing twice does nothing.
  public func closeInput() {
    let alreadyClosed = self.lock.withLock {
      defer { self.inputClosed = true }
      return self.inputClosed
    }
    if !alreadyClosed { try? self.input.fileHandleForWriting.close() }
  }

  /// Sends `signal` to the process if it is still running.
  public func signal(_ signal: Int32) {
    guard self.process.isRunning else { return }
    sendSignal(signal, to: self.process.processIdentifier)
  }

  /// Sends `SIGKILL` if the process is still running, and closes standard input. Safe to call
  /// more than once, and after the process exited.
  public func kill() {
    self.signal(SIGKILL)
    self.closeInput()
  }

  /// Waits until standard output contains `text`.
  ///
  /// - Returns: true once it does; false, after recording an issue at `sourceLocation`, when
  ///   `timeout` passes or the process exits without printing it.
  @discardableResult
  public func waitForOutput(
    containing text: String, timeout: Duration = .seconds(60), sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Bool {
    await self.waitFor(text, in: \.output, stream: "standard output", timeout: timeout, sourceLocation: sourceLocation)
  }

  /// Waits until standard error contains `text`; see `waitForOutput(containing:timeout:sourceLocation:)`.
  @discardableResult
  public func waitForErrors(
    containing text: String, timeout: Duration = .seconds(60), sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Bool {
    await self.waitFor(text, in: \.errors, stream: "standard error", timeout: timeout, sourceLocation: sourceLocation)
  }

  /// Waits until the process has exited and both of its output streams are read to the end.
  ///
  /// - Returns: its exit status, 128 + the signal's number when a signal ended it; nil, after
  ///   recording an issue at `sourceLocation`, when `timeout` passes first (the process is left
  ///   running: `kill()` it).
  @discardableResult
  public func waitForExit(
    timeout: Duration = .seconds(60), sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Int32? {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while self.process.isRunning || self.streamsAreOpen {
      guard clock.now < deadline else {
        Issue.record(
          "Timed out after \(timeout) waiting for \(self.describedCommand) to exit", sourceLocation: sourceLocation)
        return nil
      }
      try? await Task.sleep(for: .milliseconds(10))
    }
    let status = self.process.terminationStatus
    return self.process.terminationReason == .uncaughtSignal ? 128 + status : status
  }

  private func waitFor(
    _ text: String, in stream: KeyPath<RunningProcess, String>, stream name: String, timeout: Duration,
    sourceLocation: SourceLocation
  ) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
      // Whether the process had exited is read before the stream, so a last write is never missed.
      let finished = !self.process.isRunning && !self.streamsAreOpen
      if self[keyPath: stream].contains(text) { return true }
      if finished {
        Issue.record(
          """
          \(self.describedCommand) exited with status \(self.process.terminationStatus) before its \(name) \
          contained \(String(reflecting: text)); it printed:
          \(self.transcript)
          """,
          sourceLocation: sourceLocation)
        return false
      }
      if clock.now >= deadline {
        Issue.record(
          """
          Timed out after \(timeout) waiting for the \(name) of \(self.describedCommand) to contain \
          \(String(reflecting: text)); so far it printed:
          \(self.transcript)
          """,
          sourceLocation: sourceLocation)
        return false
      }
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Whether a reader thread has not reached end of file yet.
  private var streamsAreOpen: Bool {
    self.buffers.lock.withLock { self.buffers.openStreams > 0 }
  }

  /// Copies `handle` into `buffers` on a thread of its own until end of file.
  private static func startReading(_ handle: FileHandle, into buffers: StreamBuffers, isOutput: Bool) {
    Thread.detachNewThread {
      while true {
        // One read(2) at a time, as `availableData` does, but an EINTR (a signal to this
        // process) is retried where `availableData` would trap.
        var bytes = [UInt8](repeating: 0, count: 64 * 1024)
        let count = bytes.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        let chunk = Data(bytes[..<count])
        buffers.lock.withLock {
          if isOutput { buffers.output.append(chunk) } else { buffers.errors.append(chunk) }
        }
      }
      buffers.lock.withLock { buffers.openStreams -= 1 }
    }
  }

  private var describedCommand: String {
    ([self.process.executableURL?.lastPathComponent ?? "?"] + (self.process.arguments ?? [])).joined(separator: " ")
  }

  private var transcript: String {
    let (output, errors) = (self.output, self.errors)
    return "--- standard output ---\n\(output.suffix(2000))\n--- standard error ---\n\(errors.suffix(2000))"
  }
}
