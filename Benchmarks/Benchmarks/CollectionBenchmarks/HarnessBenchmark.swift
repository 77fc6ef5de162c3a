import Benchmark
import BenchmarkNames

/// `Empty · Harness`: an empty measured region, the calibration the report subtracts.
///
/// Between its two clock reads the harness itself reads `/proc` for the CPU and RSS metrics, and
/// that allocates; an empty region measures exactly those mallocs (and the floor of the wall time).
enum HarnessBenchmark {
  static func register(scale: BenchScale) {
    Benchmark(BenchmarkName("Empty", "Harness").description, configuration: scale.configuration()) { benchmark in
      benchmark.startMeasurement()
      benchmark.stopMeasurement()
    }
  }
}
