import ImmutableData

/// Owns the store and the streams of the session's ports (the side effects): reduces an action,
/// and streams a delivery to every port in subscription order. The steps between the two (the
/// history, the watches, the mounts) are the session's, which runs them in one straight function,
/// `DomainSession.run(_:cause:)`; a port's dispatch enters there through `entry`.
///
/// The store's own stream registrar is not used: the hub needs to number elements and count
/// their processing, which a plain `AsyncStream` cannot report.
@usableFromInline @MainActor final class DispatchHub<State: Sendable, Action: Sendable> {
  @usableFromInline var store: Store<State, Action>
  private var reducer: Reducer<State, Action>
  @usableFromInline let tracker: WorkTracker
  private var nextSubscriberID = 0
  @usableFromInline var subscribers: [(id: Int, progress: PortProgress, continuation: AsyncStream<Delivery<State, Action>>.Continuation)] = []
  /// Where a port's dispatch goes: the owning session's whole dispatch (set once, by it). A hub
  /// on its own reduces and streams.
  @usableFromInline var entry: ((Action, Int?) throws -> Int)?

  /// How ports and streams reach the hub without keeping it alive (see `Backlink`).
  private(set) lazy var backlink = Backlink(self)

  init(initialState: State, reducer: @escaping Reducer<State, Action>, tracker: WorkTracker) {
    self.reducer = reducer
    self.store = Store(initialState: initialState, reducer: reducer)
    self.tracker = tracker
  }

  /// A new port on this hub.
  func makePort() -> SessionPort<State, Action> {
    SessionPort(hub: self, tracker: self.tracker)
  }

  /// A port's dispatch, caused by the dispatch `cause`: the session's whole dispatch.
  @discardableResult
  func dispatch(_ action: Action, cause: Int?) throws -> Int {
    if let entry = self.entry { return try entry(action, cause) }
    let (oldState, _) = try self.reduce(action)
    self.stream(Delivery(number: 0, oldState: oldState, action: action))
    return 0
  }

  /// Reduces `action` on the store; returns the state before and the store, which holds the
  /// state after.
  ///
  /// - Throws: the reducer's error; the store then keeps its state.
  @inlinable func reduce(_ action: Action) throws -> (oldState: State, store: Store<State, Action>) {
    // The store is read once and handed on: listeners hold it weakly, which gives it a side
    // table, so every retain and release of it takes the runtime's slow path.
    let store = self.store
    let oldState = store.state
    try store.dispatch(action: action)
    return (oldState, store)
  }

  /// Hands `delivery` to every subscribed port's stream, in subscription order.
  @inlinable func stream(_ delivery: Delivery<State, Action>) {
    for subscriber in self.subscribers where subscriber.progress.enqueue() {
      if case .terminated = subscriber.continuation.yield(delivery) { subscriber.progress.finishOne() }
    }
  }

  /// Replaces the store with one starting at `state`, ending every stream (time travel, reset).
  func relaunch(at state: State) {
    for subscriber in self.subscribers {
      subscriber.progress.terminate()
      subscriber.continuation.finish()
    }
    self.subscribers = []
    self.store = Store(initialState: state, reducer: self.reducer)
  }

  /// Swaps the reducer (a teaching variant), keeping the current state.
  func replaceReducer(_ reducer: @escaping Reducer<State, Action>) {
    self.reducer = reducer
    let state = self.store.state
    let subscribers = self.subscribers
    self.subscribers = []
    self.store = Store(initialState: state, reducer: reducer)
    self.subscribers = subscribers
  }

  func subscribe(_ port: SessionPort<State, Action>) -> PortStream<State, Action> {
    let (stream, continuation) = AsyncStream.makeStream(of: Delivery<State, Action>.self)
    let progress = port.progress
    self.nextSubscriberID += 1
    let id = self.nextSubscriberID
    continuation.onTermination = { [weak backlink] _ in
      progress.terminate()
      Task { @MainActor in backlink?.owner.subscribers.removeAll { $0.id == id } }
    }
    self.subscribers.append((id: id, progress: progress, continuation: continuation))
    return PortStream(deliveries: stream, progress: progress)
  }
}
