import CounterData
@testable import ImmutableShell
import SampleDomains
import Testing

/// `SessionExport` on its own: what it logs becomes a test file, and what it refuses stops it.
@MainActor @Suite struct SessionExportTests {
  private func export() -> SessionExport<CounterDomain> {
    let options = DomainOptions()
    let hub = DispatchHub<CounterDomain.State, CounterDomain.Action>(
      initialState: CounterDomain.initialState(options: options), reducer: CounterDomain.reducer(options: options), tracker: WorkTracker())
    return SessionExport(hub: hub, watchBook: WatchBook(hub: hub, now: nil), now: nil, programName: "imshell", catalog: .samples)
  }

  @Test func aLoggedDispatchIsWrittenIntoTheSuite() throws {
    let export = self.export()
    export.noteDispatch(.didTapIncrementButton, number: 1, fromEffect: false)
    let file = try export.exportedTest(suiteName: "CounterSessionTests")
    #expect(file.contains("CounterSessionTests"))
    #expect(file.contains("didTapIncrementButton"))
  }

  @Test func nothingLoggedIsNothingToExport() {
    #expect(throws: Diagnostic.self) { try self.export().exportedTest(suiteName: "T") }
  }

  @Test func timeTravelPastDroppedDispatchesRefusesTheExport() {
    let export = self.export()
    export.noteDispatch(.didTapIncrementButton, number: 1, fromEffect: false)
    export.noteTimeTravel(to: 1, dropped: 1)
    #expect(export.log.refusal != nil)
    #expect(throws: Diagnostic.self) { try export.exportedTest(suiteName: "T") }
  }
}
