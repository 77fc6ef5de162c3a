import TypedLiterals

/// A selector's output with its type hidden: compared with the type's own `==`, printed as a literal.
public struct SelectedValue: Sendable, Equatable {
  private let base: any Sendable
  private let isEqualTo: @Sendable (any Sendable) -> Bool
  private let makeLiteral: @Sendable () -> Literal

  /// Wraps a typed value.
  public init<Value: TypedLiteral & Equatable>(_ value: Value) {
    self.base = value
    self.isEqualTo = { other in (other as? Value) == value }
    self.makeLiteral = { value.literal }
  }

  /// The value itself, if it is a `T` (components render from typed values).
  public func value<T>(as type: T.Type = T.self) -> T? {
    self.base as? T
  }

  /// The value as a literal, for printing, diffs and `:expect`.
  public var literal: Literal { self.makeLiteral() }

  public static func == (lhs: SelectedValue, rhs: SelectedValue) -> Bool {
    lhs.isEqualTo(rhs.base)
  }
}
