import Benchmark
import BenchmarkNames
import Foundation
import QuakesData
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The Quakes budgets: a feed through decode, reduce, the listener's write-through diff and a
/// SQLite write (`Decode+Reduce+Persist · real week`, `Reduce+Persist · synthetic · N=…`), and the
/// sorted QuakeList select against a bare sort of the same quakes.
///
/// Decoding goes through the real `RemoteStore`; only its network session is a stand-in that
/// answers with bytes already in memory, the edge the book itself stubs.
enum QuakesPipeline {
  static func register(scale: PipelineScale) {
    let week = FeedBytes.week
    let weekCount = FeedBytes.featureCount(week)

    Benchmark(BenchmarkName("Decode+Reduce+Persist", "real week", size: weekCount).description,
              configuration: scale.configuration()) { benchmark in
      try await persistRun(benchmark) { try await decode(week) }
    }
    for size in [10_000, 65_536] {
      Benchmark(BenchmarkName("Reduce+Persist", "synthetic", size: size).description,
                configuration: scale.configuration()) { benchmark in
        let quakes = try await syntheticQuakes(size)
        try await persistRun(benchmark) { quakes }
      }
    }

    Benchmark(BenchmarkName("Sorted select", "QuakeList", size: 65_536).description,
              configuration: scale.configuration()) { benchmark in
      let state = reduce(try await syntheticQuakes(65_536), into: QuakesState())
      let select = QuakesState.selectQuakesValues(
        searchText: "", searchDate: FeedBytes.syntheticDay, sort: \Quake.magnitude, order: .forward)
      benchmark.startMeasurement()
      blackHole(select(state))
      benchmark.stopMeasurement()
    }
    Benchmark(BenchmarkName("Sorted select", "bare sorted()", size: 65_536).description,
              configuration: scale.configuration()) { benchmark in
      // The same quakes, in no particular order, as a state hands its values out.
      let values = try await syntheticQuakes(65_536).shuffled()
      benchmark.startMeasurement()
      blackHole(values.sorted { $0.magnitude < $1.magnitude })
      benchmark.stopMeasurement()
    }
  }

  /// Times `payload()` (decoding, when it decodes), the reducer, the listener's diff and the
  /// write-through into a fresh SQLite file; the file is created and removed outside the clock.
  private static func persistRun(_ benchmark: Benchmark, payload: () async throws -> [Quake]) async throws {
    let path = NSTemporaryDirectory() + "imshell-bench-\(UUID().uuidString).sqlite"
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
    let store = try LocalStore(path: path)
    benchmark.startMeasurement()
    let quakes = try await payload()
    let old = QuakesState()
    let new = reduce(quakes, into: old)
    let changes = QuakesData.Listener<LocalStore, RemoteStore<InMemoryFeed>>.changes(
      in: quakes, oldState: old, newState: new)
    try await store.didFetchRemoteQuakesMutation(
      inserted: changes.inserted, updated: changes.updated, deleted: changes.deleted)
    benchmark.stopMeasurement()
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
