/// The integer widths other than `Int` are integer literals too, read with Swift's range check:
/// `300` where a `UInt8` is expected is refused as Swift refuses it, not wrapped or clamped.
///
/// A literal above `Int.max` is an unsigned integer literal, so `UInt` and `UInt64` read and
/// print their whole range.
extension FixedWidthInteger where Self: TypedLiteral {
  /// Reads an integer literal into this width.
  ///
  /// - Throws: `LiteralError` for a literal of another kind, or a value this width cannot hold.
  static func reading(_ literal: Literal) throws -> Self {
    switch literal.kind {
    case .integer(let value):
      return try Self.exactly(value, literal)
    case .unsignedInteger(let value):
      return try Self.exactly(value, literal)
    default:
      throw literal.mismatch(expecting: Self.self)
    }
  }

  private static func exactly(_ value: some BinaryInteger, _ literal: Literal) throws -> Self {
    guard let exact = Self(exactly: value) else {
      throw LiteralError(
        position: literal.position, message: "integer literal '\(value)' overflows when stored into '\(Self.self)'",
        expected: [Self.rangeDescription])
    }
    return exact
  }

  /// The value as an integer literal: an unsigned one above `Int.max`.
  var integerLiteral: Literal {
    if let value = Int(exactly: self) { return Literal(.integer(value)) }
    return Literal(.unsignedInteger(UInt64(self)))
  }

  /// `an integer from 0 to 255`.
  static var rangeDescription: String {
    "an integer from \(Self.min) to \(Self.max)"
  }
}

extension Int8: TypedLiteral {
  public static var literalShape: LiteralShape { .integer }
  public init(literal: Literal) throws { self = try Self.reading(literal) }
  public var literal: Literal { self.integerLiteral }
}

extension Int16: TypedLiteral {
  public static var literalShape: LiteralShape { .integer }
  public init(literal: Literal) throws { self = try Self.reading(literal) }
  public var literal: Literal { self.integerLiteral }
}

extension Int32: TypedLiteral {
  public static var literalShape: LiteralShape { .integer }
  public init(literal: Literal) throws { self = try Self.reading(literal) }
  public var literal: Literal { self.integerLiteral }
}

extension UInt: TypedLiteral {
  public static var literalShape: LiteralShape { .integer }
  public init(literal: Literal) throws { self = try Self.reading(literal) }
  public var literal: Literal { self.integerLiteral }
}

extension UInt8: TypedLiteral {
  public static var literalShape: LiteralShape { .integer }
  public init(literal: Literal) throws { self = try Self.reading(literal) }
  public var literal: Literal { self.integerLiteral }
}

extension UInt16: TypedLiteral {
  public static var literalShape: LiteralShape { .integer }
  public init(literal: Literal) throws { self = try Self.reading(literal) }
  public var literal: Literal { self.integerLiteral }
}

extension UInt32: TypedLiteral {
  public static var literalShape: LiteralShape { .integer }
  public init(literal: Literal) throws { self = try Self.reading(literal) }
  public var literal: Literal { self.integerLiteral }
}

extension UInt64: TypedLiteral {
  public static var literalShape: LiteralShape { .integer }
  public init(literal: Literal) throws { self = try Self.reading(literal) }
  public var literal: Literal { self.integerLiteral }
}
