import ImmutableData
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(5)))
@MainActor struct StoreTests {
  // MARK: - select

  @Test func selectAppliesTheSelectorToTheInitialState() {
    let store = makeStore(value: 41)
    #expect(store.select { $0.value } == 41)
    #expect(store.select { "\($0.value + 1)" } == "42")
    #expect(store.state == CounterState(value: 41))
  }

  // MARK: - dispatch(action:)

  @Test func dispatchingAnActionRunsTheReducer() throws {
    let store = makeStore()
    try store.dispatch(action: .increment)
    try store.dispatch(action: .increment)
    try store.dispatch(action: .decrement)
    #expect(store.state == CounterState(value: 1))
  }

  @Test func dispatchingAnActionStreamsTheOldStateAndTheAction() async throws {
    let store = makeStore(value: 5)
    var iterator = store.makeStream().makeAsyncIterator()
    try store.dispatch(action: .increment)
    try store.dispatch(action: .decrement)

    let first = try #require(await iterator.next())
    #expect(first.oldState == CounterState(value: 5))
    #expect(first.action == .increment)
    let second = try #require(await iterator.next())
    #expect(second.oldState == CounterState(value: 6))
    #expect(second.action == .decrement)
  }

  @Test func aThrowingReducerLeavesTheStateAndStreamsNothing() async throws {
    let store = makeStore()
    var iterator = store.makeStream().makeAsyncIterator()
    try store.dispatch(action: .increment)

    #expect(throws: ReducerError()) { try store.dispatch(action: .fail) }
    #expect(store.state == CounterState(value: 1))

    // The next element after the one before the failure must be the one after it.
    try store.dispatch(action: .decrement)
    let beforeFailure = try #require(await iterator.next())
    #expect(beforeFailure.action == .increment)
    let afterFailure = try #require(await iterator.next())
    #expect(afterFailure.action == .decrement)
    #expect(afterFailure.oldState == CounterState(value: 1))
    #expect(store.state == CounterState(value: 0))
  }

  // MARK: - dispatch(thunk:), synchronous

  @Test func aSyncThunkGetsTheStoreAsDispatcherAndSelector() throws {
    let store = makeStore(value: 10)
    store.dispatch { dispatcher, selector in
      MainActor.assumeIsolated {
        #expect(dispatcher === store)
        #expect(selector === store)
      }
    }
    try store.dispatch { dispatcher, selector in
      try MainActor.assumeIsolated {
        let before = selector.select { $0.value }
        try dispatcher.dispatch(action: .increment)
        try dispatcher.dispatch(action: .increment)
        #expect(before == 10)
        #expect(selector.select { $0.value } == 12)
      }
    }
    #expect(store.state == CounterState(value: 12))
  }

  @Test func aSyncThunkThatThrowsRethrowsItsError() throws {
    let store = makeStore()
    #expect(throws: ThunkError()) {
      try store.dispatch { _, _ in throw ThunkError() }
    }
    #expect(store.state == CounterState(value: 0))
  }

  @Test func aSyncThunkRethrowsTheReducerErrorAndKeepsWhatItDispatchedBefore() throws {
    let store = makeStore()
    #expect(throws: ReducerError()) {
      try store.dispatch { dispatcher, _ in
        try MainActor.assumeIsolated {
          try dispatcher.dispatch(action: .increment)
          try dispatcher.dispatch(action: .fail)
          try dispatcher.dispatch(action: .increment)
        }
      }
    }
    // Thunks are not transactions: the first increment stays, the last never ran.
    #expect(store.state == CounterState(value: 1))
  }

  // MARK: - dispatch(thunk:), asynchronous

  @Test func anAsyncThunkGetsTheStoreAsDispatcherAndSelector() async throws {
    let store = makeStore(value: 3)
    try await store.dispatch { (dispatcher: CounterStore, selector: CounterStore) async throws in
      #expect(dispatcher === store)
      #expect(selector === store)
      try await dispatcher.dispatch(action: .decrement)
      await Task.yield()
      let value = await selector.select { $0.value }
      #expect(value == 2)
      try await dispatcher.dispatch(action: .decrement)
    }
    #expect(store.state == CounterState(value: 1))
  }

  @Test func anAsyncThunkThatThrowsRethrowsItsError() async throws {
    let store = makeStore()
    await #expect(throws: ThunkError()) {
      try await store.dispatch { (dispatcher: CounterStore, _: CounterStore) async throws in
        try await dispatcher.dispatch(action: .increment)
        await Task.yield()
        throw ThunkError()
      }
    }
    #expect(store.state == CounterState(value: 1))
  }

  @Test func anAsyncThunkRethrowsTheReducerError() async throws {
    let store = makeStore(value: 7)
    await #expect(throws: ReducerError()) {
      try await store.dispatch { (dispatcher: CounterStore, _: CounterStore) async throws in
        try await dispatcher.dispatch(action: .fail)
      }
    }
    #expect(store.state == CounterState(value: 7))
  }

  @Test func aNonThrowingAsyncThunkNeedsNoTry() async {
    let store = makeStore()
    // `rethrows`: a thunk that cannot throw is dispatched without `try`.
    await store.dispatch { (_: CounterStore, selector: CounterStore) async in
      let value = await selector.select { $0.value }
      #expect(value == 0)
    }
  }
}
