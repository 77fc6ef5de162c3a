import Benchmark
import BenchmarkNames

/// Count, Read, Insert, Update, Delete and Sort on an in-memory value state, at every size.
///
/// The point of the book's chapter: the store holds the current state immutably, so a reducer
/// changes a *copy* while the original is still alive. Each mutation benchmark therefore does
/// `var next = state; next[key] = element` with `state` still referenced (by the benchmark's setup
/// state). A `Dictionary` must copy all of its storage for that (O(n)); a `TreeDictionary` copies
/// only the path to the changed leaf (O(log n)). The copy is released after the measurement stops:
/// what is timed is producing the next state.
enum ValueStoreBenchmarks {
  /// Registers the six operations for one back end at every size of `scale`.
  static func register<State: KeyedState>(_ backEnd: State.Type, scale: BenchScale) {
    for size in scale.sizes {
      let probe = ProbeKeys(size: size)
      // Built in each benchmark's setup, outside the measurement, and held by the harness for the
      // whole run: that reference is the "store still holds the current state" of the book.
      let setup: () async throws -> State = { State.filled(size: size) }

      Benchmark(name("Count", State.self, size), configuration: scale.configuration()) { benchmark, state in
        benchmark.startMeasurement()
        blackHole(state.count)
        benchmark.stopMeasurement()
      } setup: { try await setup() }

      Benchmark(name("Read", State.self, size), configuration: scale.configuration()) { benchmark, state in
        benchmark.startMeasurement()
        blackHole(state[probe.existing])
        benchmark.stopMeasurement()
      } setup: { try await setup() }

      Benchmark(name("Insert", State.self, size), configuration: scale.configuration()) { benchmark, state in
        benchmark.startMeasurement()
        var next = state
        next[probe.absent] = probe.element
        benchmark.stopMeasurement()
        blackHole(next)
      } setup: { try await setup() }

      Benchmark(name("Update", State.self, size), configuration: scale.configuration()) { benchmark, state in
        benchmark.startMeasurement()
        var next = state
        next[probe.existing] = probe.element
        benchmark.stopMeasurement()
        blackHole(next)
      } setup: { try await setup() }

      Benchmark(name("Delete", State.self, size), configuration: scale.configuration()) { benchmark, state in
        benchmark.startMeasurement()
        var next = state
        next.removeValue(forKey: probe.existing)
        benchmark.stopMeasurement()
        blackHole(next)
      } setup: { try await setup() }

      Benchmark(name("Sort", State.self, size), configuration: scale.configuration(warmupIterations: 1)) {
        benchmark, state in
        benchmark.startMeasurement()
        let sorted = state.values.sorted { $0.sortKey < $1.sortKey }
        benchmark.stopMeasurement()
        blackHole(sorted)
      } setup: { try await setup() }
    }
  }

  private static func name<State: KeyedState>(_ operation: String, _: State.Type, _ size: Int) -> String {
    BenchmarkName(operation, State.backEndName, size: size).description
  }
}

/// The keys every back end is probed with at one size, so all back ends do the same logical work.
struct ProbeKeys: Sendable {
  /// A key in the state (the middle one): read, updated and deleted.
  let existing: Int64
  /// A key not in the state (one past the last): inserted.
  let absent: Int64
  /// The value written by Insert and Update, different from every stored one.
  let element: Element80

  init(size: Int) {
    existing = Int64(size / 2)
    absent = Int64(size)
    element = Element80(seed: -1)
  }
}
