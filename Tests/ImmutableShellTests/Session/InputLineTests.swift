@testable import ImmutableShell
import Testing

/// How input lines end: a command never continues, an unclosed action is reported where it
/// opened, and `:select` reads the projections `:expect` reads.
@MainActor @Suite struct InputLineTests {
  @Test func aCommandWithAnOpenBracketDoesNotSwallowTheNextLine() async {
    let harness = ShellHarness(domain: ListDomain.self)
    let (_, errors) = await harness.fails(":select selectItems(", kind: .syntax)
    #expect(errors.contains("<test>:1:20: error: this '(' is never closed"), "\(errors)")
    #expect(await harness.lines(of: ".didAppend(value: 3)").first == "#1 .didAppend(value: 3)")
  }

  @Test func actionsWithAnUnclosedPrefixListsWhatStartsSo() async {
    let harness = ShellHarness(domain: ListDomain.self)
    #expect(await harness.lines(of: ":actions .didApp") == [".didAppend(value:)"])
    await harness.succeeds(":actions .didAppend(")
    #expect(!harness.shell.prompt.hasPrefix("..."))
  }

  @Test func anUnclosedActionIsReportedAtItsOpenBracketQuotingThatLineOnly() async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds(".didAppend(value: [", "1,")
    let (_, errors) = await harness.fails(":echo after", kind: .syntax)
    #expect(
      errors == """
        imshell: <test>:1:19: error: this '[' is never closed
          .didAppend(value: [
                            ^
          expected one of: ']'

        """)
    #expect(!harness.output.contains("after"), "the command after a failed line does not run")
    #expect(await harness.lines(of: ":echo next") == ["next"])
  }

  @Test func anUnclosedActionAtTheEndOfInputIsReportedAtItsOpenBracket() async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds("  .didRename(title: \"x", "y")
    let failure = await harness.shell.finishInput(file: "<test>")
    #expect(failure?.kind == .syntax)
    #expect(harness.errors.hasPrefix("imshell: <test>:1:21: error: this string is never closed\n  "), "\(harness.errors)")
  }

  /// `:select` lines on the list domain after appending 3, 1, 4, and what they print.
  @Test(arguments: [
    (":select selectItems().count", "3"),
    (":select selectItems().first", "3"),
    (":select selectItems()[2]", "4"),
    (":select selectPoints().last.y", "16"),
    (":select selectPoints().x", "[3, 1, 4]"),
    (":select selectItems()", "[3, 1, 4]"),
  ])
  func selectTakesProjections(line: String, printed: String) async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds(".didAppend(value: 3)", ".didAppend(1)", ".didAppend(value: 4)")
    #expect(await harness.lines(of: line) == [printed])
  }

  @Test func selectRefusesAProjectionThatDoesNotApply() async {
    let harness = ShellHarness(domain: ListDomain.self)
    let (_, errors) = await harness.fails(":select selectCount().first", kind: .syntax)
    #expect(errors.hasPrefix("imshell: <test>:1:22: error: .first does not apply to 0\n"), "\(errors)")
  }
}
