@testable import ImmutableShell
import Testing

/// `:watch`, `:unwatch`, `:watches` and `:stats`: declaring, rebuilding, listing and removing watches.
@MainActor @Suite struct WatchTests {
  @Test func watchPrintsItsDefinitionAndFirstOutput() async {
    let harness = ShellHarness()
    await harness.succeeds(".didTapIncrementButton")
    #expect(await harness.lines(of: ":watch selectValue()") == ["W1 = selectValue() → 1"])
    #expect(
      await harness.lines(of: ":watch big = selectIsAtLeast(value: 2) filter: isIncrement()")
        == ["W2 big = selectIsAtLeast(value: 2) filter: isIncrement() → false"])
    #expect(
      await harness.lines(of: ":watch v = selectValue() deps: selectIsAtLeast(value: 1), selectIsAtLeast(value: 3)")
        == ["W3 v = selectValue() deps: selectIsAtLeast(value: 1), selectIsAtLeast(value: 3) → 1"])
  }

  @Test func watchesListsEveryWatchWithItsPublishedOutput() async {
    let harness = ShellHarness()
    #expect(await harness.lines(of: ":watches") == ["no watches"])
    await harness.succeeds(
      ":watch selectValue()", ":watch inc = selectValue() filter: isIncrement()", ".didTapIncrementButton",
      ".didTapDecrementButton")
    #expect(
      await harness.lines(of: ":watches") == [
        "W1 = selectValue() → 0",
        "W2 inc = selectValue() filter: isIncrement() → 1",
      ])
  }

  @Test func sameDefinitionIsUnchanged() async {
    let harness = ShellHarness()
    await harness.succeeds(":watch v = selectValue() filter: isIncrement()", ".didTapIncrementButton")
    #expect(
      await harness.lines(of: ":watch v = selectValue() filter: isIncrement()")
        == ["W1 v = selectValue() filter: isIncrement() → unchanged"])
    #expect(
      await harness.lines(of: ":watch   v=selectValue()   filter:isIncrement( )")
        == ["W1 v = selectValue() filter: isIncrement() → unchanged"], "spacing is not part of the definition")
    #expect(await harness.lines(of: ":stats") == ["W1 v  filter passed 1/1 · deps ran 0 · output ran 2 · published 2"])
  }

  @Test func redeclaringALabelRebuildsInPlace() async {
    let harness = ShellHarness()
    await harness.succeeds(":watch v = selectValue()", ":watch other = selectValue()", ".didTapIncrementButton", ".didTapIncrementButton")
    #expect(
      await harness.lines(of: ":watch v = selectIsAtLeast(value: 2)")
        == ["W1 v = selectIsAtLeast(value: 2) → rebuilt, output true"])
    #expect(
      await harness.lines(of: ":watches") == [
        "W1 v = selectIsAtLeast(value: 2) → true", "W2 other = selectValue() → 2",
      ], "the number and the place in the list stay")
    await harness.succeeds(":trace listeners on")
    #expect(
      await harness.lines(of: ".didTapDecrementButton") == [
        "#3 .didTapDecrementButton", "   state   value: 2 → 1",
        "   W1 v      output: changed → false",
        "   W2 other  output: changed → 1",
      ], "the rebuilt watch follows the new definition")
  }

  @Test func rebuiltWatchIsExpectedAsItsNewType() async {
    let harness = ShellHarness()
    await harness.succeeds(":watch v = selectValue()", ":watch v = selectIsAtLeast(value: 1)")
    // The published output is now a Bool, so `false` must read as a Bool, not as the old Int.
    await harness.succeeds(":expect v == false")
    await harness.succeeds(".didTapIncrementButton", ":expect v == true")
  }

  @Test func rebuildingAnIdRedefinesThatWatch() async {
    let harness = ShellHarness()
    await harness.succeeds(":watch selectValue()")
    #expect(await harness.lines(of: ":watch W1 = selectIsAtLeast(value: 0)") == ["W1 = selectIsAtLeast(value: 0) → rebuilt, output true"])
    #expect(await harness.lines(of: ":watches") == ["W1 = selectIsAtLeast(value: 0) → true"])
  }

  /// A redefinition runs a new listener (its output type may differ); `:stats` still counts the
  /// watch's whole life.
  @Test func statsSumEveryDefinitionOfAWatch() async {
    let harness = ShellHarness()
    await harness.succeeds(":watch v = selectValue()", ".didTapIncrementButton")
    #expect(await harness.lines(of: ":stats") == ["W1 v  no filter · deps ran 0 · output ran 2 · published 2"])
    await harness.succeeds(":watch v = selectIsAtLeast(value: 1)", ".didTapIncrementButton")
    #expect(
      await harness.lines(of: ":stats") == ["W1 v  no filter · deps ran 0 · output ran 4 · published 3"],
      "the new listener's start publishes true, the next increment leaves it true")
  }

  @Test func statsCountFilterDependenciesAndOutputs() async {
    let harness = ShellHarness()
    #expect(await harness.lines(of: ":stats") == ["no watches"])
    await harness.succeeds(
      ":watch plain = selectValue()", ":watch inc = selectValue() filter: isIncrement()",
      ":watch gated = selectValue() deps: selectIsAtLeast(value: 2)")
    await harness.succeeds(
      ".didTapIncrementButton", ".didTapIncrementButton", ".didTapDecrementButton", ".didTapIncrementButton",
      ".didTapIncrementButton")
    // Values 1, 2, 1, 2, 3. Starts count as a run and a publication.
    #expect(
      await harness.lines(of: ":stats") == [
        "W1 plain  no filter · deps ran 0 · output ran 6 · published 6",
        "W2 inc    filter passed 4/5 · deps ran 0 · output ran 5 · published 4",
        "W3 gated  no filter · deps ran 6 · output ran 4 · published 4",
      ])
  }

  @Test func unwatchRemovesByLabelOrId() async {
    let harness = ShellHarness()
    await harness.succeeds(":watch a = selectValue()", ":watch selectIsAtLeast(value: 1)", ":watch c = selectValue()")
    #expect(await harness.lines(of: ":unwatch a") == ["removed W1 a"])
    #expect(await harness.lines(of: ":unwatch W2") == ["removed W2"])
    #expect(await harness.lines(of: ":watches") == ["W3 c = selectValue() → 0"])
    await harness.succeeds(":trace listeners on")
    #expect(
      await harness.lines(of: ".didTapIncrementButton") == [
        "#1 .didTapIncrementButton", "   state   value: 0 → 1", "   W3 c  output: changed → 1",
      ], "removed watches neither trace nor block settling")
    #expect(await harness.lines(of: ":unwatch c") == ["removed W3 c"])
    #expect(await harness.lines(of: ":watches") == ["no watches"])
    #expect(await harness.lines(of: ".didTapIncrementButton") == ["#2 .didTapIncrementButton", "   state   value: 1 → 2"])
  }

  @Test func unwatchUnknownNameSuggests() async {
    let harness = ShellHarness()
    await harness.succeeds(":watch total = selectValue()", ":watch selectIsAtLeast(value: 1)")
    let (failure, errors) = await harness.fails(":unwatch  totl", kind: .command)
    #expect(failure?.suggestion == "total")
    #expect(failure?.expected == ["W1", "total", "W2"], "each name once")
    expectContiguous(
      [
        "imshell: <test>:3:11: error: no watch named 'totl'", "  :unwatch  totl", "            ^",
        "  expected one of: W1, total, W2", "  did you mean 'total'?",
      ], in: ShellHarness.lines(errors))
    let (_, missing) = await harness.fails(":unwatch", kind: .command)
    #expect(missing.hasPrefix("imshell: <test>:4:9: error: expected a watch id or label\n"))
  }

  /// A `:watch` line that must fail, and where.
  struct BadWatch: Sendable, CustomTestStringConvertible {
    let id: String
    let text: String
    let message: String
    let column: Int
    var expected: [String] = []
    var suggestion: String?
    var testDescription: String { self.id }
  }

  nonisolated static let badWatches: [BadWatch] = [
    BadWatch(
      id: "unknown selector", text: ":watch selectValu()", message: "unknown selector 'selectValu'", column: 8,
      expected: ["selectValue(…)", "selectIsAtLeast(…)"], suggestion: "selectValue"),
    BadWatch(
      id: "unknown selector after a label", text: ":watch v = selectIsAtleast(value: 1)",
      message: "unknown selector 'selectIsAtleast'", column: 12, expected: ["selectValue(…)", "selectIsAtLeast(…)"],
      suggestion: "selectIsAtLeast"),
    BadWatch(
      id: "unknown filter", text: ":watch x = selectValue() filter: isIncrem()", message: "unknown filter 'isIncrem'",
      column: 34, expected: ["isIncrement(…)"], suggestion: "isIncrement"),
    BadWatch(
      id: "unknown dependency", text: ":watch selectValue() deps: selectIsAtLeast(value: 1), selectVal()",
      message: "unknown selector 'selectVal'", column: 55, expected: ["selectValue(…)", "selectIsAtLeast(…)"],
      suggestion: "selectValue"),
    BadWatch(
      id: "wrong argument label", text: ":watch selectIsAtLeast(valu: 1)", message: "selectIsAtLeast has no parameter 'valu:'",
      column: 24, expected: ["selectIsAtLeast(value: Int)"]),
    BadWatch(
      id: "unlabelled argument", text: ":watch selectIsAtLeast(1)", message: "selectIsAtLeast has no parameter '_:'",
      column: 24, expected: ["selectIsAtLeast(value: Int)"]),
    BadWatch(
      id: "wrong argument type", text: #":watch selectIsAtLeast(value: "a")"#, message: "expected Int, found a string",
      column: 31, expected: ["an integer"]),
    BadWatch(
      id: "missing argument", text: ":watch selectIsAtLeast()", message: "missing argument 'value:'", column: 8,
      expected: ["selectIsAtLeast(value: Int)"]),
    BadWatch(
      id: "filter with an argument it lacks", text: ":watch selectValue() filter: isIncrement(value: 1)",
      message: "isIncrement has no parameter 'value:'", column: 42, expected: ["isIncrement()"]),
    BadWatch(
      id: "label with arguments", text: ":watch v(1) = selectValue()", message: "a label cannot take arguments", column: 8),
    BadWatch(
      id: "unknown clause", text: ":watch selectValue() where: isIncrement()", message: "unknown clause 'where:'",
      column: 22, expected: ["filter:", "deps:"]),
    BadWatch(
      id: "nothing to watch", text: ":watch", message: "expected a label or a selector, found end of line", column: 7,
      expected: ["a name"]),
  ]

  @Test(arguments: Self.badWatches)
  func badWatchIsRefused(_ testCase: BadWatch) async {
    let harness = ShellHarness()
    let (failure, errors) = await harness.fails(testCase.text, kind: .syntax)
    #expect(failure?.message == testCase.message)
    #expect(failure?.expected == testCase.expected)
    #expect(failure?.suggestion == testCase.suggestion)
    #expect(errors.hasPrefix("imshell: <test>:1:\(testCase.column): error: \(testCase.message)\n  \(testCase.text)\n"))
    #expect(await harness.lines(of: ":watches") == ["no watches"], "nothing was added")
  }

  @Test func failedRedeclarationKeepsTheOldWatch() async {
    let harness = ShellHarness()
    await harness.succeeds(":watch v = selectValue()")
    await harness.fails(":watch v = selectValu()", kind: .syntax)
    #expect(await harness.lines(of: ":watches") == ["W1 v = selectValue() → 0"])
  }
}
