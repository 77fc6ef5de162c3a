@testable import ImmutableShell
import Testing

/// How the shell classifies, assembles, echoes and fails input lines (README, "The command language").
@MainActor @Suite struct ShellTests {
  /// One input line and what it must do.
  struct LineCase: Sendable, CustomTestStringConvertible {
    let id: String
    let text: String
    /// Standard output the line prints, exactly.
    let output: [String]
    /// The failure, if the line must fail.
    let kind: Diagnostic.Kind?
    /// Rendered error lines that must appear, in order.
    let errorLines: [String]
    var testDescription: String { self.id }

    init(_ id: String, _ text: String, output: [String] = [], kind: Diagnostic.Kind? = nil, errorLines: [String] = []) {
      self.id = id
      self.text = text
      self.output = output
      self.kind = kind
      self.errorLines = errorLines
    }
  }

  nonisolated static let lineCases: [LineCase] = [
    LineCase("dispatch", ".didTapIncrementButton", output: ["#1 .didTapIncrementButton", "   state   value: 0 → 1"]),
    LineCase("indented dispatch", "  \t.didTapDecrementButton", output: ["#1 .didTapDecrementButton", "   state   value: 0 → -1"]),
    LineCase("command", ":echo hello, world", output: ["hello, world"]),
    LineCase("indented command", "   :select selectValue()", output: ["0"]),
    LineCase("comment", "# .didTapIncrementButton would dispatch"),
    LineCase("indented comment with an open paren", "    # (not a continuation"),
    LineCase("empty line", ""),
    LineCase("blank line", "  \t  "),
    LineCase(
      "garbage", "garbage", kind: .syntax,
      errorLines: [
        "imshell: <test>:1:1: error: expected an action, a command or a comment", "  garbage", "  ^",
        "  expected one of: .case(…) to dispatch, :command (:help lists them), # comment",
      ]),
    LineCase(
      "indented garbage points at its first character", "  didTapIncrementButton", kind: .syntax,
      errorLines: [
        "imshell: <test>:1:3: error: expected an action, a command or a comment", "    didTapIncrementButton", "    ^",
      ]),
    LineCase(
      "garbage with an open paren fails at once", "garbage(", kind: .syntax,
      errorLines: ["imshell: <test>:1:1: error: expected an action, a command or a comment"]),
    LineCase(
      "misspelled case", ".didTapIncrementButon", kind: .syntax,
      errorLines: [
        "imshell: <test>:1:2: error: '.didTapIncrementButon' is not a case of CounterAction", "  .didTapIncrementButon", "   ^",
        "  expected one of: .didTapIncrementButton, .didTapDecrementButton", "  did you mean '.didTapIncrementButton'?",
      ]),
    LineCase(
      "trailing tokens after an action", ".didTapIncrementButton .didTapIncrementButton", kind: .syntax,
      errorLines: ["imshell: <test>:1:24: error: unexpected '.'"]),
    LineCase(
      "unknown command", ":wach selectValue()", kind: .syntax,
      errorLines: ["imshell: <test>:1:1: error: unknown command ':wach'", "  :wach selectValue()", "  ^"]),
  ]

  @Test(arguments: Self.lineCases)
  func classifiesLine(_ testCase: LineCase) async {
    let harness = ShellHarness()
    let failure = await harness.feed(testCase.text)
    #expect(failure?.kind == testCase.kind)
    #expect(harness.shell.prompt == "imshell(counter)> ", "the line ran; nothing continues")
    #expect(harness.outputLines == testCase.output)
    if testCase.errorLines.isEmpty {
      #expect(harness.errors.isEmpty)
    } else {
      expectContiguous(testCase.errorLines, in: ShellHarness.lines(harness.errors))
    }
  }

  @Test func unbalancedActionContinuesUntilClosed() async {
    let harness = ShellHarness(domain: ListDomain.self)
    #expect(harness.shell.prompt == "imshell(list)> ")
    #expect(await harness.feed(".didAppend(") == nil)
    #expect(harness.shell.prompt == "...> ")
    #expect(await harness.feed("  value: [1][0]") == nil)
    #expect(harness.shell.prompt == "...> ")
    #expect(harness.output.isEmpty, "nothing runs before the line is complete")
    #expect(await harness.feed("  ") == nil)
    #expect(harness.shell.prompt == "...> ")
    _ = await harness.feed(")")
    #expect(harness.shell.prompt == "imshell(list)> ")
  }

