import ImmutableData
import Synchronization

/// One consumer's connection to the session's store: a `Dispatcher`, `Selector` and `Streamer`
/// that numbers what flows through it, so the shell knows when its consumer is done and which
/// dispatch caused the actions it dispatches.
///
/// Each watch and each side-effect listener gets its own port. An element counts as processed
/// when the consumer asks for the next one; dispatches made meanwhile are caused by it.
///
/// A port can outlive its session (`:domain` switches while a slow thunk runs): then it reads
/// the store it was opened on, as it was when the session let go of it, and a dispatch throws
/// `SessionEnded`, which the listener reports like any other thunk error.
@MainActor final class SessionPort<State: Sendable, Action: Sendable> {
  private weak var hubLink: Backlink<DispatchHub<State, Action>>?
  /// The session's hub, while the session lasts.
  private var hub: DispatchHub<State, Action>? { self.hubLink?.owner }
  /// The store the port was opened on, kept for reads after the session ended.
  private let openedStore: Store<State, Action>
  nonisolated let progress: PortProgress

  init(hub: DispatchHub<State, Action>, tracker: WorkTracker) {
    self.hubLink = hub.backlink
    self.openedStore = hub.store
    self.progress = PortProgress(tracker: tracker)
  }
}

/// A dispatch through a port whose session has ended: the effect that made it is cancelled.
struct SessionEnded: Error, CustomStringConvertible {
  var description: String { "cancelled: its session has ended" }
}

extension SessionPort: EffectPort {}

extension SessionPort: ImmutableData.Dispatcher {
  func dispatch(action: Action) throws {
    guard let hub = self.hub else { throw SessionEnded() }
    try hub.dispatch(action, cause: self.progress.cause)
  }

  func dispatch(thunk: @Sendable (SessionPort, SessionPort) throws -> Void) rethrows {
    try thunk(self, self)
  }

  func dispatch(thunk: @Sendable (SessionPort, SessionPort) async throws -> Void) async rethrows {
    self.progress.tracker.add()
    defer { self.progress.tracker.complete() }
    try await thunk(self, self)
  }
}

extension SessionPort: ImmutableData.Selector {
  func select<T: Sendable>(_ selector: @Sendable (State) -> T) -> T {
    (self.hub?.store ?? self.openedStore).select(selector)
  }
}

extension SessionPort: ImmutableData.Streamer {
  func makeStream() -> PortStream<State, Action> {
    guard let hub = self.hub else {
      // Nothing will ever be dispatched to a finished session: an empty, finished stream.
      let (stream, continuation) = AsyncStream.makeStream(of: Delivery<State, Action>.self)
      continuation.finish()
      return PortStream(deliveries: stream, progress: self.progress)
    }
    return hub.subscribe(self)
  }
}

/// What one port has been handed and not yet finished; safe from any thread.
@usableFromInline final class PortProgress: Sendable {
  let tracker: WorkTracker
  private struct Counts {
    var outstanding = 0
    var cause: Int?
    var isTerminated = false
  }
  private let counts = Mutex(Counts())

  init(tracker: WorkTracker) {
    self.tracker = tracker
  }

  /// The dispatch number of the element being processed, if any.
  var cause: Int? { self.counts.withLock { $0.cause } }

  /// Counts an element about to be yielded; false once the consumer is gone.
  @usableFromInline func enqueue() -> Bool {
    let accepted = self.counts.withLock { counts -> Bool in
      guard !counts.isTerminated else { return false }
      counts.outstanding += 1
      return true
    }
    if accepted { self.tracker.add() }
    return accepted
  }

  /// The consumer took element `number`.
  func begin(_ number: Int) {
    self.counts.withLock { $0.cause = number }
  }

  /// The consumer finished its current element (it asked for the next one).
  @usableFromInline func finishOne() {
    let finished = self.counts.withLock { counts -> Bool in
      counts.cause = nil
      guard counts.outstanding > 0 else { return false }
      counts.outstanding -= 1
      return true
    }
    if finished { self.tracker.complete() }
  }

  /// The consumer is gone: whatever it still held is no longer awaited.
  func terminate() {
    let dropped = self.counts.withLock { counts -> Int in
      defer { counts.outstanding = 0; counts.isTerminated = true }
      return counts.outstanding
    }
    self.tracker.complete(dropped)
  }
}

/// One streamed element with the number of the dispatch that produced it.
@usableFromInline struct Delivery<State: Sendable, Action: Sendable>: Sendable {
  @usableFromInline let number: Int
  @usableFromInline let oldState: State
  @usableFromInline let action: Action

  @inlinable init(number: Int, oldState: State, action: Action) {
    self.number = number
    self.oldState = oldState
    self.action = action
  }
}

/// The stream a port hands its consumer: plain `(oldState, action)` pairs, as the book's.
struct PortStream<State: Sendable, Action: Sendable>: AsyncSequence, Sendable {
  typealias Element = (oldState: State, action: Action)
  typealias Failure = Never

  let deliveries: AsyncStream<Delivery<State, Action>>
  let progress: PortProgress

  func makeAsyncIterator() -> Iterator {
    Iterator(base: self.deliveries.makeAsyncIterator(), progress: self.progress)
  }

  struct Iterator: AsyncIteratorProtocol {
    var base: AsyncStream<Delivery<State, Action>>.Iterator
    let progress: PortProgress
    var isHolding = false

    mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      if self.isHolding {
        self.isHolding = false
        self.progress.finishOne()
      }
      guard let delivery = await self.base.next(isolation: actor) else { return nil }
      self.progress.begin(delivery.number)
      self.isHolding = true
      return (oldState: delivery.oldState, action: delivery.action)
    }

    mutating func next() async -> Element? {
      await self.next(isolation: nil)
    }
  }
}
