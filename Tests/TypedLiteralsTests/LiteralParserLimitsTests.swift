import Testing
import TypedLiterals

/// Input no real literal has, which must still end in an error at a position, never a crash.
@Suite struct LiteralParserLimitsTests {
  @Test func valuesNestedUpToTheLimitParse() throws {
    let depth = LiteralParser.maximumDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var literal = try LiteralParser.parse(text)
    var levels = 1
    while case .array(let elements) = literal.kind, let inner = elements.first {
      literal = inner
      levels += 1
    }
    #expect(levels == depth)
  }

  @Test(arguments: [LiteralParser.maximumDepth + 1, 10_000, 100_000])
  func deeperNestingIsAnErrorAtTheFirstValueTooDeep(depth: Int) {
    let text = String(repeating: ".ui(", count: depth) + ".x" + String(repeating: ")", count: depth)
    #expect {
      try LiteralParser.parse(text)
    } throws: { error in
      let error = error as? LiteralError
      // Each level is 4 characters; the value at index maximumDepth is the first one refused.
      return error?.position == 4 * LiteralParser.maximumDepth
        && error?.message == "values nest more than \(LiteralParser.maximumDepth) levels deep"
    }
  }

  @Test func aRunawayNameIsQuotedShortInMessages() {
    let name = String(repeating: "a", count: 1_000_000)
    #expect {
      try LiteralParser.parse(name)
    } throws: { error in
      guard let error = error as? LiteralError else { return false }
      return error.message.count < 100 && error.message.hasPrefix("'aaaa") && error.message.contains("…'")
    }
  }

  @Test func aRunawayWordHasNoSuggestion() {
    let word = String(repeating: "x", count: 1_000_000)
    #expect(closestMatch(to: word, among: ["didTapIncrementButton", "didTapDecrementButton"]) == nil)
    #expect(closestMatch(to: "didTapIncrementButon", among: ["didTapIncrementButton", "onAppear"]) == "didTapIncrementButton")
  }
}
