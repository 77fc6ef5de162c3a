import ImmutableData
import QuakesData
import Testing
import TestSupport

@MainActor @Suite struct ListenerTests {
  typealias Subject = Listener<LocalStoreTestDouble, RemoteStoreTestDouble>
  typealias Effect = Subject.Effect

  /// Generous: thunks run on the shared concurrency pool, which other suites keep busy.
  nonisolated static let timeout: Duration = .seconds(60)

  nonisolated static let a: Quake = .fixture("a1", magnitude: 1.5, name: "Alpha")
  nonisolated static let b: Quake = .fixture("b2", magnitude: 2.5, name: "Beta")
  nonisolated static let c: Quake = .fixture("c3", magnitude: 3.5, name: "Gamma")
  nonisolated static let bRevised: Quake = .fixture("b2", magnitude: 2.75, name: "Beta, revised")
  nonisolated static let bRevisedAgain: Quake = .fixture("b2", magnitude: 2.8, name: "Beta, revised again")
  nonisolated static let cZero: Quake = .fixture("c3", magnitude: 0, name: "Gamma")
  nonisolated static let cNegative: Quake = .fixture("c3", magnitude: -0.4, name: "Gamma")
  nonisolated static let dNew: Quake = .fixture("d4", magnitude: 1.0, name: "Delta")
  nonisolated static let eNegative: Quake = .fixture("e5", magnitude: -0.5, name: "Epsilon")

  nonisolated static func state(_ quakes: [Quake], status: Status?) -> QuakesState {
    QuakesState(quakes: .init(data: TreeDictionary(uniqueKeysWithValues: quakes.map { ($0.id, $0) }), status: status))
  }

  nonisolated static let deleteAll: QuakesAction = .ui(.quakeList(.onTapDeleteAllQuakesButton))
  nonisolated static let onAppear: QuakesAction = .ui(.quakeList(.onAppear))

  nonisolated static func refresh(_ range: QuakesAction.UI.QuakeList.RefreshQuakesRange) -> QuakesAction {
    .ui(.quakeList(.onTapRefreshQuakesButton(range: range)))
  }

