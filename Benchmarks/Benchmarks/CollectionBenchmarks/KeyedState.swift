import HashTreeCollections

/// What the value-store benchmarks need from a state: the part of the `Dictionary` API that
/// `TreeDictionary` shares, so one generic suite measures both back ends with identical code.
protocol KeyedState: Sendable {
  /// The `Values` view each back end already has; only iterated, to sort.
  associatedtype Values: Sequence<Element80>

  /// The back end's name in benchmark names: `Dictionary`, `TreeDictionary`.
  static var backEndName: String { get }

  init()
  var count: Int { get }
  var values: Values { get }
  subscript(key: Int64) -> Element80? { get set }
  @discardableResult mutating func removeValue(forKey key: Int64) -> Element80?
}

extension KeyedState {
  /// A state of `size` elements keyed `0..<size`, built the way a reducer would: one insert at a
  /// time into a uniquely held value, with no capacity reserved up front.
  static func filled(size: Int) -> Self {
    var state = Self()
    for key in 0..<Int64(size) {
      state[key] = Element80(seed: key)
    }
    return state
  }
}

extension Dictionary: KeyedState where Key == Int64, Value == Element80 {
  static var backEndName: String { "Dictionary" }
}

extension TreeDictionary: KeyedState where Key == Int64, Value == Element80 {
  static var backEndName: String { "TreeDictionary" }
}
