@testable import ImmutableShell
import Testing
import TypedLiterals

/// `LineCache`: a repeated line is read once; failures, non-ASCII lines and overflow are not kept.
@Suite struct LineCacheTests {
  struct ParseFailure: Error {}

  @Test func aRepeatedLineIsParsedOnce() throws {
    var cache = LineCache<Literal>()
    var parses = 0
    for _ in 0..<3 {
      let literal = try cache.value(of: ".a") {
        parses += 1
        return try LiteralParser.parse(".a")
      }
      #expect(literal == .member("a"))
    }
    #expect(parses == 1)
  }

  /// Alternating lines miss the last-line entry every time and are answered by the table.
  @Test func alternatingLinesAreEachParsedOnce() throws {
    var cache = LineCache<Literal>()
    var parses: [String: Int] = [:]
    for line in [".a", ".b", ".a", ".b", ".b", ".a"] {
      let literal = try cache.value(of: line) {
        parses[line, default: 0] += 1
        return try LiteralParser.parse(line)
      }
      #expect(literal == .member(String(line.dropFirst())))
    }
    #expect(parses == [".a": 1, ".b": 1])
  }

  /// The last line is kept apart from the table, but must never answer for another line.
  @Test func theLastLineAnswersOnlyForItself() {
    var cache = LineCache<String>(capacity: 1)
    #expect(cache.value(of: ".a") { "a" } == "a")
    #expect(cache.value(of: ".b") { "b" } == "b", "the table starts over when full")
    #expect(cache.value(of: ".a") { "a again" } == "a again")
  }

  @Test func aFailureIsNotKept() {
    var cache = LineCache<Literal>()
    var parses = 0
    for _ in 0..<2 {
      #expect(throws: ParseFailure.self) {
        try cache.value(of: ".a(") {
          parses += 1
          throw ParseFailure()
        }
      }
    }
    #expect(parses == 2)
    #expect(cache.count == 0)
  }

  /// Canonically equivalent spellings are equal `String`s; each must keep its own characters.
  @Test func nonASCIILinesAreReadEveryTime() {
    var cache = LineCache<String>()
    let precomposed = cache.value(of: ".a(name: \"\u{E9}\")") { "\u{E9}" }
    let decomposed = cache.value(of: ".a(name: \"e\u{301}\")") { "e\u{301}" }
    #expect(Array(precomposed.unicodeScalars) == ["\u{E9}"])
    #expect(Array(decomposed.unicodeScalars) == ["e", "\u{301}"])
    #expect(cache.count == 0)
  }

  @Test func aFullCacheStartsOver() throws {
    var cache = LineCache<Literal>(capacity: 2)
    for name in ["a", "b", "c"] {
      _ = cache.value(of: "." + name) { .member(name) }
    }
    #expect(cache.count == 1)
    var parsedAgain = false
    _ = cache.value(of: ".a") {
      parsedAgain = true
      return .member("a")
    }
    #expect(parsedAgain)
  }
}
