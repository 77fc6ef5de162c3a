import AnimalsData
import CounterData
import FoodTruckData
import Foundation
@testable import ImmutableShell
import QuakesData
import SampleDomains
import Testing
import TypedLiterals

/// The state trace's typed diff (`StateChanges`, made from the storage parts) against the
/// whole-literal diff it replaces: on random walks over every sample domain, the same changes
/// and the same printed lines, for every `maxKeys` collapse.
@Suite struct StateChangesTests {
  /// The collapse limits tried: none, every one a walk's steps cross, and the default's order.
  static let maxKeys = [0, 1, 3, 5, Int.max]

  /// How many changes of each kind the walks compared, so a walk that stopped exercising one fails.
  struct Tally {
    var added = 0, removed = 0, replaced = 0, keys = 0

    var hasEveryKind: Bool { self.added > 0 && self.removed > 0 && self.replaced > 0 && self.keys > 0 }
  }

  @Test func everySampleDomainsPartsCoverItsState() {
    #expect(QuakesDomain.configuration.stateChanges.parts?.map(\.path) == ["quakes.data", "quakes.status"])
    #expect(AnimalsDomain.configuration.stateChanges.parts?.count == 5)
    #expect(FoodTruckDomain.configuration.stateChanges.parts?.map(\.path) == ["orders", "donuts"])
    #expect(CounterDomain.configuration.stateChanges.parts?.map(\.path) == ["value"])
  }

  @Test func theLeavesOfAStateTypeAreThoseOfItsLiterals() {
    var walk = SampleStateWalks(seed: 7)
    let quakes = walk.walk(from: QuakesState(), steps: 5, edit: SampleStateWalks.editQuakes).last!
    let animals = walk.walk(from: AnimalsState(), steps: 5, edit: SampleStateWalks.editAnimals).last!
    #expect(StateChanges<QuakesState>.leaves(of: QuakesState.self).map(\.path) == StateDiff.leaves(of: quakes.literal).map(\.path))
    #expect(StateChanges<AnimalsState>.leaves(of: AnimalsState.self).map(\.path) == StateDiff.leaves(of: animals.literal).map(\.path))
    #expect(StateChanges<FoodTruckState>.leaves(of: FoodTruckState.self).map(\.path) == ["orders", "donuts"])
  }

  @Test func quakesDiffAsTheirLiterals() {
    #expect(Self.walk(QuakesDomain.self, from: QuakesState(), seed: 1, edit: SampleStateWalks.editQuakes).hasEveryKind)
  }

  @Test func animalsDiffAsTheirLiterals() {
    #expect(Self.walk(AnimalsDomain.self, from: AnimalsState(), seed: 2, edit: SampleStateWalks.editAnimals).hasEveryKind)
  }

  @Test func foodTruckDiffsAsItsLiterals() {
    #expect(Self.walk(FoodTruckDomain.self, from: FoodTruckState(), seed: 3, edit: SampleStateWalks.editFoodTruck).hasEveryKind)
  }

  @Test func counterDiffsAsItsLiterals() {
    #expect(Self.walk(CounterDomain.self, from: CounterState(), seed: 4, edit: SampleStateWalks.editCounter).replaced > 0)
  }

  /// A load from nothing and a clear: one collapsed change, counted without a literal of the quakes.
  @Test func emptyToFullAndBackCollapseByCount() {
    var walk = SampleStateWalks(seed: 5)
    var full = QuakesState()
    for index in 0..<2000 { full.quakes.data["nc\(index)"] = SampleStateWalks.quake(&walk, id: "nc\(index)") }
    full.quakes.status = .success
    for (old, new) in [(QuakesState(), full), (full, QuakesState())] {
      Self.expectSame(QuakesDomain.self, old, new, maxKeys: 5)
    }
    let load = QuakesDomain.stateChanges(from: QuakesState(), to: full, maxKeys: 5)
    #expect(load.first?.kind == .keys(added: 2000, removed: 0, changed: 0))
    #expect(load.first?.new == Literal(.elided(count: 2000)))
    #expect(load.map(\.path) == ["quakes.data", "quakes.status"])
  }

  /// `==` tells NaN from NaN, the literals do not: the literals decide, as before.
  @Test func valuesEqualOnlyAsLiteralsAreNoChange() {
    var walk = SampleStateWalks(seed: 6)
    var old = QuakesState()
    for index in 0..<12 { old.quakes.data["nc\(index)"] = SampleStateWalks.quake(&walk, id: "nc\(index)") }
    for index in 0..<10 { old.quakes.data["nc\(index)"] = Self.withNaN(old.quakes.data["nc\(index)"]!) }
    var new = old
    for index in 0..<10 { new.quakes.data["nc\(index)"] = Self.withNaN(old.quakes.data["nc\(index)"]!) }
    new.quakes.data["nc99"] = SampleStateWalks.quake(&walk, id: "nc99")
    for maxKeys in Self.maxKeys { Self.expectSame(QuakesDomain.self, old, new, maxKeys: maxKeys) }
    #expect(QuakesDomain.stateChanges(from: old, to: new, maxKeys: 5).map(\.path) == [#"quakes.data["nc99"]"#])
  }

