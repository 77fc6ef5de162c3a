import Foundation
import PropertyBased
import QuakesData
import Testing

/// The sorted select on the inputs its fast paths could get wrong (ties the id prefix cannot
/// break, signed zeros, NaN, tiny states), and against a plain `sorted(by:)` over random states.
@Suite struct QuakeSortTests {
  static func select(
    _ quakes: [Quake], by keyPath: any KeyPath<Quake, some Comparable & SendableMetatype> & Sendable,
    order: SortOrder = .forward
  ) -> [Quake] {
    var state = QuakesState()
    state.quakes.data = TestUtils.index(quakes)
    return QuakesState.selectQuakesValues(searchText: "", searchDate: TestUtils.at(12), sort: keyPath, order: order)(state)
  }

  static func quake(_ id: String, _ magnitude: Double, hours: Double = 1) -> Quake {
    .make(id, magnitude: magnitude, time: TestUtils.at(hours), name: "Somewhere")
  }

  @Test func tiesThePrefixCannotBreakFallBackToTheIDs() {
    let prefix = "sixteen-byte-pre"  // exactly IDOrderKey's 16 bytes
    let ids = [prefix + "b", prefix + "a", prefix, prefix + "ab", "pāhala-2", "pāhala-10", "pahala", "z\u{0}b", "z\u{0}a", "z"]
    let quakes = ids.map { Self.quake($0, 2.5) }
    let forward = Self.select(quakes, by: \Quake.magnitude)
    #expect(forward.map(\.id) == ids.sorted())
    #expect(Self.select(quakes, by: \Quake.magnitude, order: .reverse) == forward.reversed())
  }

  @Test func minusZeroTiesZeroAndNegativesComeFirst() {
    let quakes = [
      Self.quake("b", -0.0), Self.quake("a", 0.0), Self.quake("c", -0.0), Self.quake("d", 0.5),
      Self.quake("e", -1.5), Self.quake("f", -.infinity), Self.quake("g", .infinity), Self.quake("h", -.leastNonzeroMagnitude),
    ]
    let forward = Self.select(quakes, by: \Quake.magnitude)
    #expect(forward.map(\.id) == ["f", "e", "h", "a", "b", "c", "d", "g"])
    #expect(Self.select(quakes, by: \Quake.magnitude, order: .reverse) == forward.reversed())
  }

  /// A literal can carry `.nan`: every NaN orders after every number, NaNs by id, whichever key.
  @Test func nanOrdersLastAndByID() {
    let quakes = [Self.quake("n2", .nan), Self.quake("x", .infinity), Self.quake("n1", -.nan), Self.quake("y", -3), Self.quake("n0", .nan)]
    let forward = Self.select(quakes, by: \Quake.magnitude)
    #expect(forward.map(\.id) == ["y", "x", "n0", "n1", "n2"])
    #expect(Self.select(quakes, by: \Quake.magnitude, order: .reverse).map(\.id) == ["n2", "n1", "n0", "x", "y"])
    let byLatitude = quakes.map { Quake(quakeId: $0.id, magnitude: 1, time: $0.time, updated: $0.updated, name: $0.name, longitude: 0, latitude: $0.magnitude) }
    #expect(Self.select(byLatitude, by: \Quake.latitude).map(\.id) == ["y", "x", "n0", "n1", "n2"])
  }

  @Test(arguments: [SortOrder.forward, .reverse])
  func emptyAndOneQuakeStates(_ order: SortOrder) {
    #expect(Self.select([], by: \Quake.magnitude, order: order).isEmpty)
    #expect(Self.select([], by: \Quake.name, order: order).isEmpty)
    #expect(Self.select([Self.quake("only", 3)], by: \Quake.magnitude, order: order) == [Self.quake("only", 3)])
    #expect(Self.select([Self.quake("only", 3)], by: \Quake.name, order: order) == [Self.quake("only", 3)])
    // Filtered down to nothing: the only quake is on another day.
    #expect(Self.select([Self.quake("late", 3, hours: 30)], by: \Quake.time, order: order).isEmpty)
  }

  /// Random states (fixed seeds) with many ties, sorted by each kind of key, against the obvious
  /// sort. Even seeds use only ids the prefix holds whole (the radix sort orders the ids too);
  /// odd seeds mix in ids it cannot decide (runs of equal keys are ordered by comparing).
  @Test(arguments: 0..<8)
  func randomStatesMatchAPlainSort(_ seed: Int) {
    var rng = Xoshiro(seed: (14, 2, 2, UInt64(seed)))
    let magnitudes: [Double] = [-1.5, -0.0, 0, 0.01, 1.25, 1.26, 4.5, 9.9, .infinity, -.infinity, 1e-300]
    let shortASCII = ["us", "nc", "synthetic-", "Z", ""]
    let prefixes = seed.isMultiple(of: 2) ? shortASCII : shortASCII + ["sixteen-byte-pre", "pāhala-", "z\u{0}"]
    var ids = Set<String>()
    let quakes = (0..<Int.random(in: 100...400, using: &rng)).map { _ in
      Quake(
        quakeId: prefixes.randomElement(using: &rng)! + String(Int.random(in: 0...999, using: &rng)),
        magnitude: magnitudes.randomElement(using: &rng)!,
        time: TestUtils.at(Double(Int.random(in: -2...26, using: &rng))),
        updated: TestUtils.day, name: ["a", "b", "c"].randomElement(using: &rng)!,
        longitude: Double(Int.random(in: -3...3, using: &rng)) / 2, latitude: 0)
    }.filter { ids.insert($0.id).inserted }
    #expect(Self.reference(quakes, \.magnitude, .forward).count > 20, "the state is not trivially small")
    for order in [SortOrder.forward, .reverse] {
      #expect(Self.select(quakes, by: \Quake.magnitude, order: order) == Self.reference(quakes, \.magnitude, order))
      #expect(Self.select(quakes, by: \Quake.time, order: order) == Self.reference(quakes, \.time, order))
      #expect(Self.select(quakes, by: \Quake.longitude, order: order) == Self.reference(quakes, \.longitude, order))
      #expect(Self.select(quakes, by: \Quake.name, order: order) == Self.reference(quakes, \.name, order))
    }
  }

  /// The day's quakes by `key` then id, backwards for `.reverse`, with `sorted(by:)`.
  static func reference<Key: Comparable>(_ quakes: [Quake], _ key: KeyPath<Quake, Key>, _ order: SortOrder) -> [Quake] {
    let unique = quakes.filter { (TestUtils.day...TestUtils.nextDay).contains($0.time) }
    let forward = unique.sorted { $0[keyPath: key] != $1[keyPath: key] ? $0[keyPath: key] < $1[keyPath: key] : $0.id < $1.id }
    return order == .forward ? forward : forward.reversed()
  }
}
