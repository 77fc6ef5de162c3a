/// The Counter product's pure reducer (book, chapter 3): no bounds, so the value may go negative.
public enum CounterReducer {
  /// Returns the state after `action`.
  @Sendable public static func reduce(state: CounterState, action: CounterAction) -> CounterState {
    var state = state
    switch action {
    case .didTapIncrementButton: state.value += 1
    case .didTapDecrementButton: state.value -= 1
    }
    return state
  }
}
