import Foundation

/// Loopback servers the shell started as child processes, by name; each keeps its port across
/// restarts, so a domain pointed at it stays pointed at it.
@MainActor final class ServerManager {
  private struct Running {
    let process: Process
    let url: URL
    let port: Int
  }

  private var running: [String: Running] = [:]
  /// Ports of stopped servers, reused when they start again.
  private var ports: [String: Int] = [:]

  /// Whether `name` was started before (running or stopped): its URL is already in use.
  func hasStarted(_ name: String) -> Bool { self.ports[name] != nil }

  /// Starts (or restarts) `entry` with `arguments`; returns its base URL.
  ///
  /// - Throws: a `Diagnostic` when the executable is missing or never says where it listens.
  func start(_ entry: ServerEntry, arguments: [String]) throws -> URL {
    self.stop(entry.name)
    let executable = Self.directory.appendingPathComponent(entry.executable)
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw Diagnostic(.command, "\(entry.executable) is not built next to imshell (swift build --product \(entry.executable))")
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--port", String(self.ports[entry.name] ?? 0)] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { throw Diagnostic(.command, "cannot start \(entry.executable): \(error.localizedDescription)") }
    guard let url = Self.announcedURL(output.fileHandleForReading), let port = url.port else {
      process.terminate()
      throw Diagnostic(.command, "\(entry.executable) did not say where it listens")
    }
    self.running[entry.name] = Running(process: process, url: url, port: port)
    self.ports[entry.name] = port
    return url
  }

  /// Stops the server called `name`, if it runs; its port is kept for a restart.
  @discardableResult
  func stop(_ name: String) -> Bool {
    guard let server = self.running.removeValue(forKey: name) else { return false }
    server.process.terminate()
    server.process.waitUntilExit()
    return true
  }

  /// Stops every server.
  func stopAll() {
    for name in Array(self.running.keys) { self.stop(name) }
  }

  /// The folder holding the running `imshell`, where sibling executables are built.
  private static var directory: URL {
    (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).deletingLastPathComponent()
  }

  /// Reads the first line (`listening on http://127.0.0.1:PORT`), giving up after 10 s.
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
    guard done.wait(timeout: .now() + 10) == .success, let text = line.value,
      let range = text.range(of: "listening on ")
    else { return nil }
    return URL(string: String(text[range.upperBound...]).trimmingCharacters(in: .whitespaces))
  }
}

/// A line handed from the reading thread to the waiting one (the semaphore orders the accesses).
private final class LineBox: @unchecked Sendable {
  var value: String?
}
