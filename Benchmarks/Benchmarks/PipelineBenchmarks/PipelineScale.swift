import Benchmark
import Foundation

/// How many actions and how long, with `IMSHELL_BENCH_QUICK=1` (`scripts/bench --quick`) for a
/// smoke check.
struct PipelineScale: Sendable {
  /// Actions per Counter run: the shell-path budget says 100k.
  var actions: Int
  /// Runs per benchmark: each run is long (a whole batch), so a few give a stable median.
  var iterations: Int
  /// Runs for each side of a ratio a budget judges, when a side takes well under a second: on a
  /// shared 2-core machine the median of 7 moved by a fifth between identical runs.
  var ratioIterations: Int

  static var current: PipelineScale {
    ProcessInfo.processInfo.environment["IMSHELL_BENCH_QUICK"] == "1"
      ? PipelineScale(actions: 10_000, iterations: 3, ratioIterations: 3)
      : PipelineScale(actions: 100_000, iterations: 7, ratioIterations: 25)
  }

  /// Wall time, CPU, mallocs and peak RSS, like the collection tables.
  func configuration() -> Benchmark.Configuration {
    self.configuration(iterations: self.iterations)
  }

  /// The same, with `ratioIterations` runs.
  func ratioConfiguration() -> Benchmark.Configuration {
    self.configuration(iterations: self.ratioIterations)
  }

  private func configuration(iterations: Int) -> Benchmark.Configuration {
    .init(
      metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
      timeUnits: .automatic, warmupIterations: 1, maxDuration: .seconds(60), maxIterations: iterations)
  }
}
