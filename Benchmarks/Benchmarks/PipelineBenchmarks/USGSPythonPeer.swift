import Benchmark
import BenchmarkNames
import Foundation
import Synchronization

/// `USGS week · Python json + sqlite3`: the peer a user would reach for, `Benchmarks/Scripts/usgs_week.py`
/// (`json.load` of the feed, magnitude > 0 kept, `executemany` into a WAL SQLite table in one
/// transaction), run by a `python3` started once and asked for one run per iteration.
///
/// The script times itself (interpreter start and the pipe excluded) and the time it reports is
/// recorded as `ScriptTime` (nanoseconds), which the report's budget divides by. Without `python3`
/// the benchmark is not registered and the report says "not measured".
enum USGSPythonPeer {
  static let backEnd = "Python json + sqlite3"
  static let scriptTime = BenchmarkMetric.custom("ScriptTime", polarity: .prefersSmaller, useScalingFactor: false)

  static func register(operation: String, size: Int, scale: PipelineScale) {
    guard let python = Self.python else { return }
    let configuration = Benchmark.Configuration(
      metrics: [.wallClock, Self.scriptTime], timeUnits: .automatic, warmupIterations: 1,
      maxDuration: .seconds(60), maxIterations: scale.iterations)
    Benchmark(BenchmarkName(operation, backEnd, size: size).description, configuration: configuration) { benchmark in
      let peer = try Self.peer(python: python)
      benchmark.startMeasurement()
      let nanoseconds = try peer.run()
      benchmark.stopMeasurement()
      benchmark.measurement(Self.scriptTime, nanoseconds)
    }
  }

  /// `python3` on `PATH`, if there is one.
  private static var python: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The running script, started on first use and kept for the process's life.
  private static func peer(python: URL) throws -> ScriptProcess {
    try running.withLock { peer in
      if let peer { return peer }
      let started = try ScriptProcess(python: python, script: FeedBytes.repositoryRoot
        .appendingPathComponent("Benchmarks/Scripts/usgs_week.py"), feed: FeedBytes.weekURL)
      peer = started
      return started
    }
  }

  private static let running = Mutex<ScriptProcess?>(nil)
}

/// `usgs_week.py FEED --serve`: one run per line written to it, one `nanoseconds N` line back.
/// Used by one benchmark iteration at a time (the runner runs them in turn).
private final class ScriptProcess: @unchecked Sendable {
  private let process: Process
  private let input: FileHandle
  private let output: FileHandle

  init(python: URL, script: URL, feed: URL) throws {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    process.executableURL = python
    process.environment = ChildEnvironment.plain
    process.arguments = [script.path, feed.path, "--serve"]
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    self.process = process
    self.input = input.fileHandleForWriting
    self.output = output.fileHandleForReading
  }

  /// Asks for one run and returns the time the script measured.
  func run() throws -> Int {
    try self.input.write(contentsOf: Data("run\n".utf8))
    var line = Data()
    while line.last != UInt8(ascii: "\n") {
      guard let byte = try self.output.read(upToCount: 1), !byte.isEmpty else {
        throw ChildProcessError(message: "usgs_week.py ended: \(String(decoding: line, as: UTF8.self))")
      }
      line.append(byte)
    }
    let words = String(decoding: line, as: UTF8.self).split(whereSeparator: \.isWhitespace)
    guard words.count == 2, words[0] == "nanoseconds", let nanoseconds = Int(words[1]) else {
      throw ChildProcessError(message: "usgs_week.py answered \(String(decoding: line, as: UTF8.self))")
    }
    return nanoseconds
  }
}