  @Test func aCommandNeverContinues() async {
    let harness = ShellHarness()
    await harness.succeeds(":echo (first", #":echo "a \" b"#)
    #expect(harness.shell.prompt == "imshell(counter)> ")
    #expect(harness.outputLines == ["(first", #""a \" b"#])
  }

  @Test func openStringInAnActionContinuesAndEscapedQuoteDoesNotClose() async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.feed(#".didRename(title: "a \" b"#)
    #expect(harness.shell.prompt == "...> ")
    await harness.feed(#"c")"#)
    #expect(harness.shell.prompt == "imshell(list)> ")
    #expect(harness.outputLines.first == #"#1 .didRename(title: "a \" b\nc")"#)
  }

  @Test func continuedActionRuns() async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds(".didAppend(", "  value: 4", ")")
    #expect(harness.outputLines == ["#1 .didAppend(value: 4)", "   state   items: [] → [4]"])
  }

  @Test func errorInContinuationPointsAtItsPhysicalLine() async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.feed(".didAppend(")
    let (_, errors) = await harness.fails("  valu: 1)", kind: .syntax)
    expectContiguous(["    valu: 1)", "    ^"], in: ShellHarness.lines(errors))
    #expect(errors.hasPrefix("imshell: <test>:2:3: error: "), "\(errors)")
  }

  @Test func discardPendingLineDropsTheContinuation() async {
    let harness = ShellHarness()
    await harness.feed(".didTapIncrementButton(")
    #expect(harness.shell.prompt == "...> ")
    harness.shell.discardPendingLine()
    #expect(harness.shell.prompt == "imshell(counter)> ")
    await harness.succeeds(".didTapIncrementButton")
    #expect(harness.outputLines == ["#1 .didTapIncrementButton", "   state   value: 0 → 1"])
    #expect(harness.errors.isEmpty)
  }

  @Test func finishInputRunsTheUnfinishedLineAndFails() async {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.feed(".didAppend(value: 1")
    let failure = await harness.shell.finishInput(file: "<test>")
    #expect(failure?.kind == .syntax)
    #expect(harness.errors.hasPrefix("imshell: <test>:1:11: error: this '(' is never closed"))
    #expect(harness.shell.prompt == "imshell(list)> ")
    #expect(await harness.shell.finishInput(file: "<test>") == nil, "nothing left the second time")
  }

