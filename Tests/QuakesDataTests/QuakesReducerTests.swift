import Foundation
import QuakesData
import Testing

@Suite struct QuakesReducerTests {
  typealias QuakeList = QuakesAction.UI.QuakeList

  private func reduce(_ state: QuakesState, _ action: QuakesAction) throws -> QuakesState {
    try QuakesReducer.reduce(state: state, action: action)
  }

  private static func local(_ result: QuakesAction.Data.PersistentSession.LocalStore.FetchQuakesResult) -> QuakesAction {
    .data(.persistentSession(.localStore(.didFetchQuakes(result: result))))
  }

  private static func remote(_ result: QuakesAction.Data.PersistentSession.RemoteStore.FetchQuakesResult) -> QuakesAction {
    .data(.persistentSession(.remoteStore(.didFetchQuakes(result: result))))
  }

  // MARK: - ui.quakeList.onAppear

  @Test(arguments: TestUtils.statuses)
  func uiQuakeListOnAppearWaitsOnlyWhenNeverAppeared(_ given: NamedStatus) throws {
    let state = QuakesState.loaded(status: given.status)
    let next = try self.reduce(state, .ui(.quakeList(.onAppear)))
    #expect(next.quakes.status == (given.status == nil ? .waiting : given.status))
    #expect(next.quakes.data == state.quakes.data)
  }

  @Test func uiQuakeListOnAppearDoesNotRetryAFailure() throws {
    let state = QuakesState.with(status: .failure(error: "offline"))
    #expect(try self.reduce(state, .ui(.quakeList(.onAppear))) == state)
  }

  // MARK: - ui.quakeList.onTapRefreshQuakesButton

  @Test(arguments: TestUtils.statuses, QuakeList.RefreshQuakesRange.allCases)
  func uiQuakeListOnTapRefreshQuakesButtonWaitsUnlessWaitingWhateverTheRange(
    _ given: NamedStatus,
    _ range: QuakeList.RefreshQuakesRange
  ) throws {
    let state = QuakesState.loaded(status: given.status)
    let next = try self.reduce(state, .ui(.quakeList(.onTapRefreshQuakesButton(range: range))))
    #expect(next.quakes.status == .waiting)
    #expect(next.quakes.data == state.quakes.data)
  }

  @Test func uiQuakeListOnTapRefreshQuakesButtonLeavesAWaitingStateAsItIs() throws {
    let state = QuakesState.loaded(status: .waiting)
    #expect(try self.reduce(state, .ui(.quakeList(.onTapRefreshQuakesButton(range: .allMonth)))) == state)
  }

  @Test func uiQuakeListOnTapRefreshQuakesButtonRetriesAFailure() throws {
    // Unlike onAppear, a refresh starts again after a failure.
    let state = QuakesState.with(status: .failure(error: "offline"))
    let next = try self.reduce(state, .ui(.quakeList(.onTapRefreshQuakesButton(range: .allHour))))
    #expect(next == .with(status: .waiting))
  }

  // MARK: - ui.quakeList.onTapDeleteSelectedQuakeButton

