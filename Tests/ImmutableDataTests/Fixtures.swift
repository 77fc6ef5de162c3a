import ImmutableData

/// A counter state small enough to read in an assertion.
struct CounterState: Equatable, Sendable {
  var value = 0
}

/// What can happen to the counter; `.fail` makes the reducer throw.
enum CounterAction: Equatable, Sendable {
  case increment
  case decrement
  case fail
}

/// The reducer's only error.
struct ReducerError: Error, Equatable {}

/// A thunk's own error, distinct from the reducer's.
struct ThunkError: Error, Equatable {}

/// The pure reducer of the fixtures.
@Sendable func counterReducer(state: CounterState, action: CounterAction) throws -> CounterState {
  var state = state
  switch action {
  case .increment: state.value += 1
  case .decrement: state.value -= 1
  case .fail: throw ReducerError()
  }
  return state
}

typealias CounterStore = Store<CounterState, CounterAction>

@MainActor func makeStore(value: Int = 0) -> CounterStore {
  CounterStore(initialState: CounterState(value: value), reducer: counterReducer)
}
