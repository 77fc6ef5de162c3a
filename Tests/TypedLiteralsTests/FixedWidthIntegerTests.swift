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
    #expect(error.expected == ["an integer from 0 to \(Int.max)"])
  }

  @Test func aWrongKindNamesTheWidth() throws {
    let error = try #require(throws: LiteralError.self) { try UInt16(literal: LiteralParser.parse(#""7""#)) }
    #expect(error.message == "expected UInt16, found a string")
  }

  /// Beyond `Int.max` a literal cannot hold the value: it prints as the nearest double, which
  /// reads back as out of range rather than as another number.
  @Test func aUInt64BeyondIntMaxPrintsApproximatelyAndIsRefusedBack() throws {
    let literal = UInt64.max.literal
    #expect(LiteralPrinter().text(literal) == "1.8446744073709552e+19")
    #expect(throws: LiteralError.self) { try UInt64(literal: literal) }
  }
}
