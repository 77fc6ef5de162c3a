import ImmutableData
@testable import ImmutableShell
import Testing

/// A port that outlives its session (a slow thunk across a `:domain` switch) reads the state it
/// last saw, refuses dispatches with `SessionEnded`, and streams nothing; it never traps.
@MainActor @Suite struct SessionPortTests {
  static func makeHub() -> DispatchHub<Int, Int> {
    DispatchHub(initialState: 0, reducer: { state, action in state + action }, tracker: WorkTracker())
  }

  @Test func whileTheSessionLivesAPortReadsAndDispatchesThroughIt() throws {
    let hub = Self.makeHub()
    let port = hub.makePort()
    try port.dispatch(action: 2)
    #expect(port.select { $0 } == 2)
    #expect(hub.store.state == 2)
  }

  @Test func afterTheSessionEndedAPortReadsTheLastStateAndRefusesDispatches() async throws {
    var hub: DispatchHub<Int, Int>? = Self.makeHub()
    let port = try #require(hub).makePort()
    try port.dispatch(action: 5)
    weak let released = hub
    hub = nil
    #expect(released == nil, "the port must not keep its session alive")

    #expect(port.select { $0 } == 5)
    #expect(throws: SessionEnded.self) { try port.dispatch(action: 1) }
    var iterator = port.makeStream().makeAsyncIterator()
    let next = await iterator.next()
    #expect(next == nil, "nothing streams from a finished session")
  }
}
