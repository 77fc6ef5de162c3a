@testable import ImmutableShell
import SampleDomains
import Testing
import TypedLiterals

/// Values fitted to a transcript line, failed expectations that say where, and components that
/// reprint only what changed.
@MainActor @Suite struct FittingPrinterTests {
  static func literal(_ text: String) -> Literal { StateDiffTests.literal(text) }

  @Test(arguments: [
    (#"A(id: "a", name: "b")"#, 80, #"A(id: "a", name: "b")"#),
    ("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]", 20, "[10 items]"),
    (#"[A(id: "a", name: "\#(String(repeating: "n", count: 40))")]"#, 30, #"[A(id: "a", …)]"#),
    (#".ok(value: A(id: "x", name: "\#(String(repeating: "n", count: 40))"))"#, 40, #".ok(value: A(id: "x", …))"#),
    (#""\#(String(repeating: "s", count: 50))""#, 20, #""\#(String(repeating: "s", count: 16))…"#),
  ])
  func fitsWithinTheWidth(text: String, width: Int, printed: String) {
    let fitted = FittingPrinter(maxItems: nil).text(Self.literal(text), width: width)
    #expect(fitted == printed)
    #expect(TranscriptWidth.length(fitted) <= width)
  }

  @Test func widthIsMeasuredInBytesAsAwkDoes() {
    #expect(TranscriptWidth.length("a → b") == 7)
    #expect(TranscriptWidth.length(TranscriptWidth.clipped(String(repeating: "→", count: 100))) <= 160)
  }

  @Test(arguments: [
    ("[1, 2, 3]", "[1, 5, 3]", "[1]"),
    ("[1, 2]", "[1, 2, 3]", ".count"),
    (#"[A(id: "a", n: 1), A(id: "b", n: 2)]"#, #"[A(id: "a", n: 1), A(id: "b", n: 3)]"#, "[1].n"),
    ("3", "4", ""),
  ])
  func firstDifference(found: String, expected: String, path: String) {
    #expect(LiteralDifference.first(found: Self.literal(found), expected: Self.literal(expected))?.path == path)
  }

  @Test func aFailedExpectationOnALongArraySaysWhere() async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds(contentsOf: (1...40).map { ".didAppend(value: \($0 * 1000))" })
    // Typed step by step: as one expression (`String($0 == 7 ? 1 : $0 * 1000)`) it took the
    // type checker 7 s.
    let values: [Int] = (1...40).map { (index: Int) -> Int in index == 7 ? 1 : index * 1000 }
    let expected = "[" + values.map(String.init).joined(separator: ", ") + "]"
    let (_, errors) = await harness.fails(":expect selectItems() == \(expected)", kind: .expectationFailed)
    #expect(errors.contains("expectation failed at [6]: found 7000, expected 1"), "\(errors)")
  }

  @Test func aPassingExpectationPrintsOneShortLine() async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds(contentsOf: (1...40).map { ".didAppend(value: \($0 * 1000))" })
    let values: [Int] = (1...40).map { $0 * 1000 }
    let all = "[" + values.map(String.init).joined(separator: ", ") + "]"
    #expect(await harness.lines(of: ":expect selectItems() == \(all)") == ["   ✓ [40 items]"])
  }

  @Test(arguments: [
    (["t (loading…)", "a", "b", "c", "[x]"], ["t", "a", "b", "c", "[ ]"], ["t (loading…)", "· 3 lines unchanged", "[x]"]),
    (["t", "a", "b"], ["t", "a"], ["t", "a", "b"]),
    (["t", "a", "z"], ["t", "b", "z"], ["t", "a", "z"]),
  ])
  func componentLinesFoldWhatDidNotChange(lines: [String], before: [String], printed: [String]) {
    #expect(MountRenderer.changedLines(lines, before: before) == printed)
  }
}
