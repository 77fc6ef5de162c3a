import Testing
import TypedLiterals

/// The one scan of open brackets and strings: whether another line is needed, where the
/// innermost open thing started, and which call a cursor is inside.
@Suite struct OpenBracketsTests {
  @Test(arguments: [
    "(", "[", ".a(", ".ui(.categoryList(", "[1, [2]", #"""#, #""abc"#, #""a\""#, #".a(name: "x)""#, #"["k": ["#,
    // A stray closer does not cancel a later opener (a running count would read 0 here).
    ".a())(", "])(",
  ])
  func unbalancedTextAsksForAnotherLine(_ text: String) {
    #expect(OpenBrackets(text).isUnbalanced)
  }

  @Test(arguments: [
    "", ".a", "()", "[]", ".a(b: [1, 2])", #""abc""#, #""a\"b""#, #""\\""#, #""(""#, #""[""#, #".a(name: ")")"#, ")", "]]",
  ])
  func balancedTextIsComplete(_ text: String) {
    #expect(!OpenBrackets(text).isUnbalanced)
  }

  @Test func theInnermostParenthesisSkipsListsAndStrings() {
    #expect(OpenBrackets(#"selectAnimals(ids: ["a", "b"], "#).innermostParenthesis == 13)
    #expect(OpenBrackets(#"f(a: "(", b: [g("#).innermostParenthesis == 15)
    #expect(OpenBrackets(#"f(a: ")""#).innermostParenthesis == 1)
    #expect(OpenBrackets("f(x)").innermostParenthesis == nil)
  }

  @Test func anOpenStringIsReportedAtItsQuote() {
    let open = OpenBrackets(#"f(name: "Ca\"t"#)
    #expect(open.openString == 8)
    #expect(open.innermostOpen?.closer == "\"")
    #expect(OpenBrackets(#"f(name: "Cat")"#).openString == nil)
  }
}
