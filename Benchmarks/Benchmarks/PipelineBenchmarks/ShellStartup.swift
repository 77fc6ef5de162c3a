import Benchmark
import BenchmarkNames
import Foundation

/// `Prompt-ready · imshell counter`: the real binary started with a pipe for standard input,
/// timed until it has answered its first line (`:echo ready`), which is when a user could type.
/// While it then waits for the next line its resident set is read from `/proc` and recorded as
/// `IdleRSS` (bytes); closing the pipe makes it quit.
///
/// The binary is `ImshellBinary.url`.
enum ShellStartup {
  static let operation = "Prompt-ready"
  static let idleRSS = BenchmarkMetric.custom("IdleRSS", polarity: .prefersSmaller, useScalingFactor: false)

  static func register(scale: PipelineScale) {
    guard let binary = ImshellBinary.url else { return }
    let configuration = Benchmark.Configuration(
      metrics: [.wallClock, Self.idleRSS], timeUnits: .automatic, warmupIterations: 2,
      maxDuration: .seconds(20), maxIterations: scale.iterations * 4)
    Benchmark(BenchmarkName(operation, "imshell counter").description, configuration: configuration) { benchmark in
      let process = Process()
      let input = Pipe()
      let output = Pipe()
      process.executableURL = binary
      process.environment = ChildEnvironment.plain
      process.arguments = ["counter", "--batch"]
      process.standardInput = input
      process.standardOutput = output
      benchmark.startMeasurement()
      try process.run()
      input.fileHandleForWriting.write(Data(":echo ready\n".utf8))
      Self.waitForLine("ready", on: output.fileHandleForReading)
      benchmark.stopMeasurement()
      benchmark.measurement(Self.idleRSS, Self.residentBytes(of: process.processIdentifier))
      try input.fileHandleForWriting.close()
      process.waitUntilExit()
      precondition(process.terminationStatus == 0, "imshell exited \(process.terminationStatus)")
    }
  }

  /// Reads until a line equal to `text` arrives (or the stream ends).
  static func waitForLine(_ text: String, on handle: FileHandle) {
    var received = Data()
    while !received.split(separator: UInt8(ascii: "\n")).contains(Data(text.utf8)) {
      let chunk = handle.availableData
      guard !chunk.isEmpty else { return }
      received.append(chunk)
    }
  }

  /// `VmRSS` of process `pid`, in bytes (0 if it cannot be read).
  static func residentBytes(of pid: Int32) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kilobytes = Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "")
    else { return 0 }
    return kilobytes * 1024
  }
}