  nonisolated static func remoteSuccess(_ quakes: [Quake]) -> QuakesAction {
    .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: quakes)))))
  }

  // MARK: - Triggers

  /// Actions dispatched back to back (before the listener runs), and what the listener must do.
  struct TriggerCase: Sendable, CustomTestStringConvertible {
    let name: String
    let initialState: QuakesState
    /// Dispatched first; the reducer must reject it, so the listener never sees it.
    var rejected: QuakesAction? = nil
    let actions: [QuakesAction]
    var localQuakes: [Quake] = []
    var remoteQuakes: [Quake] = []
    var remoteError: TestDoubleError? = nil
    /// Every effect, in order (including those the thunks' results trigger).
    let effects: [Effect]
    /// What the local store double must have been asked, in order.
    let localCalls: [String]
    var remoteRanges: [QuakesAction.UI.QuakeList.RefreshQuakesRange] = []
    let finalStatus: Status?

    var testDescription: String { self.name }
  }

  @Test(arguments: TriggerCase.all)
  func trigger(_ row: TriggerCase) async throws {
    let local = LocalStoreTestDouble(returnQuakes: row.localQuakes)
    let remote = RemoteStoreTestDouble(returnQuakes: row.remoteQuakes, returnError: row.remoteError)
    let store = Store(initialState: row.initialState, reducer: QuakesReducer.reduce)
    let effects = Recorder<Effect>()
    let listener = Listener(localStore: local, remoteStore: remote) { effects.record($0) }
    listener.listen(to: store)

    if let rejected = row.rejected {
      #expect(throws: QuakesReducer.Error.self) { try store.dispatch(action: rejected) }
    }
    for action in row.actions {
      try store.dispatch(action: action)
    }
    // Quiet: every dispatched action (the thunks' results included) was handled, and each
    // handler awaits its thunk, so no effect or store call can still come.
    await waitUntil("the listener caught up", timeout: Self.timeout) {
      listener.subscription.handledCount == store.dispatchCount
    }

    #expect(effects.elements == row.effects)
    #expect(await local.parameterCalls == row.localCalls)
    #expect(await remote.parameterRanges == row.remoteRanges)
    #expect(store.state.quakes.status == row.finalStatus)
  }

  // MARK: - Diff

  struct DiffCase: Sendable, CustomTestStringConvertible {
    let name: String
    let payload: [Quake]
    let oldState: QuakesState
    let newState: QuakesState
    let inserted: [Quake]
    let updated: [Quake]
    let deleted: [Quake]

    var testDescription: String { self.name }
  }

  @Test(arguments: DiffCase.all)
  func changes(_ row: DiffCase) {
    let changes = Subject.changes(in: row.payload, oldState: row.oldState, newState: row.newState)
    #expect(changes.inserted == row.inserted)
    #expect(changes.updated == row.updated)
    #expect(changes.deleted == row.deleted)
  }

  @Test func remoteRefreshSavesWhatItChangedInState() async throws {
    let local = LocalStoreTestDouble()
    let payload = [Self.a, Self.bRevised, Self.cZero, Self.dNew, Self.eNegative]
    let remote = RemoteStoreTestDouble(returnQuakes: payload)
    let store = Store(initialState: Self.state([Self.a, Self.b, Self.c], status: .success), reducer: QuakesReducer.reduce)
    let effects = Recorder<Effect>()
    let listener = Listener(localStore: local, remoteStore: remote) { effects.record($0) }
    listener.listen(to: store)

    try store.dispatch(action: Self.refresh(.allDay))
    await waitUntil(timeout: Self.timeout) { listener.subscription.handledCount == store.dispatchCount }

    #expect(
      effects.elements == [
        .fetchRemoteQuakesQuery(range: .allDay), .didFetchRemoteQuakesMutation(inserted: 1, updated: 1, deleted: 1),
      ])
    #expect(await local.parameterInserted == [Self.dNew])
    #expect(await local.parameterUpdated == [Self.bRevised])
    #expect(await local.parameterDeleted == [Self.cZero])
    #expect(store.state == Self.state([Self.a, Self.bRevised, Self.dNew], status: .success))
  }

  @Test func refreshIntoARealLocalStoreKeepsStateAndDiskInStep() async throws {
    let local = try LocalStore(isStoredInMemoryOnly: true)
    try await local.didFetchRemoteQuakesMutation(inserted: [Self.a, Self.b, Self.c], updated: [], deleted: [])
    let remote = RemoteStoreTestDouble(returnQuakes: [Self.bRevised, Self.cNegative, Self.dNew])
    let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let effects = Recorder<Listener<LocalStore, RemoteStoreTestDouble>.Effect>()
    let listener = Listener(localStore: local, remoteStore: remote) { effects.record($0) }
    listener.listen(to: store)

    try store.dispatch(action: Self.onAppear)
    await waitUntil(timeout: Self.timeout) { store.state.quakes.status == .success }
    try store.dispatch(action: Self.refresh(.allWeek))
    try store.dispatch(action: .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "a1"))))
    // Every thunk has returned once the listener has handled every dispatched action.
    await waitUntil(timeout: Self.timeout) { listener.subscription.handledCount == store.dispatchCount }

    #expect(
      effects.elements == [
        .fetchLocalQuakesQuery, .fetchRemoteQuakesQuery(range: .allWeek), .deleteLocalQuakeMutation(quakeId: "a1"),
        .didFetchRemoteQuakesMutation(inserted: 1, updated: 1, deleted: 1),
      ])
    #expect(store.state.quakes.data.values.sorted { $0.id < $1.id } == [Self.bRevised, Self.dNew])
    #expect(try await local.fetchLocalQuakesQuery() == [Self.bRevised, Self.dNew])
  }

  // MARK: - Lifecycle

  @Test func handlesOneElementAtATimeAndReportsBeforeAwaiting() async throws {
    let gate = TestGate()
    let local = LocalStoreTestDouble(gate: { await gate.wait() })
    let store = Store(initialState: Self.state([Self.a], status: .success), reducer: QuakesReducer.reduce)
    let effects = Recorder<Effect>()
    let listener = Listener(localStore: local, remoteStore: RemoteStoreTestDouble()) { effects.record($0) }
    listener.listen(to: store)

    try store.dispatch(action: .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "a1"))))
    try store.dispatch(action: Self.deleteAll)
    await waitUntil("the first deletion is in flight", timeout: Self.timeout) { effects.elements.count == 1 }
    // The signal: the first thunk is parked at the gate, so the loop is inside its handler and
    // cannot take the second element until the gate opens.
    while await gate.waitingCount == 0 { await Task.yield() }

    #expect(listener.subscription.handledCount == 0)
    #expect(effects.elements == [.deleteLocalQuakeMutation(quakeId: "a1")])

    await gate.open()
    await waitUntil(timeout: Self.timeout) { effects.elements.count == 2 }
    #expect(effects.elements == [.deleteLocalQuakeMutation(quakeId: "a1"), .deleteLocalQuakesMutation])
  }

  @Test func listeningAgainToTheSameStoreIsANoOp() async throws {
    let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let effects = Recorder<Effect>()
    let listener = Listener(localStore: LocalStoreTestDouble(), remoteStore: RemoteStoreTestDouble()) {
      effects.record($0)
    }

    listener.listen(to: store)
    listener.listen(to: store)
    #expect(store.streamCount == 1)

    try store.dispatch(action: Self.deleteAll)
    await waitUntil(timeout: Self.timeout) { listener.subscription.handledCount == store.dispatchCount }
    #expect(effects.elements == [.deleteLocalQuakesMutation])
  }

  @Test func listeningToAnotherStoreStopsListeningToTheFirst() async throws {
    let first = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let second = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let effects = Recorder<Effect>()
    let listener = Listener(localStore: LocalStoreTestDouble(), remoteStore: RemoteStoreTestDouble()) {
      effects.record($0)
    }

    listener.listen(to: first)
    listener.listen(to: second)
    try first.dispatch(action: Self.onAppear)
    try second.dispatch(action: Self.deleteAll)
    await waitUntil(timeout: Self.timeout) { listener.subscription.handledCount == second.dispatchCount }
    await listener.subscription.stopped()
    await waitUntil("the first store's stream ends", timeout: Self.timeout) { first.streamCount == 0 }

    #expect(effects.elements == [.deleteLocalQuakesMutation])
    #expect(first.state.quakes.status == .waiting)
  }

  @Test func cancelStopsListening() async throws {
    let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let effects = Recorder<Effect>()
    let listener = Listener(localStore: LocalStoreTestDouble(), remoteStore: RemoteStoreTestDouble()) {
      effects.record($0)
    }
    listener.listen(to: store)

    listener.cancel()
    try store.dispatch(action: Self.onAppear)
    // The cancelled loop has ended: nothing it had buffered can still be handled.
    await listener.subscription.stopped()
    await waitUntil("the stream ends", timeout: Self.timeout) { store.streamCount == 0 }

    #expect(effects.elements.isEmpty)
    #expect(store.state.quakes.status == .waiting)
  }

  @Test func releasingTheListenerStopsListening() async throws {
    let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    do {
      let listener = Listener(localStore: LocalStoreTestDouble(), remoteStore: RemoteStoreTestDouble())
      listener.listen(to: store)
      #expect(store.streamCount == 1)
    }
    await waitUntil("the stream ends", timeout: Self.timeout) { store.streamCount == 0 }
  }
}
