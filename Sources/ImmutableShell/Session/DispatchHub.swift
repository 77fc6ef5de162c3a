import ImmutableData

/// What one successful dispatch did, as the hub reports it to the session.
struct DispatchEvent<State: Sendable, Action: Sendable> {
  let cause: Int?
  let action: Action
  let oldState: State
  let newState: State
}

/// Owns the store and fans each dispatch out: first synchronously to the session's watches, then
/// to the streams of its ports (the side effects), in subscription order.
///
/// The store's own stream registrar is not used: the hub needs to number elements and count
/// their processing, which a plain `AsyncStream` cannot report.
///
/// The properties read for every dispatch skip the run-time exclusivity check: main-actor
/// confined, and never held `inout` across a call out (see `DomainSession`).
@MainActor final class DispatchHub<State: Sendable, Action: Sendable> {
  @exclusivity(unchecked) private(set) var store: Store<State, Action>
  private var reducer: Reducer<State, Action>
  let tracker: WorkTracker
  private var nextSubscriberID = 0
  @exclusivity(unchecked) private var subscribers: [(id: Int, progress: PortProgress, continuation: AsyncStream<Delivery<State, Action>>.Continuation)] = []
  /// Called for every successful dispatch; returns the number the dispatch gets.
  @exclusivity(unchecked) var onDispatch: (DispatchEvent<State, Action>) -> Int = { _ in 0 }
  /// Called in the dispatch's own turn, before any stream sees it: the shell's watches, with
  /// the store they read.
  @exclusivity(unchecked) var deliverSynchronously: (Delivery<State, Action>, Store<State, Action>) -> Void = { _, _ in }
  /// Called once every subscriber has the dispatch: mounted views that appear because of it.
  @exclusivity(unchecked) var afterDelivery: () -> Void = {}

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

  /// Reduces `action`; on success numbers it and streams it to every subscriber.
  ///
  /// - Throws: the reducer's error; nothing is then recorded or streamed.
  @discardableResult
  func dispatch(_ action: Action, cause: Int?) throws -> Int {
    // The store is read once and handed on: listeners hold it weakly, which gives it a side
    // table, so every retain and release of it takes the runtime's slow path.
    let store = self.store
    let oldState = store.state
    try store.dispatch(action: action)
    let number = self.onDispatch(
      DispatchEvent(cause: cause, action: action, oldState: oldState, newState: store.state))
    let delivery = Delivery(number: number, oldState: oldState, action: action)
    self.deliverSynchronously(delivery, store)
    for subscriber in self.subscribers where subscriber.progress.enqueue() {
      if case .terminated = subscriber.continuation.yield(delivery) { subscriber.progress.finishOne() }
    }
    self.afterDelivery()
    return number
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
