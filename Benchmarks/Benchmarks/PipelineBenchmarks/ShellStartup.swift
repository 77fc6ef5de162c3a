import Benchmark
import BenchmarkNames
import Foundation

/// `Start, one line, quit · imshell counter`: the real binary started, made to run one line and
/// quit, as prompt-ready time; its peak RSS is recorded as `ChildPeakRSS` (bytes).
///
/// The binary is `$IMSHELL_BIN`, else the `imshell` built next to this executable (`scripts/bench`
/// builds it from the root package); without one the benchmark is not registered and the report
/// says "not measured".
enum ShellStartup {
  static let operation = "Start, one line, quit"
  static let childPeakRSS = BenchmarkMetric.custom("ChildPeakRSS", polarity: .prefersSmaller, useScalingFactor: false)

  static func register(scale: PipelineScale) {
    guard let binary = Self.binary else { return }
    let configuration = Benchmark.Configuration(
      metrics: [.wallClock, Self.childPeakRSS], timeUnits: .automatic, warmupIterations: 2,
      maxDuration: .seconds(20), maxIterations: scale.iterations * 4)
    Benchmark(BenchmarkName(operation, "imshell counter").description, configuration: configuration) { benchmark in
      let process = Process()
      process.executableURL = binary
      process.arguments = ["counter", "--batch", "-e", ":quit"]
      process.standardOutput = FileHandle.nullDevice
      benchmark.startMeasurement()
      try process.run()
      process.waitUntilExit()
      benchmark.stopMeasurement()
      precondition(process.terminationStatus == 0, "imshell exited \(process.terminationStatus)")
      benchmark.measurement(Self.childPeakRSS, Self.largestChildRSS())
    }
  }

  private static var binary: URL? {
    let environment = ProcessInfo.processInfo.environment["IMSHELL_BIN"].map(URL.init(fileURLWithPath:))
    let beside = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("imshell")
    return [environment, beside].compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The peak resident set of the largest child waited for so far, in bytes (every child here is
  /// the same command, so this is its peak).
  private static func largestChildRSS() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    return usage.ru_maxrss * 1024
  }
}
