import Benchmark
import BenchmarkNames
import Foundation
import QuakesData
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The Quakes budgets: the real week through decode, reduce, the listener's write-through diff
/// and a SQLite write, each step alone and all four together (`USGS week · … · N=2124`) beside the
/// Python script doing the same job (`USGSPythonPeer`); larger synthetic feeds through reduce and
/// persist (`Reduce+Persist · synthetic · N=…`); and the sorted QuakeList select against a bare
/// sort of the same quakes.
///
/// Decoding goes through the real `RemoteStore`; only its network session is a stand-in that
/// answers with bytes already in memory, the edge the book itself stubs.
enum QuakesPipeline {
  /// The operation of the real week's benchmarks; the back end names the step.
  static let week = "USGS week"

  static func register(scale: PipelineScale) {
    let week = FeedBytes.week
    let weekCount = FeedBytes.featureCount(week)
    func weekBenchmark(_ step: String, _ body: @escaping @Sendable (Benchmark) async throws -> Void) {
      Benchmark(BenchmarkName(Self.week, step, size: weekCount).description, configuration: scale.configuration(),
                closure: body)
    }

    weekBenchmark("decode+reduce+diff+persist") { benchmark in
      try await persistRun(benchmark) { try await decode(week) }
    }
    weekBenchmark("decode") { benchmark in
      benchmark.startMeasurement()
      blackHole(try await decode(week))
      benchmark.stopMeasurement()
    }
    weekBenchmark("reduce") { benchmark in
      let quakes = try await decode(week)
      benchmark.startMeasurement()
      blackHole(reduce(quakes, into: QuakesState()))
      benchmark.stopMeasurement()
    }
    weekBenchmark("diff") { benchmark in
      let quakes = try await decode(week)
      let new = reduce(quakes, into: QuakesState())
      benchmark.startMeasurement()
      blackHole(changes(quakes, old: QuakesState(), new: new))
      benchmark.stopMeasurement()
    }
    weekBenchmark("persist") { benchmark in
      let quakes = try await decode(week)
      let found = changes(quakes, old: QuakesState(), new: reduce(quakes, into: QuakesState()))
      try await writeRun(benchmark) { found }
    }
    USGSPythonPeer.register(operation: Self.week, size: weekCount, scale: scale)

    for size in [10_000, 65_536] {
      Benchmark(BenchmarkName("Reduce+Persist", "synthetic", size: size).description,
                configuration: scale.configuration()) { benchmark in
        let quakes = try await syntheticQuakes(size)
        try await persistRun(benchmark) { quakes }
      }
    }

    // Both sides read data made once per process, so that every run sorts the same quakes in
    // the same memory, as a shell does when it selects again from the state it holds.
    Benchmark(BenchmarkName("Sorted select", "QuakeList", size: 65_536).description,
              configuration: scale.ratioConfiguration()) { benchmark in
      let state = try await sortedSelectInput().state
      let select = QuakesState.selectQuakesValues(
        searchText: "", searchDate: FeedBytes.syntheticDay, sort: \Quake.magnitude, order: .forward)
      benchmark.startMeasurement()
      blackHole(select(state))
      benchmark.stopMeasurement()
    }
    Benchmark(BenchmarkName("Sorted select", "bare sorted()", size: 65_536).description,
              configuration: scale.ratioConfiguration()) { benchmark in
      let values = try await sortedSelectInput().values
      benchmark.startMeasurement()
      blackHole(values.sorted { $0.magnitude < $1.magnitude })
      benchmark.stopMeasurement()
    }
  }

  /// The sorted select's state of 64k synthetic quakes, and the same quakes in the order the
  /// state's trie hands them out (which has nothing to do with their magnitudes).
  private static func sortedSelectInput() async throws -> (state: QuakesState, values: [Quake]) {
    if let input = sortedSelect.withLock({ $0 }) { return input }
    let state = reduce(try await syntheticQuakes(65_536), into: QuakesState())
    let values = QuakesState.selectQuakes(searchText: "", searchDate: FeedBytes.syntheticDay)(state).values
    let input = (state: state, values: Array(values))
    sortedSelect.withLock { $0 = input }
    return input
  }

  private static let sortedSelect = Mutex<(state: QuakesState, values: [Quake])?>(nil)

  /// Times `payload()` (decoding, when it decodes), the reducer, the listener's diff and the
  /// write-through into a fresh SQLite file; the file is created and removed outside the clock.
  private static func persistRun(_ benchmark: Benchmark, payload: () async throws -> [Quake]) async throws {
    try await writeRun(benchmark) {
      let quakes = try await payload()
      return changes(quakes, old: QuakesState(), new: reduce(quakes, into: QuakesState()))
    }
  }

  /// Times `changes()` and the write of what it returns into a fresh SQLite file.
  private static func writeRun(_ benchmark: Benchmark, changes: () async throws -> Changes) async throws {
    let path = NSTemporaryDirectory() + "imshell-bench-\(UUID().uuidString).sqlite"
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
    let store = try LocalStore(path: path)
    benchmark.startMeasurement()
    let found = try await changes()
    try await store.didFetchRemoteQuakesMutation(inserted: found.inserted, updated: found.updated, deleted: found.deleted)
    benchmark.stopMeasurement()
  }

  typealias Changes = (inserted: [Quake], updated: [Quake], deleted: [Quake])

  /// The listener's write-through diff of a fetch.
  private static func changes(_ quakes: [Quake], old: QuakesState, new: QuakesState) -> Changes {
    QuakesData.Listener<LocalStore, RemoteStore<InMemoryFeed>>.changes(in: quakes, oldState: old, newState: new)
  }

  /// A synthetic feed of `count` quakes, decoded once per process (setup, not measured).
  static func syntheticQuakes(_ count: Int, otherDayEvery: Int? = nil) async throws -> [Quake] {
    let key = "\(count)/\(otherDayEvery ?? 0)"
    if let quakes = decoded.withLock({ $0[key] }) { return quakes }
    let quakes = try await decode(FeedBytes.synthetic(count, otherDayEvery: otherDayEvery))
    decoded.withLock { $0[key] = quakes }
    return quakes
  }

  private static let decoded = Mutex<[String: [Quake]]>([:])

  /// Decodes `bytes` as the USGS feed through the real remote store.
  static func decode(_ bytes: Data) async throws -> [Quake] {
    try await RemoteStore(session: InMemoryFeed(bytes: bytes)).fetchRemoteQuakesQuery(range: .allWeek)
  }

  private static func reduce(_ quakes: [Quake], into state: QuakesState) -> QuakesState {
    try! QuakesReducer.reduce(
      state: state, action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: quakes))))))
  }
}

/// A network session that answers every request with the same bytes.
struct InMemoryFeed: RemoteStoreNetworkSession {
  let bytes: Data

  func json<T: Decodable & Sendable>(for request: URLRequest, from decoder: JSONDecoder) async throws -> T {
    try decoder.decode(T.self, from: self.bytes)
  }
}
