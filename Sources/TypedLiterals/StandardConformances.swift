import Foundation

extension String: TypedLiteral {
  public static var literalShape: LiteralShape { .string }
  public init(literal: Literal) throws {
    guard case .string(let value) = literal.kind else { throw literal.mismatch(expecting: String.self) }
    self = value
  }
  public var literal: Literal { Literal(.string(self)) }
}

extension Int: TypedLiteral {
  public static var literalShape: LiteralShape { .integer }
  public init(literal: Literal) throws {
    self = try Self.reading(literal)
  }
  public var literal: Literal { Literal(.integer(self)) }
}

extension Double: TypedLiteral {
  public static var literalShape: LiteralShape { .double }
  public init(literal: Literal) throws {
    switch literal.kind {
    case .double(let value): self = value
    case .integer(let value): self = Double(value)
    case .unsignedInteger(let value): self = Double(value)
    default: throw literal.mismatch(expecting: Double.self)
    }
  }
  public var literal: Literal { Literal(.double(self)) }
}

extension Bool: TypedLiteral {
  public static var literalShape: LiteralShape { .bool }
  public init(literal: Literal) throws {
    guard case .bool(let value) = literal.kind else { throw literal.mismatch(expecting: Bool.self) }
    self = value
  }
  public var literal: Literal { Literal(.bool(self)) }
}

extension Optional: TypedLiteral where Wrapped: TypedLiteral {
  public static var literalShape: LiteralShape { .optional(wrapped: Wrapped.self) }
  public init(literal: Literal) throws {
    if case .null = literal.kind { self = nil } else { self = try Wrapped(literal: literal) }
  }
  public var literal: Literal { self.map(\.literal) ?? Literal(.null) }
}

extension Array: TypedLiteral where Element: TypedLiteral {
  public static var literalShape: LiteralShape { .array(element: Element.self) }
  public init(literal: Literal) throws {
    guard case .array(let elements) = literal.kind else { throw literal.mismatch(expecting: Self.self) }
    self = try elements.map { try Element(literal: $0) }
  }
  public var literal: Literal { LiteralElision.elided(count: self.count) ?? Literal(.array(self.map(\.literal))) }
}

extension Dictionary: TypedLiteral where Key: TypedLiteral, Value: TypedLiteral {
  public static var literalShape: LiteralShape { Self.keyedLiteralShape }
  public init(literal: Literal) throws {
    try self.init(keyedLiteral: literal)
  }
  /// Entries sorted by their printed key, so equal dictionaries give equal literals.
  public var literal: Literal { self.keyedLiteral }
}

/// An `Int64` is an integer literal (`Int` is 64 bits on every platform we build for); the other
/// widths are in FixedWidthIntegers+TypedLiteral.swift.
extension Int64: TypedLiteral {
  public static var literalShape: LiteralShape { .integer }
  public init(literal: Literal) throws { self = try Self.reading(literal) }
  public var literal: Literal { self.integerLiteral }
}

/// A `Float` is a number literal; it prints as the shortest text that reads back to the same
/// `Float` (`0.1`, not `0.10000000149011612`).
extension Float: TypedLiteral {
  public static var literalShape: LiteralShape { .double }
  public init(literal: Literal) throws {
    switch literal.kind {
    case .double(let value): self = Float(value)
    case .integer(let value): self = Float(value)
    default: throw literal.mismatch(expecting: Float.self)
    }
  }
  public var literal: Literal { Literal(.double(Double(self.description) ?? Double(self))) }
}
