@testable import ImmutableShell
import Testing
import TypedLiterals

/// `Diagnostic` rendering (`imshell: FILE:LINE:COL: error: …`, the line, a caret, expected forms,
/// a did-you-mean) and `SourceLine` offsets in multi-line sources.
@Suite struct DiagnosticTests {
  /// A diagnostic and its rendered text.
  struct RenderCase: Sendable, CustomTestStringConvertible {
    let id: String
    let diagnostic: Diagnostic
    let rendered: String
    var testDescription: String { self.id }
  }

  static let renderCases: [RenderCase] = [
    RenderCase(id: "no source", diagnostic: Diagnostic(.command, "cannot read x"), rendered: "imshell: error: cannot read x"),
    RenderCase(
      id: "source without offset", diagnostic: Diagnostic(.reducerThrew, "boom", source: SourceLine(file: "s.imsh", line: 7, text: ".a")),
      rendered: "imshell: s.imsh:7: error: boom"),
    RenderCase(
      id: "caret under the column",
      diagnostic: Diagnostic(.syntax, "bad", source: SourceLine(file: "<stdin>", line: 2, text: ".abc(x: 1)"), offset: 5),
      rendered: """
        imshell: <stdin>:2:6: error: bad
          .abc(x: 1)
               ^
        """),
    RenderCase(
      id: "offset zero",
      diagnostic: Diagnostic(.syntax, "bad", source: SourceLine(file: "f", line: 1, text: "garbage"), offset: 0),
      rendered: "imshell: f:1:1: error: bad\n  garbage\n  ^"),
    RenderCase(
      id: "expected and suggestion",
      diagnostic: Diagnostic(
        .syntax, "unknown", source: SourceLine(file: "f", line: 1, text: ":wach"), offset: 0, expected: [":watch", ":watches"],
        suggestion: ":watch"),
      rendered: """
        imshell: f:1:1: error: unknown
          :wach
          ^
          expected one of: :watch, :watches
          did you mean ':watch'?
        """),
    RenderCase(
      id: "expected without a source", diagnostic: Diagnostic(.command, "no", expected: ["a"]),
      rendered: "imshell: error: no\n  expected one of: a"),
    RenderCase(
      id: "second physical line",
      diagnostic: Diagnostic(.syntax, "bad", source: SourceLine(file: "f", line: 10, text: ".a(\n  b: 1,\n  c: 2)"), offset: 10),
      rendered: """
        imshell: f:11:7: error: bad
            b: 1,
                ^
        """),
    RenderCase(
      id: "third physical line",
      diagnostic: Diagnostic(.syntax, "bad", source: SourceLine(file: "f", line: 10, text: ".a(\n  b: 1,\n  c: 2)"), offset: 14),
      rendered: "imshell: f:12:3: error: bad\n    c: 2)\n    ^"),
    RenderCase(
      id: "multi-byte characters count as one column",
      diagnostic: Diagnostic(.syntax, "bad", source: SourceLine(file: "f", line: 1, text: #":echo "é→" x"#), offset: 11),
      rendered: "imshell: f:1:12: error: bad\n  :echo \"é→\" x\n             ^"),
  ]

  @Test(arguments: Self.renderCases)
  func renders(_ testCase: RenderCase) {
    #expect(testCase.diagnostic.rendered(program: "imshell") == testCase.rendered)
  }

  /// An offset into a multi-line source and the physical place it maps to.
  struct LocationCase: Sendable, CustomTestStringConvertible {
    let offset: Int
    let line: Int
    let column: Int
    let text: String
    var testDescription: String { "offset \(self.offset)" }
  }

  /// `ab\ncde\n\nf`, starting at line 5.
  static let source = SourceLine(file: "f", line: 5, text: "ab\ncde\n\nf")

  @Test(arguments: [
    LocationCase(offset: 0, line: 5, column: 1, text: "ab"),
    LocationCase(offset: 2, line: 5, column: 3, text: "ab"),
    LocationCase(offset: 3, line: 6, column: 1, text: "cde"),
    LocationCase(offset: 5, line: 6, column: 3, text: "cde"),
    LocationCase(offset: 6, line: 6, column: 4, text: "cde"),
    LocationCase(offset: 7, line: 7, column: 1, text: ""),
    LocationCase(offset: 8, line: 8, column: 1, text: "f"),
    LocationCase(offset: 9, line: 8, column: 2, text: "f"),
    LocationCase(offset: 40, line: 8, column: 2, text: "f"),
    LocationCase(offset: -3, line: 5, column: 1, text: "ab"),
  ])
  func locatesOffset(_ testCase: LocationCase) {
    let location = Self.source.location(ofOffset: testCase.offset)
    #expect(location.line == testCase.line)
    #expect(location.column == testCase.column)
    #expect(location.text == testCase.text)
  }

  @Test func literalErrorBecomesASyntaxDiagnosticShiftedByBase() {
    let error = LiteralError(position: 3, message: "m", expected: ["x"], suggestion: "y")
    let source = SourceLine(file: "f", line: 1, text: "0123456789")
    let diagnostic = Diagnostic(error, in: source, base: 4)
    #expect(diagnostic == Diagnostic(.syntax, "m", source: source, offset: 7, expected: ["x"], suggestion: "y"))
    #expect(Diagnostic(LiteralError(position: nil, message: "m"), in: source, base: 4).offset == nil)
  }

  @MainActor @Test func reportedDiagnosticIsPrintedOnceToStandardError() async {
    let harness = ShellHarness()
    let failure = await harness.feed(".nope")
    #expect(harness.output.isEmpty)
    #expect(harness.errors == (failure?.rendered(program: "imshell") ?? "?") + "\n")
  }

  // MARK: - Bounded output

  @Test func aLongLineIsShownAsAWindowAroundTheColumn() {
    let text = String(repeating: "a", count: 500_000) + "!" + String(repeating: "b", count: 500_000)
    let diagnostic = Diagnostic(.syntax, "bad", source: SourceLine(file: "<stdin>", line: 1, text: text), offset: 500_000)
    let lines = diagnostic.rendered(program: "imshell").split(separator: "\n").map(String.init)
    #expect(lines[0] == "imshell: <stdin>:1:500001: error: bad")
    #expect(lines[1].count <= 2 + 122)
    #expect(lines[1].hasPrefix("  …a") && lines[1].hasSuffix("b…"))
    // The caret stands under the character the column names.
    let caret = lines[2].count - 1
    let marked = lines[1][lines[1].index(lines[1].startIndex, offsetBy: caret)]
    #expect(marked == "!")
  }

  @Test func aWindowAtEitherEndIsCutOnOneSideOnly() {
    let text = String(repeating: "x", count: 300)
    #expect(Diagnostic.window(text, column: 1) == (String(repeating: "x", count: 120) + "…", 1))
    #expect(Diagnostic.window(text, column: 300) == ("…" + String(repeating: "x", count: 120), 121))
    #expect(Diagnostic.window("short", column: 3) == ("short", 3))
  }

  @Test func quotedInputIsClippedInMessagesExpectationsAndSuggestions() {
    let word = String(repeating: "w", count: 100_000)
    let diagnostic = Diagnostic(.command, "no state path '\(word)'", expected: [word], suggestion: word)
    let rendered = diagnostic.rendered(program: "imshell")
    #expect(rendered.count < 1_600)
    #expect(rendered.hasPrefix("imshell: error: no state path 'www"))
    #expect(rendered.contains("…"))
  }
}
