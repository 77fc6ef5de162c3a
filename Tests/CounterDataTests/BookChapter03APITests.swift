import CounterData
import ImmutableData
import Testing

/// Chapter 3 (CounterData) as a reader calls it: `CounterState()` and `CounterState(_:)`,
/// `CounterAction`'s two cases, `CounterReducer.reduce` handed to a `Store`, and
/// `CounterState.selectValue()`.
@Suite @MainActor struct BookChapter03APITests {
  @Test(arguments: [0, 1, -3])
  func stateIsBuiltAsInTheBook(_ value: Int) {
    #expect(CounterState().value == 0)
    #expect(CounterState(value).value == value)
    #expect(CounterState.selectValue()(CounterState(value)) == value)
  }

  @Test func theReducerCountsTaps() {
    let increment: CounterAction = .didTapIncrementButton
    let decrement: CounterAction = .didTapDecrementButton
    let once = CounterReducer.reduce(state: CounterState(), action: increment)
    #expect(once.value == 1)
    #expect(CounterReducer.reduce(state: once, action: decrement).value == 0)
  }

  @Test func aStoreRunsTheCounter() throws {
    let store = ImmutableData.Store(initialState: CounterState(), reducer: CounterReducer.reduce)
    try store.dispatch(action: .didTapIncrementButton)
    try store.dispatch(action: .didTapIncrementButton)
    try store.dispatch(action: .didTapDecrementButton)
    #expect(store.select(CounterState.selectValue()) == 1)
  }
}
