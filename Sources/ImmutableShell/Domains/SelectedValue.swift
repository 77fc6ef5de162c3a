import TypedLiterals

/// A selector's output with its type hidden: compared with the type's own `==`, printed as a literal.
///
/// Nothing is allocated to wrap an output: the value sits in the existential itself (inline up to
/// three words: an `Int`, a `Bool`, an array), and the scalars most watches publish (counts,
/// flags, names) are held as themselves. A watch wraps, compares and stores one output per
/// dispatch; for those scalars that is a tag check and a plain compare, where the existential
/// needs its type's witnesses for every copy and comparison.
public struct SelectedValue: Sendable, Equatable {
  private enum Storage: Sendable, Equatable {
    case int(Int)
    case bool(Bool)
    case double(Double)
    case string(String)
    case other(any TypedLiteral & Equatable)

    static func == (lhs: Storage, rhs: Storage) -> Bool {
      switch (lhs, rhs) {
      case (.int(let a), .int(let b)): a == b
      case (.bool(let a), .bool(let b)): a == b
      case (.double(let a), .double(let b)): a == b
      case (.string(let a), .string(let b)): a == b
      case (.other(let a), .other(let b)): a.isEqual(to: b)
      default: false
      }
    }
  }

  private let storage: Storage

  /// Wraps a typed value. Where `Value` is known (the selector tables), the type test folds away.
  public init<Value: TypedLiteral & Equatable>(_ value: Value) {
    if Value.self == Int.self {
      self.storage = .int(unsafeBitCast(value, to: Int.self))
    } else if Value.self == Bool.self {
      self.storage = .bool(unsafeBitCast(value, to: Bool.self))
    } else if Value.self == Double.self {
      self.storage = .double(unsafeBitCast(value, to: Double.self))
    } else if Value.self == String.self {
      self.storage = .string(unsafeBitCast(value, to: String.self))
    } else {
      self.storage = .other(value)
    }
  }

  /// The value itself, if it is a `T` (components render from typed values).
  public func value<T>(as type: T.Type = T.self) -> T? {
    self.base as? T
  }

  /// The value as a literal, for printing, diffs and `:expect`.
  public var literal: Literal { self.base.literal }

  /// The value as an existential, for the rare reads that are not on the dispatch path.
  private var base: any TypedLiteral & Equatable {
    switch self.storage {
    case .int(let value): value
    case .bool(let value): value
    case .double(let value): value
    case .string(let value): value
    case .other(let value): value
    }
  }
}

extension Equatable {
  /// `self == other` when `other` is a `Self`; a value of another type is never equal.
  ///
  /// Both existentials are opened, so the types compare as metadata pointers: an `as? Self` cast
  /// would look up `Optional<Self>`'s metadata at run time on every comparison.
  fileprivate func isEqual<Other: Equatable>(to other: Other) -> Bool {
    guard Other.self == Self.self else { return false }
    return self == unsafeBitCast(other, to: Self.self)
  }
}
