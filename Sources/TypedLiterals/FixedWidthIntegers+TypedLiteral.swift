/// The integer widths other than `Int` are integer literals too, read with Swift's range check:
/// `300` where a `UInt8` is expected is refused as Swift refuses it, not wrapped or clamped.
///
/// Literals hold an `Int`, so `UInt` and `UInt64` read values up to `Int.max`; a larger value
/// prints as the nearest `Double`, which reads back as out of range rather than as a wrong number.
extension FixedWidthInteger where Self: TypedLiteral {
  /// Reads an integer literal into this width.
  ///
  /// - Throws: `LiteralError` for a literal of another kind, or a value this width cannot hold.
  static func reading(_ literal: Literal) throws -> Self {
    switch literal.kind {
    case .integer(let value):
      guard let exact = Self(exactly: value) else {
        throw LiteralError(
          position: literal.position, message: "integer literal '\(value)' overflows when stored into '\(Self.self)'",
          expected: [Self.rangeDescription])
      }
      return exact
    case .double(let value) where value.rounded() == value && value.magnitude > Double(Int.max):
      throw LiteralError(
        position: literal.position, message: "'\(value)' is out of the range a literal holds for '\(Self.self)'",
        expected: [Self.rangeDescription])
    default:
      throw literal.mismatch(expecting: Self.self)
    }
  }

  /// The value as an integer literal, or the nearest double when `Int` cannot hold it.
  var integerLiteral: Literal {
    guard let value = Int(exactly: self) else { return Literal(.double(Double(self))) }
    return Literal(.integer(value))
  }

  /// `an integer from 0 to 255`.
  static var rangeDescription: String {
    let lowest = Int(clamping: Self.min)
    let highest = Int(clamping: Self.max)
    return "an integer from \(lowest) to \(highest)"
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
