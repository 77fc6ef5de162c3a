/// Holds the global state and the pure reducer that is the only way to change it.
///
/// ```swift
/// let store = Store(initialState: CounterState(), reducer: CounterReducer.reduce)
/// try store.dispatch(action: .didTapIncrementButton)
/// store.select(CounterState.selectValue())  // 1
/// ```
///
/// - Important: Main-actor isolated; state is a value, so every `oldState` streamed is exactly
///   the state before that dispatch.
/// - SeeAlso: Redux's store (book, chapter 1).
@MainActor final public class Store<State: Sendable, Action: Sendable>: Sendable {
  // `@usableFromInline` so that `dispatch` and `select` can be inlined and specialized in a
  // client module: unspecialized, they look type metadata up on every call.
  @usableFromInline let registrar = StreamRegistrar<(oldState: State, action: Action)>()
  @usableFromInline var state: State
  /// How many actions the reducer accepted; tests compare it with what a listener handled.
  @usableFromInline package internal(set) var dispatchCount = 0
  @usableFromInline let reducer: Reducer<State, Action>
  /// The action taps (`tapActions(batchesOf:deliver:)`) and the buffer their actions wait in.
  /// A `let`: a stored `var` would be checked for exclusive access on every dispatch.
  @usableFromInline let taps = ActionTaps<Action>()

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - state: the state before any action.
  ///   - reducer: a pure function from the current state and an action to the next state.
  public init(
    initialState state: State,
    reducer: @escaping Reducer<State, Action>
  ) {
    self.state = state
    self.reducer = reducer
  }
}

extension Store: Dispatcher {
  @inlinable
  public func dispatch(action: Action) throws {
    let oldState = self.state
    self.state = try self.reducer(oldState, action)
    self.dispatchCount += 1
    self.registrar.yield((oldState: oldState, action: action))
    self.taps.record(action)
  }

  public func dispatch(thunk: @Sendable (Store, Store) throws -> Void) rethrows {
    try thunk(self, self)
  }

  public func dispatch(thunk: @Sendable (Store, Store) async throws -> Void) async rethrows {
    try await thunk(self, self)
  }
}

extension Store: Selector {
  @inlinable
  public func select<T: Sendable>(_ selector: @Sendable (State) -> T) -> T {
    selector(self.state)
  }
}

extension Store: Streamer {
  public func makeStream() -> AsyncStream<(oldState: State, action: Action)> {
    self.registrar.makeStream()
  }
}

extension Store {
  /// Makes a stream that keeps at most `limit` elements waiting for its reader, and calls
  /// `onDrop` for each element it had no room for. Our addition to the book's API: a plain
  /// `makeStream()` buffers without bound, and each waiting element holds a whole `oldState`, so a
  /// reader that may stall (another process on the end of a socket) takes this one instead.
  ///
  /// - Parameters:
  ///   - limit: how many elements may wait; the newest are dropped when that many are waiting.
  ///   - onDrop: called on the main actor, inside the dispatch that found no room; keep it cheap.
  /// - Returns: a stream of every action dispatched from now on, but the dropped ones.
  public func makeStream(
    bufferingOldest limit: Int, onDrop: @escaping @MainActor () -> Void
  ) -> AsyncStream<(oldState: State, action: Action)> {
    self.registrar.makeStream(bufferingPolicy: .bufferingOldest(limit), onDrop: onDrop)
  }

  /// How many streams are registered; terminated streams leave shortly after they end.
  package var streamCount: Int { self.registrar.count }
}
