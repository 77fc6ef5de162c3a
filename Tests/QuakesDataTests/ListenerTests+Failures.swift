import ImmutableData
import QuakesData
import Testing
import TestSupport

/// Every trigger's errors: a failed query is recorded in state as `.failure` and not reported
/// again; a failed mutation, or a result the reducer refuses, reaches `onEffectFailure`.
extension ListenerTests {
  struct FailureCase: Sendable, CustomTestStringConvertible {
    let name: String
    var initialState: QuakesState = ListenerTests.state([], status: nil)
    let action: QuakesAction
    var localError: TestDoubleError? = nil
    var remoteError: TestDoubleError? = nil
    var remoteQuakes: [Quake] = []
    /// The reducer refuses every `.data` action, so each thunk's result dispatch throws.
    var refusesResults = false
    /// Effects whose error must be reported, in order.
    let reported: [Effect]
    let finalStatus: Status?

    var testDescription: String { self.name }
  }

  nonisolated static let storeFailed = TestDoubleError(description: "disk I/O error")

  nonisolated static let failureCases: [FailureCase] = [
    FailureCase(
      name: "local query fails: recorded as .failure, not reported", action: Self.onAppear, localError: Self.storeFailed,
      reported: [], finalStatus: .failure(error: "disk I/O error")),
    FailureCase(
      name: "remote query fails: recorded as .failure, not reported", action: Self.refresh(.allHour),
      remoteError: TestDoubleError(description: "HTTP 500"), reported: [], finalStatus: .failure(error: "HTTP 500")),
    FailureCase(
      name: "local query's result refused", action: Self.onAppear, refusesResults: true,
      reported: [.fetchLocalQuakesQuery], finalStatus: .waiting),
    FailureCase(
      name: "remote query's result refused", action: Self.refresh(.allDay), refusesResults: true,
      reported: [.fetchRemoteQuakesQuery(range: .allDay)], finalStatus: .waiting),
    FailureCase(
      name: "saving a fetched feed fails", action: Self.refresh(.allWeek), localError: Self.storeFailed,
      remoteQuakes: [Self.a, Self.b], reported: [.didFetchRemoteQuakesMutation(inserted: 2, updated: 0, deleted: 0)],
      finalStatus: .success),
    FailureCase(
      name: "deleting one quake fails", initialState: Self.state([Self.a, Self.b], status: .success),
      action: .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "a1"))), localError: Self.storeFailed,
      reported: [.deleteLocalQuakeMutation(quakeId: "a1")], finalStatus: .success),
    FailureCase(
      name: "deleting every quake fails", initialState: Self.state([Self.a], status: .success), action: Self.deleteAll,
      localError: Self.storeFailed, reported: [.deleteLocalQuakesMutation], finalStatus: .success),
  ]

  /// The reducer with every `.data` action refused.
  nonisolated static func refusingResults(_ state: QuakesState, _ action: QuakesAction) throws -> QuakesState {
    if case .data = action { throw TestDoubleError(description: "refused") }
    return try QuakesReducer.reduce(state: state, action: action)
  }

  @Test(arguments: Self.failureCases)
  func thunkErrors(_ row: FailureCase) async throws {
    let local = LocalStoreTestDouble(returnError: row.localError)
    let remote = RemoteStoreTestDouble(returnQuakes: row.remoteQuakes, returnError: row.remoteError)
    let store = Store(initialState: row.initialState, reducer: row.refusesResults ? Self.refusingResults : QuakesReducer.reduce)
    let reported = Recorder<Effect>()
    let errors = Recorder<String>()
    // What had been reported when each effect started: the listener handles one element at a
    // time, so when a delete-all dispatched last starts, every earlier thunk has finished.
    let starts = Recorder<(effect: Effect, reportedSoFar: [Effect])>()
    let listener = Listener(
      localStore: local, remoteStore: remote,
      onEffect: { effect in starts.record((effect, reported.elements)) },
      onEffectFailure: { effect, error in
        reported.record(effect)
        errors.record(String(describing: error))
      })
    listener.listen(to: store)

    try store.dispatch(action: row.action)
    await waitUntil("the status settles", timeout: Self.timeout) {
      store.state.quakes.status == row.finalStatus && reported.elements.count >= row.reported.count
    }
    let sentinelStarts = (row.action == Self.deleteAll ? 1 : 0) + 1
    try store.dispatch(action: Self.deleteAll)
    await waitUntil("the sentinel starts", timeout: Self.timeout) {
      starts.elements.count { $0.effect == .deleteLocalQuakesMutation } >= sentinelStarts
    }

    let sentinel = try #require(starts.elements.last { $0.effect == .deleteLocalQuakesMutation })
    #expect(sentinel.reportedSoFar == row.reported)
    #expect(errors.elements.prefix(row.reported.count).allSatisfy { $0 == "disk I/O error" || $0 == "refused" })
  }
}
