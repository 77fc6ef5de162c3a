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
    // Under an elision limit nested collections may print shorter: only full literals are kept.
    guard self.count >= KeyedLiteralMemo.minimumCount, LiteralElision.maxItems == nil else { return self.sortedLiteral }
    return KeyedLiteralMemo.shared.literal(of: self) { self.sortedLiteral }
  }

  private var sortedLiteral: Literal {
    // Each key is printed once, not in every comparison: a sort compares n·log n times, and
    // printing a key (escaping, scalar by scalar) was most of a large state's conversion.
    let entries = self.map { element in
      let key = element.key.literal
      return (order: key.description, entry: Literal.Entry(key: key, value: element.value.literal))
    }
    return Literal(.dictionary(entries.sorted { $0.order < $1.order }.map(\.entry)))
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
