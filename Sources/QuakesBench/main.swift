// Measures the Quakes budgets of DESIGN §6 on this machine (release build):
//   swift build -c release --product QuakesBench && .build/release/QuakesBench [fixtures/usgs/all_week_2023-08-04.geojson]
// Real week: decode + reduce + persist; synthetic 10k and 64k through the same path; and the
// sorted QuakeList select of 64k against a bare sorted() of the same values. Best of 5 runs each.

import Foundation
import QuakesData

let fixture = CommandLine.arguments.dropFirst().first ?? "fixtures/usgs/all_week_2023-08-04.geojson"
guard let data = FileManager.default.contents(atPath: fixture) else {
  FileHandle.standardError.write(Data("QuakesBench: cannot read \(fixture)\n".utf8))
  exit(1)
}

/// The best of `runs` timings of `body`, in milliseconds.
func best(_ runs: Int = 5, _ body: () async throws -> Void) async rethrows -> Double {
  var fastest = Double.infinity
  for _ in 0..<runs {
    let start = ContinuousClock.now
    try await body()
    let elapsed = ContinuousClock.now - start
    fastest = min(fastest, Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
  }
  return fastest
}

/// `count` quakes cloned from the week with fresh ids, all on one day so the day filter keeps them.
func synthetic(_ count: Int, from week: [Quake]) -> [Quake] {
  let day = Date(timeIntervalSince1970: 1_691_020_800)  // 2023-08-03T00:00:00Z
  return (0..<count).map { index in
    let source = week[index % week.count]
    return Quake(
      quakeId: "synthetic-\(index)", magnitude: source.magnitude + Double(index % 7) / 100,
      time: day.addingTimeInterval(Double(index % 86_000)), updated: source.updated, name: source.name,
      longitude: source.longitude, latitude: source.latitude)
  }
}

/// Decode (when given bytes), reduce into an empty state, and write through to a fresh SQLite file.
func pipeline(bytes: Data?, quakes: [Quake]) async throws {
  let payload = try bytes.map { try JSONDecoder().decode(RemoteResponse.self, from: $0).quakes } ?? quakes
  let state = try QuakesReducer.reduce(
    state: QuakesState(), action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: payload))))))
  let path = NSTemporaryDirectory() + "quakes-bench-\(UUID().uuidString).sqlite"
  defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
  let store = try LocalStore(path: path)
  try await store.didFetchRemoteQuakesMutation(
    inserted: Array(state.quakes.data.values), updated: [], deleted: [])
}

let week = try JSONDecoder().decode(RemoteResponse.self, from: data).quakes
print("| path | quakes | best of 5 |")
print("|---|---|---|")
print("| real week: decode + reduce + persist | \(week.count) | \(String(format: "%.1f ms", try await best { try await pipeline(bytes: data, quakes: []) })) |")
for count in [10_000, 65_536] {
  let quakes = synthetic(count, from: week)
  print("| synthetic: reduce + persist | \(count) | \(String(format: "%.1f ms", try await best { try await pipeline(bytes: nil, quakes: quakes) })) |")
}
let many = synthetic(65_536, from: week)
let state = try QuakesReducer.reduce(
  state: QuakesState(), action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: many))))))
let select = QuakesState.selectQuakesValues(
  searchText: "", searchDate: Date(timeIntervalSince1970: 1_691_020_800), sort: \Quake.magnitude)
var selected = 0
let selectTime = await best { selected = select(state).count }
let values = Array(state.quakes.data.values)
var sortedCount = 0
let bareTime = await best { sortedCount = values.sorted { $0.magnitude < $1.magnitude }.count }
print("| sorted QuakeList select (day filter + sort) | \(selected) | \(String(format: "%.1f ms", selectTime)) |")
print("| bare sorted() of the same values | \(sortedCount) | \(String(format: "%.1f ms", bareTime)) (ratio \(String(format: "%.2f", selectTime / bareTime))×) |")
