@testable import ImmutableShell
import Testing
import TypedLiterals

/// `LiteralCache`: a repeated action line is parsed once; failures and overflow are not kept.
@Suite struct LiteralCacheTests {
  struct ParseFailure: Error {}

  @Test func aRepeatedLineIsParsedOnce() throws {
    var cache = LiteralCache()
    var parses = 0
    for _ in 0..<3 {
      let literal = try cache.literal(of: ".a") {
        parses += 1
        return try LiteralParser.parse(".a")
      }
      #expect(literal == .member("a"))
    }
    #expect(parses == 1)
  }

  @Test func aFailureIsNotKept() {
    var cache = LiteralCache()
    var parses = 0
    for _ in 0..<2 {
      #expect(throws: ParseFailure.self) {
        try cache.literal(of: ".a(") {
          parses += 1
          throw ParseFailure()
        }
      }
    }
    #expect(parses == 2)
    #expect(cache.count == 0)
  }

  @Test func aFullCacheStartsOver() throws {
    var cache = LiteralCache(capacity: 2)
    for name in ["a", "b", "c"] {
      _ = try cache.literal(of: "." + name) { .member(name) }
    }
    #expect(cache.count == 1)
    var parsedAgain = false
    _ = try cache.literal(of: ".a") {
      parsedAgain = true
      return .member("a")
    }
    #expect(parsedAgain)
  }
}
