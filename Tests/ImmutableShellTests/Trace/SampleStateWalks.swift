import AnimalsData
import CounterData
import FoodTruckData
import Foundation
import HashTreeCollections
@testable import ImmutableShell
import QuakesData

/// Seeded random walks over each sample domain's state, for comparing the typed state diff with
/// the whole-literal one: each step adds, removes or changes a few entries (sometimes many, so
/// the `maxKeys` collapse shows), changes a status, rebuilds a collection equal but unshared, or
/// leaves the state alone.
struct SampleStateWalks {
  /// SplitMix64: the same walk on every run and platform.
  private var seed: UInt64

  init(seed: UInt64) {
    self.seed = seed
  }

  mutating func next(_ bound: Int) -> Int {
    self.seed &+= 0x9E37_79B9_7F4A_7C15
    var z = self.seed
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }

  /// How many entries a step touches: mostly a few, now and then more than any `maxKeys` tried.
  private mutating func count() -> Int {
    self.next(8) == 0 ? 10 + self.next(30) : 1 + self.next(3)
  }

  /// `steps + 1` states, each one edit from the one before.
  mutating func walk<State>(from start: State, steps: Int, edit: (inout Self, inout State) -> Void) -> [State] {
    var states = [start]
    for _ in 0..<steps {
      var state = states[states.count - 1]
      edit(&self, &state)
      states.append(state)
    }
    return states
  }

  /// Adds, removes or changes `count()` entries of `dictionary`, or rebuilds it unshared.
  mutating func edit<Storage: KeyedStorage & ExpressibleByDictionaryLiteral>(
    _ dictionary: inout Storage, make: (inout Self, Storage.Key) -> Storage.Value, key: (Int) -> Storage.Key,
    set: (inout Storage, Storage.Key, Storage.Value?) -> Void
  ) {
    let keys = dictionary.map(\.key)
    switch self.next(4) {
    case 0 where !keys.isEmpty:
      for _ in 0..<self.count() { set(&dictionary, keys[self.next(keys.count)], nil) }
    case 1 where !keys.isEmpty:
      for _ in 0..<self.count() {
        let chosen = keys[self.next(keys.count)]
        set(&dictionary, chosen, make(&self, chosen))
      }
    case 2:
      var copy: Storage = [:]
      for (key, value) in dictionary { set(&copy, key, value) }
      dictionary = copy
    default:
      for _ in 0..<self.count() {
        let fresh = key(self.next(400))
        set(&dictionary, fresh, make(&self, fresh))
      }
    }
  }

  mutating func quakesStatus() -> QuakesData.Status? {
    let statuses: [QuakesData.Status?] = [nil, .empty, .waiting, .success, .failure(error: "offline \(self.next(3))")]
    return statuses[self.next(statuses.count)]
  }

  mutating func animalsStatus() -> AnimalsData.Status? {
    let statuses: [AnimalsData.Status?] = [nil, .empty, .waiting, .success, .failure(error: "offline \(self.next(3))")]
    return statuses[self.next(statuses.count)]
  }

  /// One edit of a Quakes state: its quakes or its status.
  static func editQuakes(_ walk: inout Self, _ state: inout QuakesState) {
    if walk.next(5) == 0 {
      state.quakes.status = walk.quakesStatus()
      return
    }
    walk.edit(&state.quakes.data, make: Self.quake, key: { "nc\($0)" }, set: { $0[$1] = $2 })
  }

  static func quake(_ walk: inout Self, id: String) -> Quake {
    Quake(
      quakeId: id, magnitude: Double(walk.next(90)) / 10, time: Date(timeIntervalSince1970: 1_691_000_000 + Double(walk.next(3))),
      updated: Date(timeIntervalSince1970: 1_691_100_000), name: ["Alaska", "Nevada", "Chile"][walk.next(3)],
      longitude: Double(walk.next(360)) - 180, latitude: Double(walk.next(2)))
  }

  /// One edit of an Animals state: one of its three dictionaries or two statuses.
  static func editAnimals(_ walk: inout Self, _ state: inout AnimalsState) {
    switch walk.next(6) {
    case 0: state.categories.status = walk.animalsStatus()
    case 1: state.animals.status = walk.animalsStatus()
    case 2:
      walk.edit(&state.categories.data, make: Self.category, key: { "C\($0 % 12)" }, set: { $0[$1] = $2 })
    case 3:
      walk.edit(&state.animals.queue, make: { walk, _ in walk.animalsStatus() ?? .waiting }, key: { "A\($0)" }, set: { $0[$1] = $2 })
    default:
      walk.edit(&state.animals.data, make: Self.animal, key: { "A\($0)" }, set: { $0[$1] = $2 })
    }
  }

  static func category(_ walk: inout Self, id: String) -> AnimalsData.Category {
    Category(categoryId: id, name: ["Mammal", "Bird", "Fish"][walk.next(3)])
  }

  static func animal(_ walk: inout Self, id: String) -> Animal {
    Animal(animalId: id, name: ["Cat", "Dog", "Kiwi"][walk.next(3)], diet: Animal.Diet.allCases[walk.next(3)], categoryId: "C\(walk.next(4))")
  }

  /// One edit of a FoodTruck state: its orders (whose sales are a nested dictionary) or donuts.
  static func editFoodTruck(_ walk: inout Self, _ state: inout FoodTruckState) {
    if walk.next(3) == 0 {
      walk.edit(&state.donuts, make: Self.donut, key: { $0 % 40 }, set: { $0[$1] = $2 })
    } else {
      walk.edit(&state.orders, make: Self.order, key: { "Order#\($0)" }, set: { $0[$1] = $2 })
    }
  }

  static func donut(_ walk: inout Self, id: Int) -> Donut {
    Donut(id: id, name: ["Classic", "Cosmos"][walk.next(2)], dough: Donut.Dough.allCases[walk.next(5)], glaze: walk.next(2) == 0 ? nil : .lemon)
  }

  static func order(_ walk: inout Self, id: String) -> Order {
    let sales = Dictionary(uniqueKeysWithValues: (0..<walk.next(4)).map { ($0 * 3, 1 + walk.next(2)) })
    return Order(
      id: id, status: OrderStatus.allCases[walk.next(4)], donuts: (0..<walk.next(3)).map { Self.donut(&walk, id: $0) }, sales: sales,
      grandTotal: Decimal(walk.next(50)), creationDate: Date(timeIntervalSince1970: 1_700_000_000),
      completionDate: walk.next(2) == 0 ? nil : Date(timeIntervalSince1970: 1_700_000_600))
  }

  /// One edit of a Counter state.
  static func editCounter(_ walk: inout Self, _ state: inout CounterState) {
    state.value += walk.next(3) - 1
  }
}