  static func withNaN(_ quake: Quake) -> Quake {
    Quake(
      quakeId: quake.quakeId, magnitude: .nan, time: quake.time, updated: quake.updated, name: quake.name,
      longitude: quake.longitude, latitude: quake.latitude)
  }

  typealias QuakesParts = [StoragePart<QuakesState>]
  static let data = StoragePart<QuakesState>.tree("quakes.data") { $0.quakes.data }
  static let status = StoragePart<QuakesState>.value("quakes.status") { $0.quakes.status }

  /// Parts that leave a leaf out, overlap, come out of order, or key a leaf that is no dictionary.
  static let uncovering: [(String, QuakesParts)] = [
    ("no parts", []),
    ("a leaf without a part", [data]),
    ("parts out of field order", [status, data]),
    ("a leaf under two parts", [.value("quakes") { $0.quakes }, data, status]),
    ("a part on no leaf", [data, status, .value("quakes.other") { $0.quakes.status }]),
    ("a keyed part on a leaf that is no dictionary", [.value("quakes.data") { $0.quakes.status }, .tree("quakes.status") { $0.quakes.data }]),
  ]

  @Test func partsThatDoNotCoverTheStateFallBackToTheWholeLiterals() {
    var walk = SampleStateWalks(seed: 8)
    let states = walk.walk(from: QuakesState(), steps: 30, edit: SampleStateWalks.editQuakes)
    for (name, parts) in Self.uncovering {
      let changes = StateChanges(parts: parts)
      #expect(changes.parts == nil, "\(name)")
      for (old, new) in zip(states, states.dropFirst()) {
        // The very diff of the literals, collapsed dictionaries' values included.
        #expect(changes.changes(from: old, to: new, maxKeys: 3) == StateDiff.changes(from: old.literal, to: new.literal, maxKeys: 3))
      }
    }
  }

  @Test func aValuePartOverAWholeStructureCoversIt() {
    let changes = StateChanges<QuakesState>(parts: [.value("quakes") { $0.quakes }])
    #expect(changes.parts != nil)
    var walk = SampleStateWalks(seed: 9)
    let states = walk.walk(from: QuakesState(), steps: 30, edit: SampleStateWalks.editQuakes)
    for (old, new) in zip(states, states.dropFirst()) {
      #expect(changes.changes(from: old, to: new, maxKeys: 3) == StateDiff.changes(from: old.literal, to: new.literal, maxKeys: 3))
    }
  }
}

extension StateChangesTests {
  /// Compares the two diffs along a seeded walk from `start`: on consecutive states both ways,
  /// random pairs, and first and last.
  static func walk<D: Domain>(
    _ domain: D.Type, from start: D.State, seed: UInt64, edit: (inout SampleStateWalks, inout D.State) -> Void
  ) -> Tally {
    var walk = SampleStateWalks(seed: seed)
    let states = walk.walk(from: start, steps: 60, edit: edit)
    var pairs = zip(states, states.dropFirst()).flatMap { [($0, $1), ($1, $0)] }
    pairs += (0..<20).map { _ in (states[walk.next(states.count)], states[walk.next(states.count)]) }
    pairs += [(states[0], states[states.count - 1]), (states[states.count - 1], states[0])]
    var tally = Tally()
    let identity = ElementIdentity(D.self)
    for (old, new) in pairs {
      for maxKeys in Self.maxKeys {
        for change in Self.expectSame(domain, old, new, maxKeys: maxKeys, identity: identity) {
          switch change.kind {
          case .added: tally.added += 1
          case .removed: tally.removed += 1
          case .replaced: tally.replaced += 1
          case .keys: tally.keys += 1
          }
        }
      }
    }
    return tally
  }

  /// The typed changes equal the literal ones (a collapsed change's values aside, which the
  /// renderer never prints) and print the same lines.
  @discardableResult
  static func expectSame<D: Domain>(
    _ domain: D.Type, _ old: D.State, _ new: D.State, maxKeys: Int, identity: ElementIdentity? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [StateDiff.Change] {
    let typed = D.stateChanges(from: old, to: new, maxKeys: maxKeys)
    let whole = StateDiff.changes(from: old.literal, to: new.literal, maxKeys: maxKeys)
    #expect(typed.map(Self.counted) == whole.map(Self.counted), sourceLocation: sourceLocation)
    let printer = FittingPrinter(maxItems: maxKeys == .max ? nil : maxKeys)
    let identity = identity ?? ElementIdentity(D.self)
    let lines = { (changes: [StateDiff.Change]) in changes.map { $0.line(prefix: "   state   ", printer: printer, identity: identity) } }
    #expect(lines(typed) == lines(whole), sourceLocation: sourceLocation)
    return typed
  }

  /// A collapsed change with its values as counts: `[N items]`, as the typed diff keeps them.
  static func counted(_ change: StateDiff.Change) -> StateDiff.Change {
    guard case .keys = change.kind else { return change }
    var counted = change
    counted.old = Self.elided(change.old)
    counted.new = Self.elided(change.new)
    return counted
  }

  static func elided(_ literal: Literal) -> Literal {
    guard case .dictionary(let entries) = literal.kind else { return literal }
    return Literal(.elided(count: entries.count))
  }
}
