import Testing
import TypedLiterals

/// The integer widths other than `Int`: read with Swift's range check, printed as integers.
@Suite struct FixedWidthIntegerTests {
  @Test func eachWidthReadsAndPrintsItsExtremes() throws {
    try Self.roundTrip(UInt8.max, "255")
    try Self.roundTrip(UInt16.max, "65535")
    try Self.roundTrip(UInt32.max, "4294967295")
    try Self.roundTrip(UInt(Int.max), "9223372036854775807")
    try Self.roundTrip(UInt64(0), "0")
    try Self.roundTrip(UInt64.max, "18446744073709551615")
    try Self.roundTrip(UInt.max, "18446744073709551615")
    try Self.roundTrip(UInt64(Int.max) + 1, "9223372036854775808")
    try Self.roundTrip(Int8.min, "-128")
    try Self.roundTrip(Int16.min, "-32768")
    try Self.roundTrip(Int32.max, "2147483647")
    try Self.roundTrip(Int64.min, "-9223372036854775808")
  }

  static func roundTrip<T: TypedLiteral & FixedWidthInteger>(_ value: T, _ text: String) throws {
    #expect(LiteralPrinter().text(value.literal) == text)
    #expect(try T(literal: LiteralParser.parse(text)) == value)
  }

  @Test(arguments: [
    ("300", "integer literal '300' overflows when stored into 'UInt8'", "an integer from 0 to 255"),
    ("-1", "integer literal '-1' overflows when stored into 'UInt8'", "an integer from 0 to 255"),
  ])
  func aValueOutOfRangeIsRefusedAsSwiftRefusesIt(_ text: String, _ message: String, _ expected: String) throws {
    let error = try #require(throws: LiteralError.self) { try UInt8(literal: LiteralParser.parse(text)) }
    #expect(error.message == message)
    #expect(error.expected == [expected])
  }

  @Test func aNegativeUIntIsRefused() throws {
    let error = try #require(throws: LiteralError.self) { try UInt(literal: LiteralParser.parse("-5")) }
    #expect(error.message == "integer literal '-5' overflows when stored into 'UInt'")
    #expect(error.expected == ["an integer from 0 to \(UInt.max)"])
  }

  @Test func aWrongKindNamesTheWidth() throws {
    let error = try #require(throws: LiteralError.self) { try UInt16(literal: LiteralParser.parse(#""7""#)) }
    #expect(error.message == "expected UInt16, found a string")
  }

  /// Beyond `Int.max` a literal is an unsigned integer: the unsigned widths read it, an `Int` or a
  /// narrower width refuses it as Swift does, and a `Double` reads it as the nearest double.
  @Test func anIntegerBeyondIntMaxIsForTheUnsignedWidthsOnly() throws {
    let text = "9223372036854775808"
    #expect(try UInt64(literal: LiteralParser.parse(text)) == 9_223_372_036_854_775_808)
    let error = try #require(throws: LiteralError.self) { try Int(literal: LiteralParser.parse(text)) }
    #expect(error.message == "integer literal '9223372036854775808' overflows when stored into 'Int'")
    #expect(try #require(throws: LiteralError.self) { try UInt32(literal: LiteralParser.parse(text)) }.expected == ["an integer from 0 to 4294967295"])
    #expect(try Double(literal: LiteralParser.parse(text)) == 9_223_372_036_854_775_808.0)
  }
}
