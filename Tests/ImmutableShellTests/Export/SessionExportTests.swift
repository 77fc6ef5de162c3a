import CounterData
@testable import ImmutableShell
import SampleDomains
import Testing
import TypedLiterals

/// `SessionExport` on its own: what it logs becomes a test file, and what it refuses stops it.
@MainActor @Suite struct SessionExportTests {
  private func export() -> SessionExport<CounterDomain> {
    let options = DomainOptions()
    let hub = DispatchHub<CounterDomain.State, CounterDomain.Action>(
      initialState: CounterDomain.initialState(options: options), reducer: CounterDomain.reducer(options: options), tracker: WorkTracker())
    return SessionExport(hub: hub, watchBook: WatchBook(hub: hub, now: nil), now: nil, programName: "imshell", catalog: .samples)
  }

  @Test func aLoggedDispatchIsExportedInItsSwiftSpelling() throws {
    let export = self.export()
    export.noteDispatch(.didTapIncrementButton, number: 1, fromEffect: false)
    let session = try export.exportedSession()
    #expect(session.domain == "counter")
    guard case .dispatch(let action, let number, let fromEffect) = try #require(session.steps.first) else {
      Issue.record("expected a dispatch, got \(session.steps)")
      return
    }
    #expect(action.description == ".didTapIncrementButton" && number == 1 && !fromEffect)
  }

  @Test func theWriterPutsTheStepsIntoTheSuite() throws {
    let export = self.export()
    export.noteDispatch(.didTapIncrementButton, number: 1, fromEffect: false)
    let file = SwiftTestWriter(session: try export.exportedSession(), suiteName: "CounterSessionTests").file
    #expect(file.contains("@MainActor @Suite struct CounterSessionTests {"))
    #expect(file.contains("    try store.dispatch(action: .didTapIncrementButton)"))
  }

  @Test func nothingLoggedIsNothingToExport() {
    #expect(throws: Diagnostic.self) { try self.export().exportedSession() }
  }

  @Test func timeTravelPastDroppedDispatchesRefusesTheExport() {
    let export = self.export()
    export.noteDispatch(.didTapIncrementButton, number: 1, fromEffect: false)
    export.noteTimeTravel(to: 1, dropped: 1)
    #expect(export.log.refusal != nil)
    #expect(throws: Diagnostic.self) { try export.exportedSession() }
  }
}
