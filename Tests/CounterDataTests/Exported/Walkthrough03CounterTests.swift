// Exported by imshell's `:export-test` from a session of the counter domain; export again, do not edit.
// The store, reducer and selectors are the domain's own. Effects do not run: what the session's
// effects dispatched is dispatched here as recorded, in the order the shell numbered it.
import CounterData
import ImmutableData
import Testing

@MainActor @Suite struct Walkthrough03CounterTests {
  @Test func replaysTheSession() throws {
    var store = Self.makeStore()
    try store.dispatch(action: .didTapDecrementButton)
    try store.dispatch(action: .didTapDecrementButton)
    // :expect selectValue() == -2
    #expect(store.select(CounterState.selectValue()) == -2)
    try store.dispatch(action: .didTapIncrementButton)
    try store.dispatch(action: .didTapIncrementButton)
    try store.dispatch(action: .didTapIncrementButton)
    // :expect selectValue() == 1
    #expect(store.select(CounterState.selectValue()) == 1)
    // time travel to #3: a fresh store replays the 3 dispatches before it.
    store = try Self.replaying([
      .didTapDecrementButton,
      .didTapDecrementButton,
      .didTapIncrementButton,
    ])
    // :expect selectValue() == -1
    #expect(store.select(CounterState.selectValue()) == -1)
    // time travel to #4: a fresh store replays the 4 dispatches before it.
    store = try Self.replaying([
      .didTapDecrementButton,
      .didTapDecrementButton,
      .didTapIncrementButton,
      .didTapIncrementButton,
    ])
    // :expect selectValue() == 0
    #expect(store.select(CounterState.selectValue()) == 0)
    // :reset: the initial state again.
    store = Self.makeStore()
    // :expect selectValue() == 0
    #expect(store.select(CounterState.selectValue()) == 0)
  }

  /// The store at launch: the initial state and the domain's reducer.
  static func makeStore() -> Store<CounterState, CounterAction> {
    Store(initialState: CounterState(), reducer: CounterReducer.reduce)
  }

  /// A fresh store after `actions`: the state time travel restored (the reducer is pure).
  static func replaying(_ actions: [CounterAction]) throws -> Store<CounterState, CounterAction> {
    let store = Self.makeStore()
    for action in actions { try store.dispatch(action: action) }
    return store
  }
}
