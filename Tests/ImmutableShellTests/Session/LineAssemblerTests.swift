@testable import ImmutableShell
import Testing
import TypedLiterals

/// `LineAssembler`: physical lines joined into logical ones while `(`, `[` or a string is open.
@Suite struct LineAssemblerTests {
  /// Physical lines fed in order, and the logical lines that come out (by first line number).
  struct AssemblyCase: Sendable, CustomTestStringConvertible {
    let id: String
    let physical: [String]
    let logical: [Int: String]
    /// Whether a line is still open after the last one.
    var isContinuing = false
    var testDescription: String { self.id }
  }

  static let cases: [AssemblyCase] = [
    AssemblyCase(id: "complete action", physical: [".a(b: 1)"], logical: [1: ".a(b: 1)"]),
    AssemblyCase(id: "complete command", physical: [":select f(x: [1])"], logical: [1: ":select f(x: [1])"]),
    AssemblyCase(id: "open paren", physical: [".a("], logical: [:], isContinuing: true),
    AssemblyCase(id: "open paren closed", physical: [".a(", "b: 1", ")"], logical: [1: ".a(\nb: 1\n)"]),
    AssemblyCase(id: "a command never continues", physical: [":echo [", "]"], logical: [1: ":echo [", 2: "]"]),
    AssemblyCase(
      id: "an unclosed command argument leaves the script alone", physical: [":actions .ui(.animalList", ".a", ":echo x"],
      logical: [1: ":actions .ui(.animalList", 2: ".a", 3: ":echo x"]),
    AssemblyCase(
      id: "a command cuts an open action short", physical: [".a(", "b: 1", ":echo x", ".c"],
      logical: [1: ".a(\nb: 1", 3: ":echo x", 4: ".c"]),
    AssemblyCase(id: "an indented command cuts too", physical: [".a(", "  :echo x"], logical: [1: ".a(", 2: "  :echo x"]),
    AssemblyCase(id: "nested", physical: [".a(b: [", "1, (2", ")])"], logical: [1: ".a(b: [\n1, (2\n)])"]),
    AssemblyCase(id: "open string", physical: [#".a(b: "x"#, #"y")"#], logical: [1: ".a(b: \"x\ny\")"]),
    AssemblyCase(id: "escaped quote stays open", physical: [#".a(b: "x\")"#], logical: [:], isContinuing: true),
    AssemblyCase(id: "escaped backslash closes", physical: [#".a(b: "x\\")"#], logical: [1: #".a(b: "x\\")"#]),
    AssemblyCase(id: "brackets inside a string do not count", physical: [#".a(b: "((")"#], logical: [1: #".a(b: "((")"#]),
    AssemblyCase(id: "extra closer is complete", physical: [".a())"], logical: [1: ".a())"]),
    AssemblyCase(id: "comment never continues", physical: ["# (", ".a"], logical: [1: "# (", 2: ".a"]),
    AssemblyCase(id: "garbage never continues", physical: ["garbage (", ".a"], logical: [1: "garbage (", 2: ".a"]),
    AssemblyCase(id: "blank line", physical: ["   "], logical: [1: "   "]),
    AssemblyCase(id: "indented action continues", physical: ["   .a(", ")"], logical: [1: "   .a(\n)"]),
    AssemblyCase(id: "blank line inside a continuation", physical: [".a(", "", ")"], logical: [1: ".a(\n\n)"]),
    AssemblyCase(id: "second logical line numbered from its start", physical: [".a", ".b(", ")", ".c"], logical: [1: ".a", 2: ".b(\n)", 4: ".c"]),
  ]

  @Test(arguments: Self.cases)
  func assembles(_ testCase: AssemblyCase) {
    var assembler = LineAssembler()
    var logical: [Int: String] = [:]
    for (index, text) in testCase.physical.enumerated() {
      for line in assembler.feed(text, file: "f", number: index + 1) {
        #expect(line.file == "f")
        #expect(logical[line.line] == nil)
        logical[line.line] = line.text
      }
    }
    #expect(logical == testCase.logical)
    #expect(assembler.isContinuing == testCase.isContinuing)
  }

  @Test func flushReturnsTheUnfinishedLineOnce() {
    var assembler = LineAssembler()
    #expect(assembler.flush(file: "f") == nil)
    #expect(assembler.feed(".a", file: "f", number: 3).count == 1)
    #expect(assembler.feed(".b(", file: "f", number: 4).isEmpty)
    #expect(assembler.feed("c: 1", file: "f", number: 5).isEmpty)
    #expect(assembler.flush(file: "end") == SourceLine(file: "end", line: 4, text: ".b(\nc: 1"))
    #expect(!assembler.isContinuing)
    #expect(assembler.flush(file: "end") == nil)
  }

  @Test func discardDropsTheUnfinishedLine() {
    var assembler = LineAssembler()
    #expect(assembler.feed(".b(", file: "f", number: 1).isEmpty)
    #expect(assembler.isContinuing)
    assembler.discard()
    #expect(!assembler.isContinuing)
    #expect(assembler.feed(".c", file: "f", number: 2) == [SourceLine(file: "f", line: 2, text: ".c")])
  }

  /// Where an open bracket or string is reported: its offset, innermost first.
  @Test(arguments: [
    ("(", 0, "this '(' is never closed"),
    (".a(b: [1, 2", 6, "this '[' is never closed"),
    (".a(b: [1], c: (", 14, "this '(' is never closed"),
    (#".a(b: "x)"#, 6, "this string is never closed"),
    (#".a(b: "(", c: 1"#, 2, "this '(' is never closed"),
  ])
  func reportsTheInnermostOpener(text: String, offset: Int, message: String) {
    let open = OpenBrackets(text).innermostOpen
    #expect(open?.offset == offset)
    #expect(open?.message == message)
  }

  @Test func balancedTextHasNothingOpen() {
    #expect(OpenBrackets(#".a(b: [1, "]"], c: ("x"))"#).innermostOpen == nil)
    #expect(!OpenBrackets(".a())").isUnbalanced)
  }

  /// An action line carries the scan that decided it was complete, so the parser does not scan
  /// its brackets again; a command line carries none (its literal starts after its words).
  @Test func anActionLineCarriesItsBracketScanAndACommandLineDoesNot() {
    var assembler = LineAssembler()
    let action = assembler.feed("  .a(b: [1])", file: "f", number: 1)
    #expect(action.first?.actionBrackets == OpenBrackets("  .a(b: [1])"))
    #expect(assembler.feed(":echo (", file: "f", number: 2).first?.actionBrackets == nil)
    _ = assembler.feed(".a(b: [1,", file: "f", number: 3)
    let cut = assembler.flush(file: "f")
    #expect(cut?.actionBrackets?.innermostOpen?.offset == 6)
  }

  /// The cut-short line's diagnostic points at the innermost opener, from the assembler's scan.
  @MainActor @Test func aCutShortActionFailsAtItsInnermostOpener() {
    let line = SourceLine(file: "f", line: 1, text: "  .a(b: [1,", actionBrackets: OpenBrackets("  .a(b: [1,"))
    let error = #expect(throws: Diagnostic.self) { try line.literal(startingAt: 2) }
    #expect(error?.rendered(program: "t").contains("f:1:9") == true)
    #expect(error?.message == "this '[' is never closed")
  }
}
