import Foundation
@testable import ImmutableShell
import Testing

/// History and time travel (`:history`, `:undo`, `:redo`, `:jump`, `:reset`), replay scripts
/// (`:save`, `:read`) and `:repeat`.
@MainActor @Suite struct HistoryTests {
  /// A shell with three increments and one decrement typed: values 1, 2, 3, 2.
  func fourDispatches(traces: TraceSettings = .standard) async -> ShellHarness {
    let harness = ShellHarness(traces: traces)
    await harness.succeeds(
      ".didTapIncrementButton", ".didTapIncrementButton", ".didTapIncrementButton", ".didTapDecrementButton")
    return harness
  }

  @Test func historyListsDispatchesAndMarksTheCurrentOne() async {
    let harness = ShellHarness()
    #expect(await harness.lines(of: ":history") == ["no dispatches yet"])
    await harness.succeeds(".didTapIncrementButton", ".didTapDecrementButton")
    #expect(await harness.lines(of: ":history") == ["  #1 .didTapIncrementButton", "→ #2 .didTapDecrementButton"])
  }

  @Test func undoGoesBackWithoutDispatching() async {
    let harness = await self.fourDispatches()
    #expect(await harness.lines(of: ":undo") == ["at #3 of 4", "   state   value: 2 → 3"])
    #expect(await harness.counterValue() == "3")
    #expect(await harness.lines(of: ":undo 2") == ["at #1 of 4", "   state   value: 3 → 1"])
    #expect(
      await harness.lines(of: ":history") == [
        "→ #1 .didTapIncrementButton", "  #2 .didTapIncrementButton", "  #3 .didTapIncrementButton",
        "  #4 .didTapDecrementButton",
      ])
    #expect(await harness.lines(of: ":undo 0") == ["at #1 of 4"], "no change, no state line")
  }

  @Test func redoGoesForwardOneStep() async {
    let harness = await self.fourDispatches()
    await harness.succeeds(":undo 3")
    #expect(await harness.lines(of: ":redo") == ["at #2 of 4", "   state   value: 1 → 2"])
    #expect(await harness.lines(of: ":redo") == ["at #3 of 4", "   state   value: 2 → 3"])
    #expect(await harness.lines(of: ":redo") == ["at #4 of 4", "   state   value: 3 → 2"])
    let (failure, errors) = await harness.fails(":redo", kind: .command)
    #expect(failure?.message == "nothing to redo")
    #expect(errors.hasPrefix("imshell: <test>:9:6: error: nothing to redo\n"))
  }

  @Test func jumpGoesToAnyDispatchOrTheInitialState() async {
    let harness = await self.fourDispatches()
    #expect(await harness.lines(of: ":jump 0") == ["at #0 of 4", "   state   value: 2 → 0"])
    #expect(await harness.counterValue() == "0")
    #expect(await harness.lines(of: ":jump 3") == ["at #3 of 4", "   state   value: 0 → 3"])
    #expect(await harness.lines(of: ":jump 4") == ["at #4 of 4", "   state   value: 3 → 2"])
  }

  /// A time-travel line that must fail after four dispatches, with its message and column.
  struct BadTravel: Sendable, CustomTestStringConvertible {
    let line: String
    let message: String
    let column: Int
    var testDescription: String { self.line }
  }

  @Test(arguments: [
    BadTravel(line: ":jump 5", message: "no dispatch #5; history holds #1…#4 (0 is the initial state)", column: 7),
    BadTravel(line: ":jump   9", message: "no dispatch #9; history holds #1…#4 (0 is the initial state)", column: 9),
    BadTravel(line: ":jump", message: "expected a dispatch number", column: 6),
    BadTravel(line: ":jump x", message: "expected a number, found 'x'", column: 7),
    BadTravel(line: ":jump -1", message: "expected a number, found '-1'", column: 7),
    BadTravel(line: ":undo 5", message: "only 4 dispatches to undo", column: 7),
    BadTravel(line: ":undo two", message: "expected a number, found 'two'", column: 7),
  ])
  func badTimeTravelIsRefused(_ testCase: BadTravel) async {
    let harness = await self.fourDispatches()
    let (failure, errors) = await harness.fails(testCase.line, kind: .command)
    #expect(failure?.message == testCase.message)
    #expect(errors.hasPrefix("imshell: <test>:5:\(testCase.column): error: \(testCase.message)\n  \(testCase.line)\n"))
    #expect(await harness.counterValue() == "2", "the state did not move")
  }

  @Test func dispatchAfterUndoTruncatesTheFuture() async {
    let harness = await self.fourDispatches()
    await harness.succeeds(":undo 3")
    #expect(await harness.lines(of: ".didTapDecrementButton") == ["#2 .didTapDecrementButton", "   state   value: 1 → 0"])
    #expect(await harness.lines(of: ":history") == ["  #1 .didTapIncrementButton", "→ #2 .didTapDecrementButton"])
    await harness.fails(":redo", kind: .command)
    await harness.fails(":jump 3", kind: .command)
    #expect(await harness.lines(of: ":undo") == ["at #1 of 2", "   state   value: 0 → 1"])
  }

  @Test func timeTravelRunsNoListenerDecisionsButRebuildsWatches() async {
    let harness = await self.fourDispatches(traces: TraceSettings(enabled: [.actions, .state, .listeners]))
    await harness.succeeds(":watch v = selectValue()", ":watch inc = selectValue() filter: isIncrement()")
    // #2 and #4 both left 2: no state line, and no listener decision either.
    #expect(await harness.lines(of: ":undo 2") == ["at #2 of 4", "   W1 v → 2", "   W2 inc → 2"])
    #expect(await harness.lines(of: ":jump 3") == ["at #3 of 4", "   state   value: 2 → 3", "   W1 v → 3", "   W2 inc → 3"])
    // Watches keep working on the relaunched store.
    #expect(
      await harness.lines(of: ".didTapDecrementButton") == [
        "#4 .didTapDecrementButton", "   state   value: 3 → 2", "   W1 v  output: changed → 2",
        "   · 1 watch idle: 1 filtered out",
      ])
    await harness.succeeds(":expect inc == 3", ":expect v == 2")
  }

  @Test func resetRelaunchesWithWatchesAndEmptyHistory() async {
    let harness = await self.fourDispatches(traces: TraceSettings(enabled: [.actions, .listeners]))
    await harness.succeeds(":watch v = selectValue()", ":watch selectIsAtLeast(value: 1)")
    #expect(
      await harness.lines(of: ":reset") == [
        "relaunched counter: initial state, 2 watches rebuilt", "   W1 v → 0", "   W2 → false",
      ])
    #expect(await harness.lines(of: ":history") == ["no dispatches yet"])
    #expect(await harness.counterValue() == "0")
    await harness.fails(":undo", kind: .command)
    #expect(
      await harness.lines(of: ".didTapIncrementButton") == [
        "#1 .didTapIncrementButton", "   W1 v  output: changed → 1", "   W2    output: changed → true",
      ], "numbering restarts and the watches follow the new store")
  }

  @Test func resetKeepsADomainSetting() async {
    let harness = ShellHarness()
    await harness.succeeds(":set reducer throwing", ":reset")
    await harness.fails(".didTapIncrementButton", kind: .reducerThrew)
  }

  @Test func saveWritesWatchesAndTypedActionsUpToTheCurrentPosition() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory + "/session.imsh"
      let harness = await self.fourDispatches()
      await harness.succeeds(":watch v = selectValue() filter: isIncrement()", ":watch selectIsAtLeast(value: 2)", ":undo")
      #expect(await harness.lines(of: ":save \(path)") == ["saved \(path)"])
      let script = try String(contentsOfFile: path, encoding: .utf8)
      #expect(
        script == """
          #!imshell counter
          :watch v = selectValue() filter: isIncrement()
          :watch selectIsAtLeast(value: 2)
          .didTapIncrementButton
          .didTapIncrementButton
          .didTapIncrementButton

          """)
    }
  }

  @Test func readingASavedSessionReplaysToTheSameState() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory + "/replay.imsh"
      let original = ShellHarness(domain: ListDomain.self)
      await original.succeeds(
        ":watch total = selectCount()", ".didAppend(value: 3)", ".didAppend(value: 1)", #".didRename(title: "x\"y")"#,
        ".didAppend(value: 4)", ".didClear", ".didAppend(value: 5)", ":undo", ":save \(path)")
      let replayed = ShellHarness(domain: ListDomain.self)
      await replayed.succeeds(":read \(path)")
      for probe in [":state", ":watches", ":select selectTitle()", ":expect total == 0"] {
        #expect(await replayed.lines(of: probe) == original.lines(of: probe), "\(probe)")
      }
      #expect(await replayed.lines(of: ":state") == [#"items: []"#, #"title: "x\"y""#])
      // The undone dispatch is not part of the script.
      #expect(
        await replayed.lines(of: ":history") == [
          "  #1 .didAppend(value: 3)", "  #2 .didAppend(value: 1)", #"  #3 .didRename(title: "x\"y")"#,
          "  #4 .didAppend(value: 4)", "→ #5 .didClear",
        ])
    }
  }

  @Test func readRunsAFileWithContinuationsAndReportsItsLines() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory + "/script.imsh"
      try """
        # a script
        .didAppend(
          value: 3)
        :select selectCount()
        :echo done
        """.write(toFile: path, atomically: true, encoding: .utf8)
      let harness = ShellHarness(domain: ListDomain.self)
      let lines = await harness.lines(of: ":read \(path)")
      #expect(lines.first == "#1 .didAppend(value: 3)")
      #expect(lines.suffix(2) == ["1", "done"])
    }
  }

  @Test func readStopsAtTheFirstErrorAndPointsIntoTheFile() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory + "/broken.imsh"
      try ".didTapIncrementButton\n  .didTapIncrementButon\n.didTapIncrementButton\n"
        .write(toFile: path, atomically: true, encoding: .utf8)
      let harness = ShellHarness()
      let (failure, errors) = await harness.fails(":read \(path)", kind: .syntax)
      #expect(failure?.source?.file == path)
      let lines = ShellHarness.lines(errors)
      #expect(lines.first == "imshell: \(path):2:4: error: '.didTapIncrementButon' is not a case of CounterAction")
      #expect(lines.filter { $0.hasPrefix("imshell:") }.count == 1, "reported once, not again by the outer :read")
      #expect(await harness.counterValue() == "1", "line 3 did not run")
    }
  }

  @Test func readInsideReadIsAllowed() async throws {
    try await withTemporaryDirectory { directory in
      let inner = directory + "/inner.imsh", outer = directory + "/outer.imsh"
      try ".didTapIncrementButton\n".write(toFile: inner, atomically: true, encoding: .utf8)
      try ":read \(inner)\n:read \(inner)\n".write(toFile: outer, atomically: true, encoding: .utf8)
      let harness = ShellHarness()
      await harness.succeeds(":read \(outer)", ":expect selectValue() == 2")
      #expect(harness.shell.readStack.isEmpty)
    }
  }

  @Test func readThatReadsItselfIsRefused() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory + "/loop.imsh"
      try ".didTapIncrementButton\n:read \(path)\n.didTapIncrementButton\n".write(toFile: path, atomically: true, encoding: .utf8)
      let harness = ShellHarness()
      let (failure, errors) = await harness.fails(":read \(path)", kind: .command)
      #expect(failure?.message == "\(path) is already being read (a :read loop)")
      #expect(errors.hasPrefix("imshell: \(path):2:7: error: \(path) is already being read (a :read loop)\n"))
      #expect(await harness.counterValue() == "1")
      #expect(harness.shell.readStack.isEmpty, "the guard unwinds")
      await harness.succeeds(":undo", ":expect selectValue() == 0")
    }
  }

  @Test func mutualReadLoopIsRefused() async throws {
    try await withTemporaryDirectory { directory in
      let first = directory + "/a.imsh", second = directory + "/b.imsh"
      try ":read \(directory)/./b.imsh\n".write(toFile: first, atomically: true, encoding: .utf8)
      try ":read \(first)\n".write(toFile: second, atomically: true, encoding: .utf8)
      let harness = ShellHarness()
      let (failure, _) = await harness.fails(":read \(first)", kind: .command)
      #expect(failure?.message == "\(first) is already being read (a :read loop)")
      #expect(failure?.source?.file == directory + "/./b.imsh", "the path as written, though the guard compares resolved paths")
    }
  }

  @Test(arguments: [
    (":read", "expected a file name"), (":read /nonexistent/imshell/none.imsh", "cannot read /nonexistent/imshell/none.imsh: no such file or directory"),
    (":save", "expected a file name"), (":save /nonexistent/imshell/out.imsh", "cannot write /nonexistent/imshell/out.imsh: the folder /nonexistent/imshell does not exist"),
  ])
  func fileCommandErrors(_ line: String, _ message: String) async {
    let harness = ShellHarness()
    let (failure, _) = await harness.fails(line, kind: .command)
    #expect(failure?.message == message)
  }

  @Test func repeatRunsALineNTimes() async {
    let harness = ShellHarness(traces: TraceSettings(enabled: [.actions]))
    #expect(
      await harness.lines(of: ":repeat 3 .didTapIncrementButton") == [
        "#1 .didTapIncrementButton", "#2 .didTapIncrementButton", "#3 .didTapIncrementButton",
      ])
    #expect(await harness.lines(of: ":repeat 0 .didTapIncrementButton") == [])
    #expect(await harness.lines(of: ":repeat 2 :echo hi") == ["hi", "hi"])
    #expect(await harness.lines(of: ":repeat 2 :repeat 2 .didTapDecrementButton").count == 4)
    await harness.succeeds(":expect selectValue() == -1")
  }

  @Test func repeatSettlesEachRunSoWatchesSeeEveryDispatch() async {
    let harness = ShellHarness(traces: TraceSettings(enabled: [.listeners]))
    await harness.succeeds(":watch selectValue()")
    #expect(
      await harness.lines(of: ":repeat 3 .didTapIncrementButton") == [
        "   W1  output: changed → 1", "   W1  output: changed → 2", "   W1  output: changed → 3",
      ])
  }

  @Test(arguments: [
    (":repeat", "expected a count, then a line", 8), (":repeat x .didTapIncrementButton", "expected a count, then a line", 9),
    (":repeat 3", "expected a line to repeat after 3", 9), (":repeat -1 .didTapIncrementButton", "expected a count, then a line", 9),
  ])
  func repeatNeedsACountAndALine(_ line: String, _ message: String, _ column: Int) async {
    let harness = ShellHarness()
    let (_, errors) = await harness.fails(line, kind: .command)
    #expect(errors.hasPrefix("imshell: <test>:1:\(column): error: \(message)\n  \(line)\n"))
  }

  @Test func errorInARepeatedLinePointsIntoTheTypedLine() async {
    let harness = ShellHarness()
    let (failure, errors) = await harness.fails(":repeat 2  .nope", kind: .syntax)
    #expect(failure?.suggestion == nil)
    #expect(
      ShellHarness.lines(errors).prefix(3) == [
        "imshell: <test>:1:13: error: '.nope' is not a case of CounterAction", "  :repeat 2  .nope", "              ^",
      ])
  }
}

extension HistoryTests {
  @Test func expectThrowsThatDoesNotThrowCommitsNothing() async {
    let harness = ShellHarness()
    await harness.fails(":expect throws .didTapIncrementButton", kind: .expectationFailed)
    #expect(await harness.lines(of: ":history") == ["no dispatches yet"])
    #expect(await harness.lines(of: ":select selectValue()") == ["0"])
  }
}