  @Test func echoPrintsPromptAndLineBeforeOutput() async {
    let harness = ShellHarness(echo: true)
    await harness.succeeds(".didTapIncrementButton", "# note", ":echo narration", ":select selectIsAtLeast(value: 1)")
    #expect(
      harness.outputLines == [
        "imshell(counter)> .didTapIncrementButton", "#1 .didTapIncrementButton", "   state   value: 0 → 1",
        "imshell(counter)> # note",
        "narration",
        "imshell(counter)> :select selectIsAtLeast(value: 1)", "true",
      ])
  }

  @Test func echoCanBeSwitchedWithSet() async {
    let harness = ShellHarness()
    await harness.succeeds(":set echo on", ".didTapIncrementButton", ":set echo off", ".didTapIncrementButton")
    #expect(harness.shell.echo == false)
    #expect(
      harness.outputLines == [
        "echo = on", "imshell(counter)> .didTapIncrementButton", "#1 .didTapIncrementButton", "   state   value: 0 → 1",
        "imshell(counter)> :set echo off", "echo = off", "#2 .didTapIncrementButton", "   state   value: 1 → 2",
      ])
  }

  /// One `Diagnostic.Kind` and the exit status the README's "Exit status" gives it.
  struct StatusCase: Sendable, CustomTestStringConvertible {
    let kind: Diagnostic.Kind
    let status: Int32
    var testDescription: String { "\(self.kind) → \(self.status)" }
  }

  @Test(arguments: [
    StatusCase(kind: .syntax, status: 1), StatusCase(kind: .reducerThrew, status: 1),
    StatusCase(kind: .command, status: 1), StatusCase(kind: .expectationFailed, status: 2),
    StatusCase(kind: .timeout, status: 1), StatusCase(kind: .interrupted, status: 130),
  ])
  func exitStatusOfKind(_ testCase: StatusCase) {
    #expect(Diagnostic(testCase.kind, "message").exitStatus == testCase.status)
  }

  /// A line that fails through the shell and the status its diagnostic carries.
  struct FailingLine: Sendable, CustomTestStringConvertible {
    let lines: [String]
    let kind: Diagnostic.Kind
    let status: Int32
    var testDescription: String { self.lines.joined(separator: " ⏎ ") }
  }

  @Test(arguments: [
    FailingLine(lines: [".nope"], kind: .syntax, status: 1),
    FailingLine(lines: [":nope"], kind: .syntax, status: 1),
    FailingLine(lines: [":unwatch W1"], kind: .command, status: 1),
    FailingLine(lines: [":set reducer throwing", ".didTapIncrementButton"], kind: .reducerThrew, status: 1),
    FailingLine(lines: [":expect selectValue() == 1"], kind: .expectationFailed, status: 2),
  ])
  func failingLineCarriesItsStatus(_ testCase: FailingLine) async {
    let harness = ShellHarness()
    await harness.succeeds(contentsOf: testCase.lines.dropLast())
    let (failure, _) = await harness.fails(testCase.lines.last!, kind: testCase.kind)
    #expect(failure?.exitStatus == testCase.status)
  }

  /// A repeated action line is parsed and decoded once (`LineCache`), yet each run reports at its own
  /// line, and a line that does not parse fails every time.
  @Test func repeatedLinesFailAtTheirOwnLines() async {
    let harness = ShellHarness()
    await harness.succeeds(".didTapIncrementButton", ".didTapIncrementButton")
    let first = await harness.fails(".didTapIncrementButon", kind: .syntax).errors
    let second = await harness.fails(".didTapIncrementButon", kind: .syntax).errors
    #expect(first.hasPrefix("imshell: <test>:3:") && second.hasPrefix("imshell: <test>:4:"))
    #expect(first.dropFirst("imshell: <test>:3".count) == second.dropFirst("imshell: <test>:4".count))
    await harness.fails(".didTapIncrementButton)", kind: .syntax)
    await harness.fails(".didTapIncrementButton)", kind: .syntax)
    #expect(await harness.counterValue() == "2")
  }

  @Test func reducerThrowLeavesStateAndHistoryAlone() async {
    let harness = ShellHarness()
    await harness.succeeds(".didTapIncrementButton", ":set reducer throwing")
    let (_, errors) = await harness.fails(".didTapIncrementButton", kind: .reducerThrew)
    #expect(
      errors == "imshell: <test>:3: error: the reducer threw the preview reducer always throws "
        + "(action .didTapIncrementButton) for .didTapIncrementButton\n")
    await harness.succeeds(":set reducer default")
    #expect(await harness.counterValue() == "1")
    #expect(await harness.lines(of: ":history") == ["→ #1 .didTapIncrementButton"])
  }

  @Test func unsettledWorkTimesOut() async {
    let harness = ShellHarness(settleTimeout: .milliseconds(60))
    let tracker = harness.counterSession.parts.hub.tracker
    tracker.add()
    defer { tracker.complete() }
    let (failure, errors) = await harness.fails(".didTapIncrementButton", kind: .timeout)
    #expect(failure?.exitStatus == 1)
    #expect(errors.contains("error: effects did not settle within"))
    #expect(harness.outputLines.first == "#1 .didTapIncrementButton", "what did happen is still printed")
  }

  @Test func interruptedWaitFailsWith130() async {
    // The work never completes and the timeout is out of reach: only Ctrl-C can end the wait,
    // and the failure's kind says which one did.
    let harness = ShellHarness(settleTimeout: .seconds(600), isInterrupted: { true })
    let tracker = harness.counterSession.parts.hub.tracker
    tracker.add()
    defer { tracker.complete() }
    let (failure, errors) = await harness.fails(".didTapIncrementButton", kind: .interrupted)
    #expect(failure?.exitStatus == 130)
    #expect(errors.contains(": interrupted while waiting for effects"))
    #expect(!errors.contains("error:"), "a deliberate Ctrl-C is not reported as an error")
  }

  @Test(arguments: [(":quit", 0), (":quit 3", 3), (":q 4", 4), (":exit 5", 5)] as [(String, Int32)])
  func quitRecordsTheStatus(_ text: String, _ status: Int32) async {
    let harness = ShellHarness()
    #expect(harness.shell.quitRequested == false)
    await harness.succeeds(text)
    #expect(harness.shell.quitRequested)
    #expect(harness.shell.quitStatus == status)
  }

  @Test func quitRejectsANonNumber() async {
    let harness = ShellHarness()
    let (_, errors) = await harness.fails(":quit soon", kind: .command)
    #expect(errors.hasPrefix("imshell: <test>:1:7: error: expected an exit status, found 'soon'"))
    #expect(harness.shell.quitRequested == false)
  }

  @Test func domainCommandListsAndReloads() async {
    let harness = ShellHarness()
    await harness.succeeds(".didTapIncrementButton", ":watch selectValue()")
    #expect(
      await harness.lines(of: ":domain") == [
        "* counter    one integer, incremented and decremented (chapters 3–5)",
        "  animals    categories and animals in a local SQLite store or on a server, with side effects (chapters 6–9, 14–17)",
        "  quakes     USGS earthquakes: a remote feed cached in a local SQLite store (chapters 10–13)",
        "  foodtruck  a legacy mutable model migrated screen by screen to a store (FoodTruck tutorial)",
      ])
    #expect(await harness.lines(of: ":domain counter") == ["loaded counter"])
    #expect(await harness.counterValue() == "0", "fresh state")
    #expect(await harness.lines(of: ":watches") == ["no watches"])
    let (_, errors) = await harness.fails(":domain countr", kind: .command)
    #expect(errors.contains("did you mean 'counter'?"))
  }

  @Test func promptNamesTheLoadedDomain() {
    let harness = ShellHarness(domain: ListDomain.self)
    #expect(harness.shell.prompt == "imshell(list)> ")
  }
}
