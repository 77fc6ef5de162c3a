import Benchmark
import BenchmarkNames
import CounterData
import CounterWorkload
import ImmutableData

/// `Counter actions · <path> · N=100000`: the same actions down five paths, from the bare reducer
/// to the shell reading one typed line per action. The shell-path budget compares the last two.
enum CounterPipeline {
  static let operation = "Counter actions"

  static func register(scale: PipelineScale) {
    let n = scale.actions
    func name(_ path: String) -> String { BenchmarkName(operation, path, size: n).description }

    Benchmark(name("bare reducer"), configuration: scale.configuration()) { benchmark in
      benchmark.startMeasurement()
      var state = CounterState()
      for _ in 0..<n {
        state = CounterReducer.reduce(state: state, action: .didTapIncrementButton)
        blackHole(state)  // keeps the optimizer from folding the loop into one addition
      }
      benchmark.stopMeasurement()
      blackHole(state)
    }

    Benchmark(name("Store.dispatch"), configuration: scale.configuration()) { benchmark in
      let clock = BenchmarkClock(benchmark)
      await MainActor.run { CounterRuns.dispatch(n, watches: [], start: clock.start, stop: clock.stop) }
    }

    Benchmark(name("Store.dispatch + 8 watches in turn"), configuration: scale.ratioConfiguration()) { benchmark in
      let clock = BenchmarkClock(benchmark)
      await MainActor.run {
        CounterRuns.dispatch(n, watches: EightWatches.makeListeners(), start: clock.start, stop: clock.stop)
      }
    }

    Benchmark(name("Store.dispatch + 8 streamed watches"), configuration: scale.configuration()) { benchmark in
      await dispatchStreaming(n, clock: BenchmarkClock(benchmark))
    }

    Benchmark(name("imshell batch + 8 watches"), configuration: scale.ratioConfiguration()) { benchmark in
      let clock = BenchmarkClock(benchmark)
      await CounterRuns.shellBatch(n, start: clock.start, stop: clock.stop)
    }
  }

  /// Dispatches `n` increments to 8 listeners reading the store's streams, as the book's do, and
  /// stops the clock once every listener has handled every element.
  @MainActor private static func dispatchStreaming(_ n: Int, clock: BenchmarkClock) async {
    let store = CounterStore(initialState: CounterState(), reducer: CounterReducer.reduce)
    let watches = EightWatches.makeListeners()
    for watch in watches { watch.listen(store) }
    defer { for watch in watches { watch.cancel() } }
    clock.start()
    for _ in 0..<n { try! store.dispatch(action: .didTapIncrementButton) }
    while watches.contains(where: { $0.handled() < n }) { await Task.yield() }
    clock.stop()
  }
}

/// Hands the benchmark's start and stop to main-actor code.
///
/// `Benchmark` is not `Sendable`; the measured closure awaits the main-actor work it hands this
/// to, so exactly one side uses the benchmark at any time.
struct BenchmarkClock: @unchecked Sendable {
  private let benchmark: Benchmark

  init(_ benchmark: Benchmark) {
    self.benchmark = benchmark
  }

  func start() { self.benchmark.startMeasurement() }
  func stop() { self.benchmark.stopMeasurement() }
}
