import Foundation
import QuakesData
import Testing

/// The sorted select against a plain reference sort, on many quakes with frequent key ties and
/// ids that the fast tie-break must hand over to `String` (long, non-ASCII, NUL).
@Suite struct QuakesStateSortingTests {
  /// 3,000 quakes on `TestUtils.day`, a tenth of them later on the day after; few distinct keys.
  static let state: QuakesState = {
    var state = QuakesState()
    state.quakes.data = TestUtils.index((0..<3_000).map(Self.quake))
    return state
  }()

  /// Quake `index` of `state`: ids of every kind, 13 magnitudes, 5 times, two names.
  static func quake(_ index: Int) -> Quake {
    let prefixes = ["nc", "us", "synthetic-", "a-very-long-id-prefix-", "pāhala-", "z\u{0}"]
    let id = prefixes[index % prefixes.count] + String((index * 7_919) % 3_001)
    let day: Date = index % 10 == 0 ? TestUtils.nextDay.addingTimeInterval(3_600) : TestUtils.day
    let magnitude = Double(index % 13) / 4
    return Quake.make(id, magnitude: magnitude, time: TestUtils.at(Double(index % 5), after: day), name: index % 3 == 0 ? "Near CA" : "Far away")
  }

  /// The day's quakes whose name holds `text`, by `key` then id, the slow and obvious way.
  static func reference<Key: Comparable>(_ text: String, key: (Quake) -> Key, order: SortOrder) -> [Quake] {
    let start = TestUtils.day
    let matching = Self.state.quakes.data.values.filter { quake in
      (start...TestUtils.nextDay).contains(quake.time) && (text.isEmpty || quake.name.contains(text))
    }
    let forward = matching.sorted { key($0) != key($1) ? key($0) < key($1) : $0.id < $1.id }
    return order == .forward ? forward : forward.reversed()
  }

  @Test(arguments: ["", "CA"], [SortOrder.forward, .reverse])
  func magnitudeSortMatchesTheReference(_ text: String, _ order: SortOrder) {
    let selected = QuakesState.selectQuakesValues(
      searchText: text, searchDate: TestUtils.at(15), sort: \Quake.magnitude, order: order)(Self.state)
    let expected = Self.reference(text, key: \.magnitude, order: order)
    #expect(selected.count > 100)
    #expect(selected == expected)
  }

  @Test(arguments: [SortOrder.forward, .reverse])
  func timeAndNameSortsMatchTheReference(_ order: SortOrder) {
    let byTime = QuakesState.selectQuakesValues(searchText: "", searchDate: TestUtils.at(15), sort: \Quake.time, order: order)
    let byName = QuakesState.selectQuakesValues(searchText: "", searchDate: TestUtils.at(15), sort: \Quake.name, order: order)
    #expect(byTime(Self.state) == Self.reference("", key: \.time, order: order))
    #expect(byName(Self.state) == Self.reference("", key: \.name, order: order))
  }
}
