import ImmutableData
@testable import ImmutableShell
import SampleDomains
import Testing

/// `SessionHistory` on its own: numbering, the `:set history` limit and what it leaves to the
/// script, why a number cannot be reached, and the notes mounts leave for `:save`.
@MainActor @Suite struct SessionHistoryTests {
  private func history(limit: Int? = nil) -> SessionHistory<ListDomain> {
    let environment = ShellEnvironment(programName: "imshell", catalog: .samples, output: .capturing(), historyLimit: limit)
    return SessionHistory(environment: environment, initial: ListDomain.initialState(options: DomainOptions()))
  }

  @discardableResult
  private func append(_ value: Int, to history: SessionHistory<ListDomain>, cause: Int? = nil) -> Int {
    history.record(.didAppend(value: value), cause: cause, newState: ListState(items: [value], title: nil))
  }

  @Test func recordingNumbersDispatchesAndKeepsAnEffectsActionAsText() {
    let history = self.history()
    #expect(self.append(1, to: history) == 1)
    #expect(self.append(2, to: history, cause: 1) == 2)
    #expect(history.position == 2)
    #expect(history.log.entry(1)?.action == .didAppend(value: 1))
    #expect(history.log.entry(2)?.action == nil, "an effect's action is kept as its text")
    #expect(history.scriptSteps == [".didAppend(value: 1)"], "only typed actions replay")
  }

  @Test func theLimitDropsTheOldestButTheScriptStillReplaysThem() {
    let history = self.history(limit: 2)
    for value in 1...4 { self.append(value, to: history) }
    #expect(history.log.dropped == 2)
    #expect(history.log.state(after: 1) == nil)
    #expect(history.log.state(after: 3)?.items == [3])
    #expect(history.scriptSteps == (1...4).map { ".didAppend(value: \($0))" })
  }

  @Test func anUnreachableNumberSaysWhy() {
    let history = self.history(limit: 2)
    #expect(history.unreachableMessage(3) == "no dispatch #3; nothing has been dispatched yet (0 is the initial state)")
    for value in 1...4 { self.append(value, to: history) }
    #expect(
      history.unreachableMessage(1)
        == "dispatch #1 is no longer kept (:set history keeps the newest 2); the oldest state kept is after #2")
    #expect(history.unreachableMessage(9) == "no dispatch #9; history holds #3…#4; #1…#2 were dropped (:set history)")
  }

  @Test func mountNotesAndAppearingDispatchesShapeTheScript() {
    let history = self.history()
    self.append(1, to: history)
    history.note(":mount ListView", at: history.position)
    history.noteAppearing(history.record(.didRename(title: "shown"), cause: nil, newState: ListState(items: [1], title: "shown")))
    self.append(2, to: history)
    history.note(":unmount ListView", at: history.position)
    #expect(history.scriptSteps == [".didAppend(value: 1)", ":mount ListView", ".didAppend(value: 2)", ":unmount ListView"])
  }

  @Test func aDispatchAfterAnUndoDropsTheNotesOfTheUndoneFuture() {
    let history = self.history()
    self.append(1, to: history)
    self.append(2, to: history)
    history.note(":mount ListView", at: 2)
    history.move(to: 1)
    #expect(history.scriptSteps == [".didAppend(value: 1)"], "the script stops at the current position")
    _ = history.record(.didClear, cause: nil, newState: ListState(items: [], title: nil))
    #expect(history.log.count == 2)
    #expect(history.scriptSteps == [".didAppend(value: 1)", ".didClear"])
  }

  @Test func restartingForgetsDispatchesAndDroppedLinesButNotesOnlyWhenAsked() {
    let history = self.history(limit: 1)
    self.append(1, to: history)
    self.append(2, to: history)
    history.restart(at: ListState(items: [], title: nil))
    #expect(history.log.count == 0)
    #expect(history.scriptSteps.isEmpty, "the dropped dispatch's line went with it")
    history.note(":mount ListView", at: 0)
    #expect(history.scriptSteps == [":mount ListView"])
    history.forgetNotes()
    #expect(history.scriptSteps.isEmpty)
  }
}
