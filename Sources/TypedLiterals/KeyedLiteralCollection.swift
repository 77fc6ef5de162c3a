/// The literal form every keyed collection shares: `[key: value, …]`, or `[:]` when empty.
///
/// `Dictionary` and `TreeDictionary` must read and print exactly alike, so that moving a state
/// field from one to the other changes no transcript, no diff and no error message. Both
/// conformances forward to this one implementation instead of keeping two copies in step.
protocol KeyedLiteralCollection: Sequence where Element == (key: Key, value: Value) {
  associatedtype Key: TypedLiteral
  associatedtype Value: TypedLiteral

  /// The empty collection that decoding fills.
  init()

  /// How many entries it holds.
  var count: Int { get }

  /// Inserts or replaces `value` under `key`, returning the value it replaced, if any.
  mutating func updateValue(_ value: Value, forKey key: Key) -> Value?
}

extension KeyedLiteralCollection {
  /// The schema both collections report: a dictionary of `Key` to `Value`.
  static var keyedLiteralShape: LiteralShape { .dictionary(key: Key.self, value: Value.self) }

  /// The entries sorted by their printed key.
  ///
  /// Neither collection has a stable iteration order (both are hash-seeded per process), so the
  /// printed order is the only way equal collections give equal literals run after run.
  var keyedLiteral: Literal {
    if let elided = LiteralElision.elided(count: self.count) { return elided }
    let entries = self.map { Literal.Entry(key: $0.key.literal, value: $0.value.literal) }
    return Literal(.dictionary(entries.sorted { $0.key.description < $1.key.description }))
  }
}

extension KeyedLiteralCollection where Self: TypedLiteral {
  /// Reads the collection from a dictionary literal, entry by entry.
  ///
  /// - Parameter literal: The literal to read.
  /// - Throws: `LiteralError` for a literal that is not a dictionary, for a key or value that
  ///   does not fit, and for a key written twice (at the second one), since silently keeping
  ///   either value would hide a typo.
  init(keyedLiteral literal: Literal) throws {
    guard case .dictionary(let entries) = literal.kind else { throw literal.mismatch(expecting: Self.self) }
    self.init()
    for entry in entries {
      let key = try Key(literal: entry.key)
      guard self.updateValue(try Value(literal: entry.value), forKey: key) == nil else {
        throw LiteralError(position: entry.key.position, message: "duplicate key \(entry.key)")
      }
    }
  }
}

extension Dictionary: KeyedLiteralCollection where Key: TypedLiteral, Value: TypedLiteral {}
