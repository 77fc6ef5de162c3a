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
