import Testing
import TypedLiterals

@Suite struct LiteralLexerTests {
  // MARK: - Tokens and positions

  @Test func punctuationAndIdentifiersCarryTheirScalarOffsets() throws {
    let tokens = try LiteralLexer.tokens(of: ".a(b: [1], c) == x = y")
    #expect(tokens.map(\.kind) == [
      .dot, .identifier("a"), .openParen, .identifier("b"), .colon, .openBracket, .integer(1), .closeBracket,
      .comma, .identifier("c"), .closeParen, .equalsEquals, .identifier("x"), .equals, .identifier("y"), .end,
    ])
    #expect(tokens.map(\.position) == [0, 1, 2, 3, 4, 6, 7, 8, 9, 11, 12, 14, 17, 19, 21, 22])
  }

  @Test func whitespaceIsSkippedAndTheEndSitsAfterTheLastScalar() throws {
    let tokens = try LiteralLexer.tokens(of: " \t.a \n ")
    #expect(tokens.map(\.kind) == [.dot, .identifier("a"), .end])
    #expect(tokens.map(\.position) == [2, 3, 7])
    let empty = try LiteralLexer.tokens(of: "")
    #expect(empty.map(\.kind) == [.end])
    #expect(empty.map(\.position) == [0])
  }

  @Test func positionsCountUnicodeScalarsNotCharactersOrBytes() throws {
    // The flag is one Character but two scalars (eight UTF-8 bytes); the decomposed "é" is two scalars.
    let tokens = try LiteralLexer.tokens(of: "\"🇫🇷e\u{301}\" x")
    #expect(tokens.map(\.kind) == [.string("🇫🇷e\u{301}"), .identifier("x"), .end])
    #expect(tokens.map(\.position) == [0, 7, 8])
  }

  @Test func identifiersTakeUnderscoresDigitsAndLetters() throws {
    let tokens = try LiteralLexer.tokens(of: "_x1 café onTap2Button")
    #expect(tokens.map(\.kind) == [.identifier("_x1"), .identifier("café"), .identifier("onTap2Button"), .end])
  }

  @Test func aNumberDirectlyFollowedByLettersSplitsIntoTwoTokens() throws {
    let tokens = try LiteralLexer.tokens(of: "12abc")
    #expect(tokens.map(\.kind) == [.integer(12), .identifier("abc"), .end])
  }

  // MARK: - Numbers

  struct NumberCase: Sendable, CustomTestStringConvertible {
    var text: String
    var kind: LiteralToken.Kind
    var testDescription: String { self.text }
  }

  @Test(arguments: [
    NumberCase(text: "0", kind: .integer(0)),
    NumberCase(text: "42", kind: .integer(42)),
    NumberCase(text: "-7", kind: .integer(-7)),
    NumberCase(text: "18446744073709551615", kind: .unsignedInteger(.max)),
    NumberCase(text: "007", kind: .integer(7)),
    NumberCase(text: "-9223372036854775808", kind: .integer(.min)),
    NumberCase(text: "9223372036854775807", kind: .integer(.max)),
    NumberCase(text: "3.5", kind: .double(3.5)),
    NumberCase(text: "-0.25", kind: .double(-0.25)),
    NumberCase(text: "1e3", kind: .double(1000)),
    NumberCase(text: "1E3", kind: .double(1000)),
    NumberCase(text: "2.5e-2", kind: .double(0.025)),
    NumberCase(text: "1e+16", kind: .double(1e16)),
    NumberCase(text: "-1.5E+2", kind: .double(-150)),
    NumberCase(text: "1e-07", kind: .double(1e-7)),
  ])
  func numbers(_ number: NumberCase) throws {
    let tokens = try LiteralLexer.tokens(of: number.text)
    #expect(tokens.map(\.kind) == [number.kind, .end])
    #expect(tokens.first?.position == 0)
  }

  @Test func anOverflowingIntegerSaysHowToWriteItAsADouble() throws {
    let error = try #require(throws: LiteralError.self) { try LiteralLexer.tokens(of: "99999999999999999999") }
    #expect(error.expected == ["an integer from \(Int.min) to \(UInt64.max)", "99999999999999999999.0 for a Double"])
    #expect(try LiteralLexer.tokens(of: "99999999999999999999.0").map(\.kind) == [.double(1e20), .end])
    #expect(try LiteralLexer.tokens(of: "99999999999999999999e0").map(\.kind) == [.double(1e20), .end])
  }

  @Test func minusDotInfinityIsOneDoubleToken() throws {
    let tokens = try LiteralLexer.tokens(of: "[-.infinity, .infinity]")
    #expect(tokens.map(\.kind) == [
      .openBracket, .double(-.infinity), .comma, .dot, .identifier("infinity"), .closeBracket, .end,
    ])
    #expect(tokens.map(\.position) == [0, 1, 11, 13, 14, 22, 23])
  }

  @Test func aDotWithoutDigitsAfterItIsNotPartOfTheNumber() throws {
    #expect(try LiteralLexer.tokens(of: "1.").map(\.kind) == [.integer(1), .dot, .end])
    #expect(try LiteralLexer.tokens(of: "1.x").map(\.kind) == [.integer(1), .dot, .identifier("x"), .end])
    #expect(try LiteralLexer.tokens(of: "1.5.2").map(\.kind) == [.double(1.5), .dot, .integer(2), .end])
  }

  @Test func aMinusSignInsideACollectionStartsANegativeNumber() throws {
    #expect(try LiteralLexer.tokens(of: "[1,-2]").map(\.kind) == [.openBracket, .integer(1), .comma, .integer(-2), .closeBracket, .end])
  }

  // MARK: - Strings and escapes

  @Test func stringsAreUnescaped() throws {
    let text = #""q\"b\\s\nn\tt\rr\0z\'a""#
    let tokens = try LiteralLexer.tokens(of: text)
    #expect(tokens.map(\.kind) == [.string("q\"b\\s\nn\tt\rr\0z'a"), .end])
  }

  @Test func unicodeEscapesAcceptOneToEightHexDigits() throws {
    let tokens = try LiteralLexer.tokens(of: #""\u{41}\u{e9}\u{1F600}\u{0000007A}""#)
    #expect(tokens.map(\.kind) == [.string("Aé😀z"), .end])
  }

  @Test func stringsKeepUnescapedUnicodeAndBrackets() throws {
    let tokens = try LiteralLexer.tokens(of: #""[a: (b)], 😀""#)
    #expect(tokens.map(\.kind) == [.string("[a: (b)], 😀"), .end])
  }

  // MARK: - Errors

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var id: String
    var text: String
    var position: Int
    var message: String
    var testDescription: String { self.id }
  }

  @Test(arguments: [
    ErrorCase(id: "unterminated string", text: #"x "abc"#, position: 2, message: "unterminated string"),
    ErrorCase(id: "string ends on an escaped quote", text: #""abc\""#, position: 0, message: "unterminated string"),
    ErrorCase(id: "escape at the very end", text: #""abc\"#, position: 4, message: "unterminated escape"),
    ErrorCase(id: "unknown escape", text: #""a\qb""#, position: 2, message: #"unknown escape '\q'"#),
    ErrorCase(id: "escape above the Unicode range", text: #""\u{110000}""#, position: 1, message: #"invalid unicode escape '\u{110000}'"#),
    ErrorCase(id: "surrogate escape", text: #""\u{D800}""#, position: 1, message: #"invalid unicode escape '\u{D800}'"#),
    ErrorCase(id: "empty unicode escape", text: #""\u{}""#, position: 1, message: #"invalid unicode escape '\u{}'"#),
    ErrorCase(id: "stray character", text: ".a(@)", position: 3, message: "unexpected character '@'"),
    ErrorCase(id: "hash", text: "#x", position: 0, message: "unexpected character '#'"),
    ErrorCase(id: "lone minus", text: "[-]", position: 1, message: "expected a number after '-'"),
    ErrorCase(id: "minus before a name", text: "-x", position: 0, message: "expected a number after '-'"),
    ErrorCase(id: "exponent without digits", text: "1e", position: 0, message: "invalid number '1e'"),
    ErrorCase(id: "exponent sign without digits", text: " 2.5e+", position: 1, message: "invalid number '2.5e+'"),
    ErrorCase(
      id: "integer one past UInt64.max", text: "[1, 18446744073709551616]", position: 4,
      message: "integer literal '18446744073709551616' overflows when stored into 'UInt64'"),
    ErrorCase(
      id: "integer one below Int.min", text: "-9223372036854775809", position: 0,
      message: "integer literal '-9223372036854775809' overflows when stored into 'Int'"),
    ErrorCase(
      id: "twenty-digit integer", text: ".a(n: 99999999999999999999)", position: 6,
      message: "integer literal '99999999999999999999' overflows when stored into 'UInt64'"),
  ])
  func lexicalErrors(_ error: ErrorCase) throws {
    let thrown = try #require(throws: LiteralError.self) { try LiteralLexer.tokens(of: error.text) }
    #expect(thrown.position == error.position)
    #expect(thrown.message == error.message)
  }

  @Test func unknownEscapesListTheValidOnes() throws {
    let error = try #require(throws: LiteralError.self) { try LiteralLexer.tokens(of: #""\x""#) }
    #expect(error.expected.contains(#"\n"#))
    #expect(error.expected.contains(#"\u{…}"#))
  }

  @Test func anUnterminatedStringExpectsAClosingQuote() throws {
    let error = try #require(throws: LiteralError.self) { try LiteralLexer.tokens(of: #""abc"#) }
    #expect(error.expected == [#"'"'"#])
  }
}
