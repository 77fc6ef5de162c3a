@testable import ImmutableShell
import ImmutableUI
import SampleDomains
import Testing
import TypedLiterals

/// `DispatchRenderer` prints an outcome as `:trace` asks, from the outcome alone.
@Suite struct DispatchRendererTests {
  private func renderer(_ parts: Set<TraceSettings.Part>, detail: TraceSettings.ListenerDetail = .changed) -> DispatchRenderer {
    var traces = TraceSettings(enabled: parts)
    traces.listenerDetail = detail
    return DispatchRenderer(traces: traces, maxItems: 20, style: TextStyle(isColored: false), identity: ElementIdentity(CounterDomain.self))
  }

  /// Dispatch #3, caused by #2; its state change is empty when the state trace is off (the
  /// dispatch step leaves it out, the renderer prints what it is given).
  private func outcome(decisions: [Int: WatchDecision] = [:], changesState: Bool = true) throws -> DispatchOutcome {
    var parser = try LiteralParser(".didTapIncrementButton")
    let action = try parser.value()
    let change = StateDiff.Change(path: "value", old: Literal(.integer(0)), new: Literal(.integer(1)))
    return DispatchOutcome(number: 3, cause: 2, action: action, stateChanges: { changesState ? [change] : [] }, decisions: decisions, effects: ["⇒ thunk save"])
  }

  private let watches = [
    DispatchRenderer.WatchName(number: 1, displayName: "W1"), DispatchRenderer.WatchName(number: 2, displayName: "W2 total"),
  ]

  @Test func actionsStateAndEffectsPrintInThatOrder() throws {
    let lines = self.renderer([.actions, .state, .effects]).lines(for: try self.outcome(), watches: self.watches)
    #expect(lines == ["#3 ← #2 .didTapIncrementButton", "   state   value: 0 → 1", "   effect  ⇒ thunk save"])
  }

  @Test func listenerLinesShowWhatPublishedAndCountTheIdle() throws {
    let decisions = [
      1: WatchDecision(events: [.outputChanged], published: SelectedValue(1), previous: SelectedValue(0)),
      2: WatchDecision(events: [.filterExcluded]),
    ]
    let changed = self.renderer([.listeners]).lines(for: try self.outcome(decisions: decisions, changesState: false), watches: self.watches)
    #expect(changed == ["   W1  output: changed → 1", "   · 1 watch idle: 1 filtered out"])
    let all = self.renderer([.listeners], detail: .all).lines(for: try self.outcome(decisions: decisions, changesState: false), watches: self.watches)
    #expect(all == ["   W1        output: changed → 1", "   W2 total  filter: excluded"])
  }

  @Test func effectsReportedAfterAPrintoutNameTheirDispatchOnlyWhenTraced() {
    #expect(self.renderer([.effects]).laterEffectLines(number: 4, effects: ["⇒ thunk"]) == ["   effect  #4: ⇒ thunk"])
    #expect(self.renderer([.actions]).laterEffectLines(number: 4, effects: ["⇒ thunk"]).isEmpty)
  }
}
