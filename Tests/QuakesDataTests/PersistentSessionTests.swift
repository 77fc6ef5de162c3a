import Foundation
import QuakesData
import Testing

@Suite struct PersistentSessionTests {
  typealias Session = PersistentSession<LocalStoreTestDouble, RemoteStoreTestDouble>
  typealias Thunk = PersistentSessionThunk<DispatcherTestDouble, DispatcherTestDouble>

  static let quakes: [Quake] = [.fixture("b2"), .fixture("a1", magnitude: 0)]
  static let diskFull = TestDoubleError(description: "disk full")

  /// One query: the store calls it must make and the actions it must dispatch.
  struct QueryCase: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable (Session) -> Thunk
    let localCalls: [String]
    let remoteRanges: [QuakesAction.UI.QuakeList.RefreshQuakesRange]
    let success: QuakesAction
    let failure: QuakesAction

    var testDescription: String { self.name }

    static let all: [QueryCase] = [
      QueryCase(
        name: "fetchLocalQuakesQuery",
        make: { $0.fetchLocalQuakesQuery() },
        localCalls: ["fetchLocalQuakesQuery()"],
        remoteRanges: [],
        success: .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: quakes))))),
        failure: .data(.persistentSession(.localStore(.didFetchQuakes(result: .failure(error: "disk full")))))
      ),
      QueryCase(
        name: "fetchRemoteQuakesQuery(range: .allDay)",
        make: { $0.fetchRemoteQuakesQuery(range: .allDay) },
        localCalls: [],
        remoteRanges: [.allDay],
        success: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: quakes))))),
        failure: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure(error: "disk full")))))
      ),
    ]
  }

  /// One mutation: the local store call it must make.
  struct MutationCase: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable (Session) -> Thunk
    let expectedCall: String

    var testDescription: String { self.name }

    static let all: [MutationCase] = [
      MutationCase(
        name: "didFetchRemoteQuakesMutation",
        make: {
          $0.didFetchRemoteQuakesMutation(
            inserted: [.fixture("a1")], updated: [.fixture("b2"), .fixture("c3")], deleted: [.fixture("d4")])
        },
        expectedCall: #"didFetchRemoteQuakesMutation(inserted: ["a1"], updated: ["b2", "c3"], deleted: ["d4"])"#
      ),
      MutationCase(
        name: "deleteLocalQuakeMutation",
        make: { $0.deleteLocalQuakeMutation(quakeId: "b2") },
        expectedCall: "deleteLocalQuakeMutation(quakeId: b2)"
      ),
      MutationCase(
        name: "deleteLocalQuakesMutation",
        make: { $0.deleteLocalQuakesMutation() },
        expectedCall: "deleteLocalQuakesMutation()"
      ),
    ]
  }

  @MainActor @Test(arguments: QueryCase.all)
  func querySuccessDispatchesTheQuakes(_ row: QueryCase) async throws {
    let local = LocalStoreTestDouble(returnQuakes: Self.quakes)
    let remote = RemoteStoreTestDouble(returnQuakes: Self.quakes)
    let dispatcher = DispatcherTestDouble()

    try await dispatcher.dispatch(thunk: row.make(Session(localStore: local, remoteStore: remote)))

    #expect(await local.parameterCalls == row.localCalls)
    #expect(await remote.parameterRanges == row.remoteRanges)
    #expect(dispatcher.parameterActions == [row.success])
  }

  @MainActor @Test(arguments: QueryCase.all)
  func queryFailureDispatchesTheErrorTextAndIsRecordedNotThrown(_ row: QueryCase) async throws {
    let local = LocalStoreTestDouble(returnError: Self.diskFull)
    let remote = RemoteStoreTestDouble(returnError: Self.diskFull)
    let dispatcher = DispatcherTestDouble()

    await #expect(throws: Never.self) {
      try await dispatcher.dispatch(thunk: row.make(Session(localStore: local, remoteStore: remote)))
    }
    #expect(dispatcher.parameterActions == [row.failure])
  }

  @MainActor @Test func queryFailureWhoseActionIsRejectedThrowsTheDispatchError() async throws {
    let session = Session(
      localStore: LocalStoreTestDouble(returnError: Self.diskFull), remoteStore: RemoteStoreTestDouble())
    let dispatcher = DispatcherTestDouble()
    dispatcher.returnError = TestDoubleError(description: "rejected")

    await #expect(throws: TestDoubleError(description: "rejected")) {
      try await dispatcher.dispatch(thunk: session.fetchLocalQuakesQuery())
    }
  }

  @MainActor @Test(arguments: MutationCase.all)
  func mutationForwardsAndDispatchesNothing(_ row: MutationCase) async throws {
    let local = LocalStoreTestDouble()
    let remote = RemoteStoreTestDouble()
    let dispatcher = DispatcherTestDouble()

    try await dispatcher.dispatch(thunk: row.make(Session(localStore: local, remoteStore: remote)))

    #expect(await local.parameterCalls == [row.expectedCall])
    #expect(await remote.parameterRanges == [])
    #expect(dispatcher.parameterActions == [])
  }

  @MainActor @Test(arguments: MutationCase.all)
  func mutationFailureOnlyPropagates(_ row: MutationCase) async throws {
    let local = LocalStoreTestDouble(returnError: Self.diskFull)
    let dispatcher = DispatcherTestDouble()

    await #expect(throws: Self.diskFull) {
      try await dispatcher.dispatch(thunk: row.make(Session(localStore: local, remoteStore: RemoteStoreTestDouble())))
    }
    #expect(await local.parameterCalls == [row.expectedCall])
    #expect(dispatcher.parameterActions == [])
  }

  @Test func failureTextUsesTheErrorsOwnSentence() {
    #expect(
      Session.failureText(for: NetworkSessionError(code: .timedOut, message: "the USGS feed timed out"))
        == "the USGS feed timed out")
    #expect(Session.failureText(for: Self.diskFull) == "disk full")
    #expect(Session.failureText(for: PlainError.offline) == "offline")
  }
}

/// An error with no description of its own.
private enum PlainError: Error {
  case offline
}
