@testable import ImmutableShell
import Testing
import TypedLiterals

/// What `PendingOutcomes` hands out to print: every outcome once, effects reported after a
/// printout on their own, and on a terminal that talks only the current line's dispatches.
@Suite struct PendingOutcomesTests {
  private func outcome(_ number: Int, cause: Int? = nil, effects: [String] = []) -> DispatchOutcome {
    DispatchOutcome(number: number, cause: cause, action: Literal(.null), stateChanges: { [] }, decisions: [:], effects: effects)
  }

  private func numbers(_ printables: [PendingOutcomes.Printable]) -> [String] {
    printables.map {
      switch $0 {
      case .dispatch(let outcome): "#\(outcome.number) \(outcome.effects)"
      case .laterEffects(let number, let effects): "#\(number) later \(Array(effects))"
      }
    }
  }

  @Test func outcomesPrintInDispatchOrderOnceWithTheirEffects() {
    var pending = PendingOutcomes()
    pending.add(self.outcome(2, cause: 1))
    pending.add(self.outcome(1))
    pending.addEffect("thunk fetch", to: 1)
    #expect(self.numbers(pending.take(onlyThisLine: false, keeping: false)) == ["#1 [\"thunk fetch\"]", "#2 []"])
    #expect(pending.isEmpty)
    #expect(pending.take(onlyThisLine: false, keeping: false).isEmpty)
  }

  @Test func keptOutcomesPrintOnlyTheEffectsReportedSince() {
    var pending = PendingOutcomes()
    pending.add(self.outcome(1, effects: ["first"]))
    #expect(self.numbers(pending.take(onlyThisLine: false, keeping: true)) == ["#1 [\"first\"]"])
    pending.addEffect("second", to: 1)
    #expect(self.numbers(pending.take(onlyThisLine: false, keeping: false)) == ["#1 later [\"second\"]"])
    #expect(pending.isEmpty)
  }

  @Test func onlyTheCurrentLinesDispatchesAndWhatTheyCausedPrintFirst() {
    var pending = PendingOutcomes()
    pending.noteLineDispatch(1, cause: nil)
    pending.startLine()
    pending.noteLineDispatch(2, cause: nil)
    pending.noteLineDispatch(3, cause: 2)
    pending.noteLineDispatch(4, cause: 1)
    for number in 1...4 { pending.add(self.outcome(number)) }
    #expect(self.numbers(pending.take(onlyThisLine: true, keeping: false)) == ["#2 []", "#3 []"])
    #expect(self.numbers(pending.take(onlyThisLine: false, keeping: false)) == ["#1 []", "#4 []"], "late results wait for their turn")
  }

  @Test func removingAllForgetsOutcomesAndWhatPrinted() {
    var pending = PendingOutcomes()
    pending.add(self.outcome(1))
    _ = pending.take(onlyThisLine: false, keeping: true)
    pending.removeAll()
    pending.add(self.outcome(1))
    #expect(self.numbers(pending.take(onlyThisLine: false, keeping: false)) == ["#1 []"], "a relaunch's #1 is new, printed whole")
  }
}
