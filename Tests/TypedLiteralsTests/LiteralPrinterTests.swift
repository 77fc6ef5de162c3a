import Testing
import TypedLiterals

@Suite struct LiteralPrinterTests {
  /// Prints `literal`, checks the text, and checks the text parses back to an equal literal.
  private func expectPrints(
    _ literal: Literal, as expected: String, printer: LiteralPrinter = LiteralPrinter(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let text = printer.text(literal)
    #expect(text == expected, sourceLocation: sourceLocation)
    do {
      let parsed = try LiteralParser.parse(text)
      #expect(parsed == literal, "\(text) read back as \(parsed)", sourceLocation: sourceLocation)
    } catch {
      Issue.record(error, "\(text) does not parse back", sourceLocation: sourceLocation)
    }
  }

  // MARK: - Scalars

  @Test func scalarsPrintAsSwiftLiterals() {
    self.expectPrints(Literal(.string("Cat")), as: #""Cat""#)
    self.expectPrints(Literal(.string("")), as: #""""#)
    self.expectPrints(Literal(.integer(42)), as: "42")
    self.expectPrints(Literal(.integer(-7)), as: "-7")
    self.expectPrints(Literal(.integer(.min)), as: "-9223372036854775808")
    self.expectPrints(Literal(.bool(true)), as: "true")
    self.expectPrints(Literal(.bool(false)), as: "false")
    self.expectPrints(Literal(.null), as: "nil")
  }

  // MARK: - String escapes

  struct EscapeCase: Sendable, CustomTestStringConvertible {
    var id: String
    var value: String
    var printed: String
    var testDescription: String { self.id }
  }

  @Test(arguments: [
    EscapeCase(id: "quote", value: "a\"b", printed: #""a\"b""#),
    EscapeCase(id: "backslash", value: "a\\b", printed: #""a\\b""#),
    EscapeCase(id: "newline", value: "a\nb", printed: #""a\nb""#),
    EscapeCase(id: "tab", value: "a\tb", printed: #""a\tb""#),
    EscapeCase(id: "carriage return", value: "a\rb", printed: #""a\rb""#),
    EscapeCase(id: "NUL", value: "a\0b", printed: #""a\0b""#),
    EscapeCase(id: "bell", value: "\u{7}", printed: #""\u{7}""#),
    EscapeCase(id: "escape", value: "\u{1b}[0m", printed: #""\u{1b}[0m""#),
    EscapeCase(id: "delete", value: "\u{7f}", printed: #""\u{7f}""#),
    EscapeCase(id: "C1 control", value: "\u{85}", printed: #""\u{85}""#),
    EscapeCase(id: "single quote stays", value: "it's", printed: #""it's""#),
    EscapeCase(id: "unicode stays", value: "café 😀 🇫🇷", printed: #""café 😀 🇫🇷""#),
    EscapeCase(id: "decomposed stays decomposed", value: "e\u{301}", printed: "\"e\u{301}\""),
    EscapeCase(id: "brackets stay", value: "[a: (b)]", printed: #""[a: (b)]""#),
  ])
  func stringEscapes(_ escape: EscapeCase) throws {
    self.expectPrints(Literal(.string(escape.value)), as: escape.printed)
    #expect(LiteralPrinter.quoted(escape.value) == escape.printed)
    // Same scalars back, not merely a canonically equivalent string.
    let parsed = try LiteralParser.parse(escape.printed)
    guard case .string(let value) = parsed.kind else {
      Issue.record("expected a string, got \(parsed)")
      return
    }
    #expect(Array(value.unicodeScalars) == Array(escape.value.unicodeScalars))
  }

  // MARK: - Doubles

  struct DoubleCase: Sendable, CustomTestStringConvertible {
    var value: Double
    var printed: String
    var testDescription: String { self.printed }
  }

  @Test(arguments: [
    DoubleCase(value: 1, printed: "1.0"),
    DoubleCase(value: 100, printed: "100.0"),
    DoubleCase(value: -2, printed: "-2.0"),
    DoubleCase(value: 0, printed: "0.0"),
    DoubleCase(value: -0.0, printed: "-0.0"),
    DoubleCase(value: 0.1, printed: "0.1"),
    DoubleCase(value: -2.5, printed: "-2.5"),
    DoubleCase(value: 123_456_789, printed: "123456789.0"),
    DoubleCase(value: 1e15, printed: "1000000000000000.0"),
    DoubleCase(value: 1e16, printed: "1e+16"),
    DoubleCase(value: -1e16, printed: "-1e+16"),
    DoubleCase(value: 1e-7, printed: "1e-07"),
    DoubleCase(value: .greatestFiniteMagnitude, printed: "1.7976931348623157e+308"),
    DoubleCase(value: .leastNonzeroMagnitude, printed: "5e-324"),
    DoubleCase(value: 1.0 / 3.0, printed: "0.3333333333333333"),
  ])
  func finiteDoublesReadBackAsTheSameDouble(_ number: DoubleCase) throws {
    let text = LiteralPrinter().text(Literal(.double(number.value)))
    #expect(text == number.printed)
    let parsed = try LiteralParser.parse(text)
    guard case .double(let value) = parsed.kind else {
      Issue.record("\(text) read back as \(parsed), not as a double")
      return
    }
    #expect(value.bitPattern == number.value.bitPattern)
  }

  struct NonFiniteCase: Sendable, CustomTestStringConvertible {
    var value: Double
    var printed: String
    var testDescription: String { self.printed }
  }

  @Test(arguments: [
    NonFiniteCase(value: .infinity, printed: ".infinity"),
    NonFiniteCase(value: -.infinity, printed: "-.infinity"),
    NonFiniteCase(value: .nan, printed: ".nan"),
    NonFiniteCase(value: -.nan, printed: ".nan"),
    NonFiniteCase(value: .signalingNaN, printed: ".nan"),
  ])
  func nonFiniteDoublesPrintAsSwiftSpellsThemAndReadBack(_ number: NonFiniteCase) throws {
    let text = LiteralPrinter().text(Literal(.double(number.value)))
    #expect(text == number.printed)
    let parsed = try LiteralParser.parse(text)
    guard case .double(let read) = parsed.kind else {
      Issue.record("\(text) read back as \(parsed), not as a double")
      return
    }
    if number.value.isNaN {
      #expect(read.isNaN)
    } else {
      #expect(read == number.value)
    }
    #expect(parsed == Literal(.double(number.value)), "literals compare NaN equal to NaN")
    #expect(try Double(literal: parsed).literal.description == text)
  }

  @Test func nonFiniteDoublesReadBackInsideActionsAndCollections() throws {
    let literal = Literal.member("didMeasure", [("weights", Literal(.array([
      Literal(.double(.nan)), Literal(.double(-.infinity)), Literal(.double(1.5)), Literal(.double(.infinity)),
    ])))])
    let text = literal.description
    #expect(text == ".didMeasure(weights: [.nan, -.infinity, 1.5, .infinity])")
    #expect(try LiteralParser.parse(text) == literal)
  }

  @Test func doubleQualifiedNonFiniteNamesReadAsDoubles() throws {
    #expect(try LiteralParser.parse("Double.infinity") == Literal(.double(.infinity)))
    #expect(try LiteralParser.parse("Double.nan") == Literal(.double(.nan)))
    #expect(try LiteralParser.parse("[ -.infinity ]") == Literal(.array([Literal(.double(-.infinity))])))
    // Only those exact spellings: anything else after '-' is still not a number.
    for text in ["-.infinityx", "-.nan", "-.inf", "-Double.infinity"] {
      let error = try #require(throws: LiteralError.self, "\(text)") { try LiteralParser.parse(text) }
      #expect(error.message == "expected a number after '-'")
      #expect(error.position == 0)
    }
  }

  // MARK: - Collections

  @Test func collectionsAndTheirEmptyForms() {
    self.expectPrints(Literal(.array([])), as: "[]")
    self.expectPrints(Literal(.dictionary([])), as: "[:]")
    self.expectPrints(Literal(.array([Literal(.integer(1)), Literal(.string("a")), Literal(.null)])), as: #"[1, "a", nil]"#)
    self.expectPrints(Literal(.array([Literal(.array([])), Literal(.dictionary([]))])), as: "[[], [:]]")
  }

  @Test func dictionaryKeysPrintSortedWhateverTheWrittenOrder() {
    func entry(_ key: String, _ value: Int) -> Literal.Entry {
      Literal.Entry(key: Literal(.string(key)), value: Literal(.integer(value)))
    }
    let written = Literal(.dictionary([entry("b", 2), entry("c", 3), entry("a", 1)]))
    let reversed = Literal(.dictionary([entry("c", 3), entry("a", 1), entry("b", 2)]))
    #expect(written.description == #"["a": 1, "b": 2, "c": 3]"#)
    #expect(reversed.description == written.description)
  }

  @Test func dictionaryKeysSortByTheirPrintedText() {
    // Keys of any kind sort as text, so 10 comes before 9 and `.a` before `.b`.
    let numbers = Literal(.dictionary([
      Literal.Entry(key: Literal(.integer(9)), value: Literal(.bool(true))),
      Literal.Entry(key: Literal(.integer(10)), value: Literal(.bool(false))),
    ]))
    #expect(numbers.description == "[10: false, 9: true]")
    let cases = Literal(.dictionary([
      Literal.Entry(key: .member("b"), value: Literal(.null)),
      Literal.Entry(key: .member("a"), value: Literal(.null)),
    ]))
    #expect(cases.description == "[.a: nil, .b: nil]")
  }

  // MARK: - Elision

  @Test func collectionsLongerThanMaxItemsPrintAsACount() {
    let printer = LiteralPrinter(maxItems: 2)
    let two = Literal(.array([Literal(.integer(1)), Literal(.integer(2))]))
    let three = Literal(.array([Literal(.integer(1)), Literal(.integer(2)), Literal(.integer(3))]))
    #expect(printer.text(two) == "[1, 2]")
    #expect(printer.text(three) == "[3 items]")
    let dictionary = Literal(.dictionary((1...3).map { Literal.Entry(key: Literal(.integer($0)), value: Literal(.null)) }))
    #expect(printer.text(dictionary) == "[3 items]")
    #expect(printer.text(Literal(.dictionary([]))) == "[:]")
  }

  @Test func elisionAppliesAtEveryDepth() {
    let three = Literal(.array([Literal(.integer(1)), Literal(.integer(2)), Literal(.integer(3))]))
    let tree = Literal.member("didFetch", [("values", three), ("first", Literal(.array([three])))])
    #expect(LiteralPrinter(maxItems: 2).text(tree) == ".didFetch(values: [3 items], first: [[3 items]])")
    #expect(LiteralPrinter(maxItems: 3).text(tree) == ".didFetch(values: [1, 2, 3], first: [[1, 2, 3]])")
  }

  @Test func maxItemsZeroElidesEverythingButEmptyCollections() {
    let printer = LiteralPrinter(maxItems: 0)
    #expect(printer.text(Literal(.array([]))) == "[]")
    #expect(printer.text(Literal(.array([Literal(.integer(1))]))) == "[1 items]")
  }

  @Test func withoutMaxItemsEverythingPrints() {
    let many = Literal(.array((1...50).map { Literal(.integer($0)) }))
    let text = LiteralPrinter().text(many)
    #expect(text.hasPrefix("[1, 2, 3,"))
    #expect(text.hasSuffix("49, 50]"))
    #expect(many.description == text)
  }

  @Test func anElidedLiteralPrintsItsCountAndDoesNotParseBack() {
    #expect(Literal(.elided(count: 5)).description == "[5 items]")
    #expect(throws: LiteralError.self) { try LiteralParser.parse("[5 items]") }
  }

  // MARK: - Members and constructors

  @Test func membersAndConstructors() {
    self.expectPrints(.member("onAppear"), as: ".onAppear")
    self.expectPrints(.member("onAppear", []), as: ".onAppear()")
    self.expectPrints(Literal(.member(type: "Category", name: "mammal", arguments: nil)), as: "Category.mammal")
    self.expectPrints(
      .member("ui", [(nil, .member("categoryList", [(nil, .member("onAppear"))]))]), as: ".ui(.categoryList(.onAppear))")
    self.expectPrints(
      .member("a", [(nil, Literal(.integer(1))), ("b", Literal(.string("x")))]), as: #".a(1, b: "x")"#)
    self.expectPrints(.construct("Empty", []), as: "Empty()")
    self.expectPrints(
      .construct("Animal", [("animalId", Literal(.string("Dog"))), ("diet", .member("carnivorous"))]),
      as: #"Animal(animalId: "Dog", diet: .carnivorous)"#)
  }

  @Test func aLargeTreeRoundTripsThroughText() throws {
    let tree = Literal.member("data", [
      (nil, .member("didFetch", [
        ("animals", Literal(.array([
          .construct("Animal", [("name", Literal(.string("Dog \"Rex\"\n"))), ("weight", Literal(.double(12)))]),
        ]))),
        ("counts", Literal(.dictionary([
          Literal.Entry(key: Literal(.string("z")), value: Literal(.integer(-1))),
          Literal.Entry(key: Literal(.string("a")), value: Literal(.null)),
        ]))),
        ("flag", Literal(.bool(false))),
      ])),
    ])
    let text = tree.description
    let parsed = try LiteralParser.parse(text)
    #expect(parsed.description == text)
    // The dictionary comes back in printed (sorted) order, not the written one, so compare text.
    #expect(text == #".data(.didFetch(animals: [Animal(name: "Dog \"Rex\"\n", weight: 12.0)], counts: ["a": nil, "z": -1], flag: false))"#)
  }
}
