@testable import ImmutableShell
import Testing

/// `:expect SUBJECT == VALUE` and `:expect throws ACTION` (README, "The command language").
@MainActor @Suite struct ExpectTests {
  @Test func selectorExpectationPassesAndPrintsTheValue() async {
    let harness = ShellHarness()
    await harness.succeeds(".didTapIncrementButton", ".didTapIncrementButton")
    #expect(await harness.lines(of: ":expect selectValue() == 2") == ["   ✓ 2"])
    #expect(await harness.lines(of: ":expect selectIsAtLeast(value: 2) == true") == ["   ✓ true"])
    #expect(await harness.lines(of: ":expect selectIsAtLeast(value: 3)==false") == ["   ✓ false"])
  }

  @Test func failedExpectationSaysWhatWasFoundAndPointsAtTheSubject() async {
    let harness = ShellHarness()
    await harness.succeeds(".didTapIncrementButton")
    let (failure, errors) = await harness.fails(":expect  selectValue() == 5", kind: .expectationFailed)
    #expect(failure?.exitStatus == 2)
    #expect(
      errors == """
        imshell: <test>:2:10: error: expectation failed: found 1, expected 5
          :expect  selectValue() == 5
                   ^

        """)
  }

  @Test func watchLabelMeansTheLastPublishedOutput() async {
    let harness = ShellHarness()
    // The dependency only changes when the value crosses 1, so the output is recomputed then and
    // never again: the watch keeps publishing 1 while the live selector moves on.
    await harness.succeeds(":watch v = selectValue() deps: selectIsAtLeast(value: 1)")
    await harness.succeeds(".didTapIncrementButton", ".didTapIncrementButton", ".didTapIncrementButton")
    #expect(await harness.lines(of: ":expect selectValue() == 3") == ["   ✓ 3"])
    #expect(await harness.lines(of: ":expect v == 1") == ["   ✓ 1"])
    #expect(await harness.lines(of: ":expect W1 == 1") == ["   ✓ 1"], "the id works like the label")
    let (_, errors) = await harness.fails(":expect v == 3", kind: .expectationFailed)
    #expect(errors.hasPrefix("imshell: <test>:8:9: error: expectation failed: found 1, expected 3\n"))
  }

  @Test func filteredWatchKeepsItsOutputWhileExcluded() async {
    let harness = ShellHarness()
    await harness.succeeds(":watch inc = selectValue() filter: isIncrement()", ".didTapIncrementButton", ".didTapDecrementButton")
    await harness.succeeds(":expect inc == 1", ":expect selectValue() == 0")
  }

  @Test func nameWithParenthesesIsAlwaysASelector() async {
    let harness = ShellHarness()
    // A watch labelled like a selector: without `()` the label wins, with `()` the selector runs.
    await harness.succeeds(":watch selectValue = selectValue() deps: selectIsAtLeast(value: 9)", ".didTapIncrementButton")
    await harness.succeeds(":expect selectValue == 0", ":expect selectValue() == 1")
  }

  @Test func bareNameWithoutAWatchIsASelectorCall() async {
    let harness = ShellHarness()
    await harness.succeeds(".didTapIncrementButton", ":expect selectValue == 1")
  }

  @Test func expectationAfterUndoSeesTheJumpedState() async {
    let harness = ShellHarness()
    await harness.succeeds(":watch v = selectValue()", ".didTapIncrementButton", ".didTapIncrementButton", ":undo")
    await harness.succeeds(":expect selectValue() == 1", ":expect v == 1")
  }

  /// A `:expect` line on the list domain after appending 3, 1, 4.
  struct ProjectionCase: Sendable, CustomTestStringConvertible {
    let line: String
    let printed: String
    var testDescription: String { self.line }
  }

  @Test(arguments: [
    ProjectionCase(line: ":expect selectItems() == [3, 1, 4]", printed: "[3, 1, 4]"),
    ProjectionCase(line: ":expect selectItems().count == 3", printed: "3"),
    ProjectionCase(line: ":expect selectItems().first == 3", printed: "3"),
    ProjectionCase(line: ":expect selectItems().last == 4", printed: "4"),
    ProjectionCase(line: ":expect selectItems()[1] == 1", printed: "1"),
    ProjectionCase(line: ":expect selectItemsOrNil().count == 3", printed: "3"),
    ProjectionCase(line: ":expect selectItemsOrNil()[2] == 4", printed: "4"),
    ProjectionCase(line: ":expect selectPoints().y == [9, 1, 16]", printed: "[9, 1, 16]"),
    ProjectionCase(line: ":expect selectPoints()[2].y == 16", printed: "16"),
    ProjectionCase(line: ":expect selectPoints().last.x == 4", printed: "4"),
    ProjectionCase(line: ":expect selectPoints().first == Point(x: 3, y: 9)", printed: "Point(x: 3, y: 9)"),
    ProjectionCase(line: ":expect selectTitle() == nil", printed: "nil"),
    ProjectionCase(line: ":expect selectTitle().count == nil", printed: "nil"),
    ProjectionCase(line: ":expect items.count == 3", printed: "3"),
    ProjectionCase(line: ":expect items[0] == 3", printed: "3"),
  ])
  func projection(_ testCase: ProjectionCase) async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds(":watch items = selectItems()", ".didAppend(value: 3)", ".didAppend(1)", ".didAppend(value: 4)")
    #expect(await harness.lines(of: testCase.line) == ["   ✓ " + testCase.printed])
  }

  @Test(arguments: [
    ":expect selectItemsOrNil().count == nil", ":expect selectItemsOrNil().first == nil",
    ":expect selectItemsOrNil()[5] == nil", ":expect selectItems().first == nil", ":expect selectItems().last == nil",
    ":expect selectItems().count == 0", ":expect selectPoints().x == []",
  ])
  func projectionOnNilOrEmpty(_ line: String) async {
    let harness = ShellHarness(domain: ListDomain.self)
    let lines = await harness.lines(of: line)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("   ✓ ") == true)
  }

  @Test func projectionOnAnOptionalStringWhenPresent() async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds(#".didRename(title: "Primes")"#)
    #expect(await harness.lines(of: ":expect selectTitle().count == 6") == ["   ✓ 6"])
    #expect(await harness.lines(of: #":expect selectTitle() == "Primes""#) == [#"   ✓ "Primes""#])
  }

  /// An `:expect` line that must fail, how, and where.
  struct BadExpectation: Sendable, CustomTestStringConvertible {
    let line: String
    let kind: Diagnostic.Kind
    let message: String
    let column: Int
    var testDescription: String { self.line }
  }

  @Test(arguments: [
    BadExpectation(
      line: ":expect selectItems().count == 2", kind: .expectationFailed, message: "expectation failed: found 3, expected 2",
      column: 9),
    BadExpectation(
      line: ":expect selectItems()[7] == 1", kind: .syntax, message: "[7] does not apply to [3, 1, 4]", column: 22),
    BadExpectation(line: ":expect selectCount().first == 1", kind: .syntax, message: ".first does not apply to 3", column: 22),
    BadExpectation(
      line: ":expect selectPoints().z == []", kind: .syntax,
      message: ".z does not apply to [Point(x: 3, y: 9), Point(x: 1, y: 1), Point(x: 4, y: 16)]", column: 23),
    BadExpectation(
      line: #":expect selectItems().first == "3""#, kind: .syntax, message: "expected Int, found a string", column: 32),
    BadExpectation(line: ":expect selectItems() == 3", kind: .syntax, message: "expected [Int], found a number", column: 26),
    BadExpectation(
      line: ":expect selectItems() = [3]", kind: .syntax, message: "expected '==' after the subject, found '='", column: 23),
    BadExpectation(
      line: ":expect selectItems()", kind: .syntax, message: "expected '==' after the subject, found end of line", column: 22),
    BadExpectation(
      line: ":expect selectItems() == [3, 1, 4] extra", kind: .syntax, message: "unexpected 'extra'", column: 36),
    BadExpectation(line: ":expect selectItem() == []", kind: .syntax, message: "unknown selector 'selectItem'", column: 9),
    BadExpectation(line: ":expect nothing == 1", kind: .syntax, message: "unknown selector 'nothing'", column: 9),
    BadExpectation(
      line: ":expect selectItems()[x] == 1", kind: .syntax, message: "expected an index, found 'x'", column: 23),
  ])
  func badExpectation(_ testCase: BadExpectation) async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds(".didAppend(value: 3)", ".didAppend(value: 1)", ".didAppend(value: 4)")
    let (failure, errors) = await harness.fails(testCase.line, kind: testCase.kind)
    #expect(failure?.message == testCase.message)
    #expect(errors.hasPrefix("imshell: <test>:4:\(testCase.column): error: \(testCase.message)\n  \(testCase.line)\n"))
  }

  @Test func expectThrowsPassesWhenTheReducerThrowsAndKeepsTheState() async {
    let harness = ShellHarness()
    await harness.succeeds(".didTapIncrementButton", ":set reducer throwing")
    #expect(
      await harness.lines(of: ":expect throws .didTapIncrementButton") == [
        "   ✓ threw: the preview reducer always throws (action .didTapIncrementButton); state unchanged"
      ])
    await harness.succeeds(":set reducer default", ":expect selectValue() == 1")
    #expect(await harness.lines(of: ":history") == ["→ #1 .didTapIncrementButton"], "nothing was recorded")
  }

  @Test func expectThrowsWithTheTestDomainsThrowingAction() async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds(".didAppend(value: 1)")
    #expect(await harness.lines(of: ":expect throws .didFail") == ["   ✓ threw: list reducer refused; state unchanged"])
    await harness.succeeds(":expect selectItems() == [1]")
  }

  @Test func expectThrowsFailsWhenTheReducerDoesNotThrow() async {
    let harness = ShellHarness()
    let (failure, errors) = await harness.fails(":expect throws .didTapIncrementButton", kind: .expectationFailed)
    #expect(failure?.exitStatus == 2)
    #expect(
      errors.hasPrefix(
        "imshell: <test>:1: error: expected the reducer to throw for .didTapIncrementButton, but it did not\n"))
  }

  @Test func expectThrowsNeedsAValidAction() async {
    let harness = ShellHarness()
    await harness.succeeds(":set reducer throwing")
    let (misspelled, errors) = await harness.fails(":expect throws .didTapIncrement", kind: .syntax)
    #expect(misspelled?.suggestion == ".didTapIncrementButton")
    #expect(errors.hasPrefix("imshell: <test>:2:17: error: '.didTapIncrement' is not a case of CounterAction\n"))
    let (empty, _) = await harness.fails(":expect throws", kind: .syntax)
    #expect(empty?.message == "expected a value, found end of line")
  }
}