  @Test(arguments: TestUtils.statuses)
  func uiQuakeListOnTapDeleteSelectedQuakeButtonRemovesOnlyThatQuake(_ given: NamedStatus) throws {
    let state = QuakesState.loaded(status: given.status)
    let next = try self.reduce(state, .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "nc002"))))
    var expected = state.quakes.data
    expected["nc002"] = nil
    #expect(next.quakes.data == expected)
    #expect(next.quakes.data.count == Quake.fixtures.count - 1)
    #expect(next.quakes.status == given.status)
  }

  @Test(arguments: ["uw008", "NC002", "nc002 ", ""])
  func uiQuakeListOnTapDeleteSelectedQuakeButtonThrowsForAnUnknownQuake(_ quakeId: String) {
    #expect(throws: QuakesReducer.Error(code: .quakeNotFound, quakeId: quakeId)) {
      try self.reduce(.loaded, .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: quakeId))))
    }
  }

  @Test func uiQuakeListOnTapDeleteSelectedQuakeButtonThrowsOnTheEmptyState() {
    #expect(throws: QuakesReducer.Error(code: .quakeNotFound, quakeId: "nc002")) {
      try self.reduce(QuakesState(), .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "nc002"))))
    }
  }

  @Test func uiQuakeListOnTapDeleteSelectedQuakeButtonTwiceThrowsTheSecondTime() throws {
    let action = QuakesAction.ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "ci003")))
    let once = try self.reduce(.loaded, action)
    #expect(once.quakes.data["ci003"] == nil)
    let error = try #require(throws: QuakesReducer.Error.self) {
      try self.reduce(once, action)
    }
    #expect(error.code == .quakeNotFound)
    #expect(error.quakeId == "ci003")
  }

  // MARK: - ui.quakeList.onTapDeleteAllQuakesButton

  @Test(arguments: TestUtils.statuses)
  func uiQuakeListOnTapDeleteAllQuakesButtonEmptiesTheDataAndKeepsTheStatus(_ given: NamedStatus) throws {
    let next = try self.reduce(.loaded(status: given.status), .ui(.quakeList(.onTapDeleteAllQuakesButton)))
    #expect(next == .with(status: given.status))
  }

  @Test func uiQuakeListOnTapDeleteAllQuakesButtonOnTheEmptyStateChangesNothing() throws {
    #expect(try self.reduce(QuakesState(), .ui(.quakeList(.onTapDeleteAllQuakesButton))) == QuakesState())
  }

  // MARK: - data.persistentSession.localStore.didFetchQuakes

  @Test func dataLocalStoreDidFetchQuakesSuccessUpsertsAndSucceeds() throws {
    var state = QuakesState.with(status: .waiting)
    state.quakes.data = TestUtils.index([.morning, .evening])
    let next = try self.reduce(state, Self.local(.success(quakes: [.morningRevised, .noon])))
    #expect(next.quakes.data == TestUtils.index([.morningRevised, .evening, .noon]))
    #expect(next.quakes.status == .success)
  }

  @Test func dataLocalStoreDidFetchQuakesSuccessKeepsQuakesWithoutAPositiveMagnitude() throws {
    // No magnitude filter on the local path: whatever the store had comes back as is.
    let next = try self.reduce(
      .with(status: .waiting),
      Self.local(.success(quakes: [.unknownZero, .eveningNegative, .unknownSmall]))
    )
    #expect(next.quakes.data == TestUtils.index([.unknownZero, .eveningNegative, .unknownSmall]))
    #expect(next.quakes.status == .success)
  }

  @Test func dataLocalStoreDidFetchQuakesSuccessOverwritesWithZeroMagnitude() throws {
    let next = try self.reduce(.loaded(status: .waiting), Self.local(.success(quakes: [.morningZero])))
    #expect(next.quakes.data["nc002"] == .morningZero)
    #expect(next.quakes.data.count == Quake.fixtures.count)
  }

  @Test func dataLocalStoreDidFetchQuakesSuccessKeepsTheLastOfTwoQuakesWithOneId() throws {
    let next = try self.reduce(QuakesState(), Self.local(.success(quakes: [.morning, .morningRevised])))
    #expect(next.quakes.data == ["nc002": .morningRevised])
  }

  @Test func dataLocalStoreDidFetchQuakesSuccessWithNothingStillSucceeds() throws {
    let state = QuakesState.loaded(status: .waiting)
    let next = try self.reduce(state, Self.local(.success(quakes: [])))
    #expect(next.quakes.data == state.quakes.data)
    #expect(next.quakes.status == .success)
  }

  @Test(arguments: TestUtils.statuses)
  func dataLocalStoreDidFetchQuakesFailureKeepsTheData(_ given: NamedStatus) throws {
    let state = QuakesState.loaded(status: given.status)
    let next = try self.reduce(state, Self.local(.failure(error: "disk full")))
    #expect(next.quakes.status == .failure(error: "disk full"))
    #expect(next.quakes.data == state.quakes.data)
  }

  // MARK: - data.persistentSession.remoteStore.didFetchQuakes

  @Test func dataRemoteStoreDidFetchQuakesSuccessUpsertsPositiveMagnitudesAndSucceeds() throws {
    var state = QuakesState.with(status: .waiting)
    state.quakes.data = TestUtils.index([.morning, .evening])
    let next = try self.reduce(state, Self.remote(.success(quakes: [.morningRevised, .noon, .unknownSmall])))
    #expect(next.quakes.data == TestUtils.index([.morningRevised, .evening, .noon, .unknownSmall]))
    #expect(next.quakes.status == .success)
  }

  @Test func dataRemoteStoreDidFetchQuakesSuccessRemovesZeroAndNegativeMagnitudes() throws {
    let state = QuakesState.loaded(status: .waiting)
    let next = try self.reduce(state, Self.remote(.success(quakes: [.morningZero, .eveningNegative])))
    var expected = state.quakes.data
    expected["nc002"] = nil
    expected["ci003"] = nil
    #expect(next.quakes.data == expected)
    #expect(next.quakes.status == .success)
  }

  @Test func dataRemoteStoreDidFetchQuakesSuccessIgnoresAnUnknownZeroMagnitude() throws {
    // Removing an id that is not there is no error: the quake is simply not added.
    let state = QuakesState.loaded(status: .waiting)
    let next = try self.reduce(state, Self.remote(.success(quakes: [.unknownZero])))
    #expect(next.quakes.data == state.quakes.data)
    #expect(next.quakes.status == .success)
  }

  @Test func dataRemoteStoreDidFetchQuakesSuccessAppliesQuakesInArrayOrder() throws {
    let state = QuakesState.loaded(status: .waiting)
    // An upsert followed by a removal of the same id leaves it removed…
    let removed = try self.reduce(state, Self.remote(.success(quakes: [.morningRevised, .morningZero])))
    #expect(removed.quakes.data["nc002"] == nil)
    // …and a removal followed by an upsert leaves the upserted quake.
    let upserted = try self.reduce(state, Self.remote(.success(quakes: [.morningZero, .morningRevised])))
    #expect(upserted.quakes.data["nc002"] == .morningRevised)
  }

  @Test func dataRemoteStoreDidFetchQuakesSuccessOverwritesWhateverTheUpdatedTimestamp() throws {
    // `updated` is never compared: an older revision from the remote store still wins.
    var state = QuakesState()
    state.quakes.data = ["nc002": .morningRevised]
    let older = Quake.make("nc002", magnitude: 1.9, time: TestUtils.at(6), name: "Older", updated: TestUtils.previousDay)
    let next = try self.reduce(state, Self.remote(.success(quakes: [older])))
    #expect(next.quakes.data == ["nc002": older])
  }

  @Test(arguments: TestUtils.statuses)
  func dataRemoteStoreDidFetchQuakesFailureKeepsTheData(_ given: NamedStatus) throws {
    let state = QuakesState.loaded(status: given.status)
    let next = try self.reduce(state, Self.remote(.failure(error: "offline")))
    #expect(next.quakes.status == .failure(error: "offline"))
    #expect(next.quakes.data == state.quakes.data)
  }

  /// Large fetches lay the trie out again (`mapValues`), small ones write in place: either way
  /// the quakes are exactly those a plain dictionary holds after the same writes.
  @Test(arguments: [(written: 600, local: false), (written: 100, local: false), (written: 600, local: true), (written: 100, local: true)])
  func aFetchLeavesTheSameQuakesWhetherOrNotTheTrieIsLaidOutAgain(_ fetch: (written: Int, local: Bool)) throws {
    let held = (0..<1_000).map { Quake.make("q\($0)", magnitude: 1 + Double($0 % 7), time: TestUtils.at(Double($0 % 24)), name: "Held \($0)") }
    var state = QuakesState.with(status: .waiting)
    state.quakes.data = TestUtils.index(held)
    // Every third written quake has no magnitude (removed by the remote store, kept by the local
    // one); every written id from 900 up is new.
    let written = (0..<fetch.written).map { index in
      let id = 900 + index - fetch.written / 2
      return Quake.make("q\(id)", magnitude: index % 3 == 0 ? 0 : 8, time: TestUtils.at(3), name: "Written \(id)")
    }
    var expected = Dictionary(uniqueKeysWithValues: held.map { ($0.id, $0) })
    for quake in written { expected[quake.id] = fetch.local || quake.magnitude > 0 ? quake : nil }
    let action = fetch.local ? Self.local(.success(quakes: written)) : Self.remote(.success(quakes: written))
    let next = try self.reduce(state, action)
    #expect(next.quakes.data.count == expected.count)
    #expect(Dictionary(uniqueKeysWithValues: next.quakes.data.map { ($0.key, $0.value) }) == expected)
    #expect(next.quakes.status == .success)
  }

  // MARK: - Every action

  @Test(arguments: ActionSample.all)
  func everySampleActionIsAcceptedOnTheLoadedState(_ sample: ActionSample) throws {
    _ = try self.reduce(.loaded, sample.action)
  }

  @Test(arguments: ActionSample.all)
  func onlyTheSingleDeleteThrowsOnTheEmptyState(_ sample: ActionSample) throws {
    if sample.name == "ui.quakeList.onTapDeleteSelectedQuakeButton" {
      let error = try #require(throws: QuakesReducer.Error.self) {
        try self.reduce(QuakesState(), sample.action)
      }
      #expect(error.code == .quakeNotFound)
    } else {
      #expect(throws: Never.self) {
        try self.reduce(QuakesState(), sample.action)
      }
    }
  }

  // MARK: - Error

  @Test func theErrorDescribesItselfInOneStableSentence() {
    #expect(QuakesReducer.Error(code: .quakeNotFound, quakeId: "nc002").description == #"quake not found: "nc002""#)
    #expect(
      String(describing: QuakesReducer.Error(code: .quakeNotFound, quakeId: #"Say "hi""#))
        == #"quake not found: "Say \"hi\"""#
    )
  }
}
