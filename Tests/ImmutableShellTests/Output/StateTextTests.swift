@testable import ImmutableShell
import Testing
import TypedLiterals

/// `StateText` prints `:state` readings and `:store` replies.
@Suite struct StateTextTests {
  @Test func leavesPrintOnePerLineAndAnElementWhole() {
    let text = StateText(maxItems: 20)
    #expect(text.lines(.leaves([("value", Literal(.integer(3))), ("name", Literal(.string("a")))])) == ["value: 3", #"name: "a""#])
    #expect(text.lines(.element(path: "items[0]", value: Literal(.integer(7)))) == ["items[0]: 7"])
  }

  @Test func aStoreReplyPrintsTheWireFirstAndSaysWhenItIsEmpty() {
    let text = StateText(maxItems: 20)
    #expect(text.lines(StoreReply(exchanges: ["GET /animals → 200"], values: [Literal(.integer(2))])) == ["   GET /animals → 200", "2"])
    #expect(text.lines(StoreReply(exchanges: [], values: [])) == ["(nothing)"])
  }
}
