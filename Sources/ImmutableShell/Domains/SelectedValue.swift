import TypedLiterals

/// A selector's output with its type hidden: compared with the type's own `==`, printed as a literal.
///
/// The value sits in the existential itself (inline up to three words: an `Int`, a `Bool`, an
/// array), so wrapping an output allocates nothing; a watch wraps one per dispatch.
public struct SelectedValue: Sendable, Equatable {
  private let base: any TypedLiteral & Equatable

  /// Wraps a typed value.
  public init<Value: TypedLiteral & Equatable>(_ value: Value) {
    self.base = value
  }

  /// The value itself, if it is a `T` (components render from typed values).
  public func value<T>(as type: T.Type = T.self) -> T? {
    self.base as? T
  }

  /// The value as a literal, for printing, diffs and `:expect`.
  public var literal: Literal { self.base.literal }

  /// Whether both values have the same type and that type's `==` says they are equal.
  public static func == (lhs: SelectedValue, rhs: SelectedValue) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }
}

extension Equatable {
  /// `self == other` when `other` is a `Self`; a value of another type is never equal.
  ///
  /// The types compared first: a cast alone would let one type's `nil` pass as another's. Then a
  /// checked cast: no dispatch compares selected values (watches compare their typed outputs),
  /// only a relaunch does, once per watch.
  fileprivate func isEqual<Other: Equatable>(to other: Other) -> Bool {
    guard Other.self == Self.self, let other = other as? Self else { return false }
    return self == other
  }
}
