import ImmutableData
import Testing

/// Chapter 1 (ImmutableData) as a reader calls it: `Store(initialState:reducer:)`, the
/// `Dispatcher`, `Selector` and `Streamer` protocols with their primary associated types, thunks
/// taking `(Dispatcher, Selector)`, and our `Reducer` name for the reducer's closure type.
@Suite(.timeLimit(.minutes(5)))
@MainActor struct BookChapter01APITests {
  /// A thunk written against the protocols, as the book's products write theirs.
  static func incrementTwice<Dispatcher, Selector>() -> @Sendable (Dispatcher, Selector) throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<CounterState, CounterAction>, Selector: ImmutableData.Selector<CounterState> {
    { dispatcher, selector in
      // A synchronous thunk runs inside `dispatch(thunk:)`, on the main actor, but its type
      // cannot say so.
      try MainActor.assumeIsolated {
        try dispatcher.dispatch(action: .increment)
        if selector.select({ $0.value }) == 1 { try dispatcher.dispatch(action: .increment) }
      }
    }
  }

  /// The async form, as the book's persistent sessions write theirs.
  static func decrementLater<Dispatcher, Selector>() -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<CounterState, CounterAction>, Selector: ImmutableData.Selector<CounterState> {
    { dispatcher, _ in
      await Task.yield()
      try await dispatcher.dispatch(action: .decrement)
    }
  }

  /// Code generic over the three roles, as the book's UI layer is.
  static func value(of selector: some ImmutableData.Selector<CounterState>) -> Int {
    selector.select { $0.value }
  }

  @Test func aStoreIsBuiltFromAnInitialStateAndAReducer() throws {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    // The reducer may be given as a closure literal too, as the book's previews do.
    let literal = Store(initialState: CounterState(value: 2)) { (state: CounterState, action: CounterAction) in
      CounterState(value: state.value + (action == .increment ? 1 : 0))
    }
    try store.dispatch(action: .increment)
    try literal.dispatch(action: .increment)
    #expect(store.state.value == 1)
    #expect(literal.select { $0.value } == 3)
    #expect(Self.value(of: store) == 1)
  }

  @Test func reducerNamesTheClosureType() throws {
    let reducer: Reducer<CounterState, CounterAction> = counterReducer
    let store = Store(initialState: CounterState(), reducer: reducer)
    try store.dispatch(action: .decrement)
    #expect(store.state.value == -1)
    #expect(throws: ReducerError()) { try reducer(CounterState(), .fail) }
  }

  @Test func aThrowingReducerLeavesStateAndStreamsAlone() async throws {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let stream = store.makeStream()
    #expect(throws: ReducerError()) { try store.dispatch(action: .fail) }
    #expect(store.state.value == 0)
    try store.dispatch(action: .increment)
    var iterator = stream.makeAsyncIterator()
    let element = await iterator.next()
    #expect(element?.oldState.value == 0, "the failed dispatch streamed nothing")
    #expect(element?.action == .increment)
  }

  @Test func thunksReceiveTheStoreAsDispatcherAndSelector() async throws {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    try store.dispatch(thunk: Self.incrementTwice())
    #expect(store.state.value == 2)
    try await store.dispatch(thunk: Self.decrementLater())
    #expect(store.state.value == 1)
  }

  @Test func makeStreamDeliversOldStateAndAction() async throws {
    let store = Store(initialState: CounterState(), reducer: counterReducer)
    let stream: AsyncStream<(oldState: CounterState, action: CounterAction)> = store.makeStream()
    try store.dispatch(action: .increment)
    try store.dispatch(action: .increment)
    var seen: [Int] = []
    for await element in stream {
      seen.append(element.oldState.value)
      if seen.count == 2 { break }
    }
    #expect(seen == [0, 1])
  }
}
