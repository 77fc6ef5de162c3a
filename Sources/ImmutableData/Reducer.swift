/// The type of a reducer: a pure function from the current state and an action to the next state.
///
/// ```swift
/// let reducer: Reducer<CounterState, CounterAction> = CounterReducer.reduce
/// let store = Store(initialState: CounterState(), reducer: reducer)
/// ```
///
/// Throwing rejects the action: the store keeps its state, streams nothing and hands the error to
/// the caller of `dispatch(action:)`.
///
/// - Important: Pure: no side effects, no clocks, no randomness; effects belong in thunks.
/// - SeeAlso: Redux's reducer (book, chapter 1). The book spells the closure type out; this name
///   is ours, and the two are interchangeable.
public typealias Reducer<State, Action> = @Sendable (State, Action) throws -> State
