import Testing
import TypedLiterals

@Suite struct LiteralParserTests {
  // MARK: - Valid input

  struct ValidCase: Sendable, CustomTestStringConvertible {
    var id: String
    var input: String
    var literal: Literal
    var testDescription: String { self.id }
  }

  @Test(arguments: [
    ValidCase(id: "string", input: #""Cat""#, literal: Literal(.string("Cat"))),
    ValidCase(id: "string with escapes", input: #""a\"b\n""#, literal: Literal(.string("a\"b\n"))),
    ValidCase(id: "integer", input: "42", literal: Literal(.integer(42))),
    ValidCase(id: "negative integer", input: "-3", literal: Literal(.integer(-3))),
    ValidCase(id: "double", input: "2.5", literal: Literal(.double(2.5))),
    ValidCase(id: "double with exponent", input: "-1e-3", literal: Literal(.double(-0.001))),
    ValidCase(id: "true", input: "true", literal: Literal(.bool(true))),
    ValidCase(id: "false", input: "false", literal: Literal(.bool(false))),
    ValidCase(id: "nil", input: "nil", literal: Literal(.null)),
    ValidCase(id: "empty array", input: "[]", literal: Literal(.array([]))),
    ValidCase(id: "empty dictionary", input: "[:]", literal: Literal(.dictionary([]))),
    ValidCase(id: "empty dictionary with spaces", input: "[ : ]", literal: Literal(.dictionary([]))),
    ValidCase(
      id: "array", input: "[1, \"a\", nil]",
      literal: Literal(.array([Literal(.integer(1)), Literal(.string("a")), Literal(.null)]))),
    ValidCase(
      id: "array with a trailing comma", input: "[1, 2,]",
      literal: Literal(.array([Literal(.integer(1)), Literal(.integer(2))]))),
    ValidCase(
      id: "dictionary keeps written order", input: #"["b": 1, "a": 2]"#,
      literal: Literal(.dictionary([
        Literal.Entry(key: Literal(.string("b")), value: Literal(.integer(1))),
        Literal.Entry(key: Literal(.string("a")), value: Literal(.integer(2))),
      ]))),
    ValidCase(
      id: "dictionary with a trailing comma", input: "[1: true,]",
      literal: Literal(.dictionary([Literal.Entry(key: Literal(.integer(1)), value: Literal(.bool(true)))]))),
    ValidCase(id: "case", input: ".onAppear", literal: .member("onAppear")),
    ValidCase(id: "case with empty parentheses", input: ".onAppear()", literal: .member("onAppear", [])),
    ValidCase(
      id: "qualified case", input: "Category.mammal",
      literal: Literal(.member(type: "Category", name: "mammal", arguments: nil))),
    ValidCase(
      id: "qualified case with arguments", input: "Result.success(value: 1)",
      literal: Literal(.member(
        type: "Result", name: "success", arguments: [Literal.Argument(label: "value", value: Literal(.integer(1)))]))),
    ValidCase(
      id: "nested cases", input: ".ui(.categoryList(.onAppear))",
      literal: .member("ui", [(nil, .member("categoryList", [(nil, .member("onAppear"))]))])),
    ValidCase(
      id: "mixed labels", input: ".a(1, label: [.b], other: \"x\")",
      literal: .member("a", [
        (nil, Literal(.integer(1))), ("label", Literal(.array([.member("b")]))), ("other", Literal(.string("x"))),
      ])),
    ValidCase(
      id: "constructor", input: #"Animal(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: "Mammal")"#,
      literal: .construct("Animal", [
        ("animalId", Literal(.string("Dog"))), ("name", Literal(.string("Dog"))),
        ("diet", .member("carnivorous")), ("categoryId", Literal(.string("Mammal"))),
      ])),
    ValidCase(id: "constructor without arguments", input: "Empty()", literal: .construct("Empty", [])),
    ValidCase(
      id: "a label named like a keyword value", input: ".a(nil: true)",
      literal: .member("a", [("nil", Literal(.bool(true)))])),
    ValidCase(
      id: "whitespace everywhere", input: " \t[ 1 ,\n2 ] ",
      literal: Literal(.array([Literal(.integer(1)), Literal(.integer(2))]))),
  ])
  func validInput(_ valid: ValidCase) throws {
    let parsed = try LiteralParser.parse(valid.input)
    #expect(parsed == valid.literal)
  }

  @Test func positionsPointAtEachPartOfTheSourceText() throws {
    let parsed = try LiteralParser.parse(".a(x: 1, [2], T.b)")
    #expect(parsed.position == 0)
    guard case .member(nil, "a", let arguments?) = parsed.kind else {
      Issue.record("expected .a(…), got \(parsed)")
      return
    }
    #expect(arguments.map(\.position) == [3, 9, 14])
    #expect(arguments.map(\.value.position) == [6, 9, 14])
    guard case .array(let elements) = arguments[1].value.kind else {
      Issue.record("expected an array, got \(arguments[1].value)")
      return
    }
    #expect(elements.map(\.position) == [10])
  }

  @Test func equalityIgnoresPositions() throws {
    let spaced = try LiteralParser.parse("  .a( x :  1 )")
    let tight = try LiteralParser.parse(".a(x:1)")
    #expect(spaced.position == 2)
    #expect(spaced == tight)
    #expect(spaced != (try LiteralParser.parse(".a(y: 1)")))
    #expect(spaced != (try LiteralParser.parse(".a(x: 2)")))
  }

  @Test func theShellCanDriveTheParserTokenByToken() throws {
    var parser = try LiteralParser("value == .ready(3)")
    let name = try parser.identifier()
    #expect(name == "value")
    let consumedEquals = parser.consume(.equals)
    #expect(!consumedEquals)
    try parser.expect(.equalsEquals)
    let value = try parser.value()
    #expect(value == .member("ready", [(nil, Literal(.integer(3)))]))
    #expect(parser.isAtEnd)
    try parser.expectEnd()
    // At the end the cursor stays on `.end`.
    parser.advance()
    #expect(parser.current.kind == .end)
    #expect(parser.current.position == 18)
  }

  @Test func unexpectedNamesWhatWasFoundAndWhatWouldDo() throws {
    var parser = try LiteralParser("select(1)")
    _ = try parser.identifier()
    let error = parser.unexpected(expecting: ["'.'"], context: "'.' after a name")
    #expect(error == LiteralError(position: 6, message: "expected '.' after a name, found '('", expected: ["'.'"]))
    #expect(parser.unexpected(expecting: []).message == "unexpected '('")
  }

  // MARK: - Errors

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var id: String
    var input: String
    var position: Int
    var message: String
    var testDescription: String { self.id }
  }

  @Test(arguments: [
    ErrorCase(id: "empty input", input: "", position: 0, message: "expected a value, found end of line"),
    ErrorCase(id: "only spaces", input: "   ", position: 3, message: "expected a value, found end of line"),
    ErrorCase(id: "two values", input: ".a .b", position: 3, message: "unexpected '.'"),
    ErrorCase(id: "value after a closed array", input: "[1] ]", position: 4, message: "unexpected ']'"),
    ErrorCase(id: "bare name", input: "cat", position: 0, message: "'cat' is not a value"),
    ErrorCase(id: "bare name as an argument", input: ".a(x: dog)", position: 6, message: "'dog' is not a value"),
    ErrorCase(id: "dot without a name", input: ".(1)", position: 1, message: "expected a case name after '.', found '('"),
    ErrorCase(id: "type dot number", input: "Animal.1", position: 7, message: "expected a case name after '.', found a number"),
    ErrorCase(id: "unclosed arguments", input: ".a(b: 1", position: 7, message: "expected ',' or ')', found end of line"),
    ErrorCase(id: "arguments without a comma", input: ".a(1 2)", position: 5, message: "expected ',' or ')', found a number"),
    ErrorCase(id: "label without a value", input: ".a(x: )", position: 6, message: "expected a value, found ')'"),
    ErrorCase(id: "leading comma in arguments", input: ".a(, 1)", position: 3, message: "expected a value, found ','"),
    ErrorCase(id: "unclosed array", input: "[1, 2", position: 5, message: "expected ',' or ']', found end of line"),
    ErrorCase(id: "leading comma in an array", input: "[, 1]", position: 1, message: "expected a value, found ','"),
    ErrorCase(id: "colon inside an array", input: "[1, 2: 3]", position: 5, message: "expected ',' or ']', found ':'"),
    ErrorCase(id: "dictionary entry without a colon", input: "[1: 2, 3]", position: 8, message: "expected ':' after a dictionary key, found ']'"),
    ErrorCase(id: "unclosed empty dictionary", input: "[: 1]", position: 3, message: "expected ']' after '[:', found a number"),
    ErrorCase(id: "stray equals", input: "= 1", position: 0, message: "expected a value, found '='"),
    ErrorCase(id: "unterminated string", input: #".a(name: "Dog)"#, position: 9, message: "unterminated string"),
    ErrorCase(id: "unknown escape", input: #"["a\q"]"#, position: 3, message: #"unknown escape '\q'"#),
    ErrorCase(id: "stray character", input: ".a(@)", position: 3, message: "unexpected character '@'"),
    ErrorCase(id: "lone minus", input: "[-]", position: 1, message: "expected a number after '-'"),
    ErrorCase(id: "position counts scalars", input: #"["🇫🇷": 1 2]"#, position: 9, message: "expected ',' or ']', found a number"),
  ])
  func errors(_ error: ErrorCase) throws {
    let thrown = try #require(throws: LiteralError.self) { try LiteralParser.parse(error.input) }
    #expect(thrown.position == error.position)
    #expect(thrown.message.contains(error.message), "\(thrown.message)")
  }

  @Test func aMissingValueListsEveryFormOfValue() throws {
    let error = try #require(throws: LiteralError.self) { try LiteralParser.parse("") }
    #expect(error.expected == [".case", "a string", "a number", "true", "false", "nil", "[…]", "Type(…)"])
  }

  @Test func aBareNameSuggestsTheWaysToWriteIt() throws {
    let error = try #require(throws: LiteralError.self) { try LiteralParser.parse("cat") }
    #expect(error.expected == [".cat", "\"cat\"", "cat(…)"])
  }

  @Test func trailingInputExpectsTheEndOfTheLine() throws {
    let error = try #require(throws: LiteralError.self) { try LiteralParser.parse("1 2") }
    #expect(error.expected == ["end of line"])
    #expect(error.description == "unexpected a number; expected one of: end of line")
  }
}
