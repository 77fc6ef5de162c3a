import CounterData
import ImmutableData
@testable import ImmutableShell
import SampleDomains
import Testing
import TypedLiterals

/// A typed action line is one call into the session (`perform`), which gives back what to print
/// as values, at once when the line settled in its own turn, else as the steps of its wait.
@MainActor @Suite struct LineRunTests {
  private func line(_ text: String) -> SourceLine {
    SourceLine(file: "t", line: 1, text: text)
  }

  private func lines(of printout: Printout) -> [String] {
    printout.lines.compactMap { if case .output(let text) = $0 { text } else { nil } }
  }

  @Test func aLineThatSettlesAtOnceComesBackSettledAndNothingIsWrittenUntilTheShellShowsIt() throws {
    let harness = ShellHarness(traces: TraceSettings(enabled: [.actions, .state, .listeners]))
    _ = try harness.shell.session.watchRegistry.watch(label: nil, definition: Self.definition("selectValue()"))
    harness.mark()
    guard case .settled(let report) = harness.shell.session.perform(self.line(".didTapIncrementButton"), base: 0) else {
      Issue.record("expected a line without effects to settle at once")
      return
    }
    #expect(report.failure == nil)
    #expect(harness.newOutput.isEmpty, "the session gives its lines back; it writes none")
    let printed = self.lines(of: report.printout)
    #expect(printed.first == "#1 .didTapIncrementButton")
    #expect(printed.contains { $0.contains("W1") && $0.contains("output: changed → 1") }, "the watch's decision comes back with it: \(printed)")
  }

  @Test func aLineThatDoesNotReadFailsWithItsPlaceAndDispatchesNothing() {
    let harness = ShellHarness()
    guard case .failed(let error) = harness.shell.session.perform(self.line("  .didTapIncrementButton("), base: 2) else {
      Issue.record("expected a parse failure")
      return
    }
    let diagnostic = error as? Diagnostic
    #expect(diagnostic?.kind == .syntax)
    #expect(diagnostic?.rendered(program: "t").contains("t:1:25") == true, "\(String(describing: diagnostic))")
    #expect(harness.shell.session.timeMachine.position.current == 0)
  }

  @Test func aRepeatedLineIsReadOnceAndDispatchedAgain() throws {
    let harness = ShellHarness()
    let line = self.line(".didTapIncrementButton")
    for _ in 0..<3 { _ = harness.shell.session.perform(line, base: 0) }
    #expect(harness.counterSession.decodedActions.cached(line.text) != nil)
    #expect(harness.counterSession.parts.hub.store.state.value == 3)
  }

  @Test func aLineWithEffectsInFlightComesBackUnsettledAndItsStepsEndSettled() async throws {
    let harness = ShellHarness(domain: AnimalsDomain.self, traces: TraceSettings(enabled: []))
    let run = harness.shell.session.perform(self.line(".ui(.categoryList(.onAppear))"), base: 0)
    guard case .unsettled(let events) = run else {
      Issue.record("expected the fetch the line starts to be in flight")
      return
    }
    var last: SettleEvent?
    while let event = await events.next() { last = event }
    guard case .settled(let report) = last else {
      Issue.record("expected the last step to be .settled")
      return
    }
    #expect(report.failure == nil)
    #expect(await events.next() == nil, "nothing follows the end")
    #expect(harness.shell.session.timeMachine.position.current == 2, "the effect's fetch was dispatched")
  }

  @Test func aWaitThatTimesOutEndsSettledWithTheTimeoutAndWhatDidHappen() async {
    let harness = ShellHarness(settleTimeout: .milliseconds(60))
    let tracker = harness.counterSession.parts.hub.tracker
    tracker.add()
    defer { tracker.complete() }
    guard case .unsettled(let events) = harness.shell.session.perform(self.line(".didTapIncrementButton"), base: 0),
      case .settled(let report) = await events.next()
    else {
      Issue.record("expected an unsettled line whose wait ends")
      return
    }
    #expect((report.failure as? Diagnostic)?.kind == .timeout)
    #expect(self.lines(of: report.printout).first == "#1 .didTapIncrementButton")
  }

  static func definition(_ text: String) throws -> WatchDefinition {
    var parser = try LiteralParser(text)
    return WatchDefinition(selector: try CallSyntax.parse(&parser, what: "a selector"), filter: nil, dependencies: [])
  }
}
