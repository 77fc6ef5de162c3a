import Benchmark
import BenchmarkNames

/// How much memory a state of N elements holds, for the budget "state memory ≤ 2× the
/// raw payload" (N × 80 bytes).
///
/// Each iteration builds the state inside the measurement, one insert at a time as a reducer
/// would, and keeps it alive until after the measurement stops. The malloc interposer then reports
/// `memoryLeakedBytes`: bytes requested by `malloc` minus bytes freed inside the measured region,
/// which is exactly what the finished state still holds (every intermediate buffer of the growth
/// was freed again). It counts requested bytes, so the allocator's per-chunk header (16 bytes on
/// glibc) is not included; `mallocFreeDelta` (live allocations) bounds that overhead. The sampled
/// peak RSS delta is recorded too, but a reused heap makes it unreliable after the first iteration.
enum MemoryBenchmarks {
  /// The operation name the report looks for.
  static let operation = "Memory"

  /// Registers the memory measurement for one back end at every size of `scale`.
  static func register<State: KeyedState>(_ backEnd: State.Type, scale: BenchScale) {
    for size in scale.sizes {
      let name = BenchmarkName(operation, State.backEndName, size: size).description
      let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .memoryLeakedBytes, .mallocFreeDelta, .mallocCountTotal, .peakMemoryResidentDelta],
        warmupIterations: 1,
        maxDuration: scale.maxDuration,
        maxIterations: 25
      )
      Benchmark(name, configuration: configuration) { benchmark in
        benchmark.startMeasurement()
        let state = State.filled(size: size)
        benchmark.stopMeasurement()
        blackHole(state)
      }
    }
  }
}
