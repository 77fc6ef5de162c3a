import TypedLiterals

/// Where two values first differ, as a projection path (`[1].name`, `.count`), so a failed
/// `:expect` on a long array says which element is wrong instead of printing both arrays.
struct LiteralDifference: Equatable {
  /// `[1].name`; empty when the values differ at the top.
  var path: String
  var found: Literal
  var expected: Literal

  /// The first difference between `found` and `expected`, or nil when they are equal.
  static func first(found: Literal, expected: Literal, path: String = "") -> LiteralDifference? {
    guard found != expected else { return nil }
    switch (found.kind, expected.kind) {
    case (.array(let left), .array(let right)):
      for (index, pair) in zip(left, right).enumerated() {
        if let inner = Self.first(found: pair.0, expected: pair.1, path: path + "[\(index)]") { return inner }
      }
      return LiteralDifference(path: path + ".count", found: Literal(.integer(left.count)), expected: Literal(.integer(right.count)))
    case (.construct(let leftType, let left), .construct(let rightType, let right))
    where leftType == rightType && left.map(\.label) == right.map(\.label):
      for (l, r) in zip(left, right) where l.value != r.value {
        return Self.first(found: l.value, expected: r.value, path: path + "." + (l.label ?? "_"))
      }
      return nil
    default:
      return LiteralDifference(path: path, found: found, expected: expected)
    }
  }
}
