/// The loop every side-effect listener is built around: one task that hands each element a store
/// streams to a handler, one at a time, until cancelled (book, chapter 6, "Listener").
///
/// ```swift
/// let subscription = StreamSubscription()
/// subscription.subscribe(to: store) { store, oldState, action in
///   await self.onReceive(from: store, oldState: oldState, action: action)
/// }
/// ```
///
/// The handler is awaited inside the loop, so the next element is requested only once this
/// one's work has finished; that is how callers know a listener has caught up.
///
/// - Important: Main-actor isolated. Holds the store weakly; a cancelled subscription drops
///   whatever its stream had already buffered.
@MainActor public final class StreamSubscription {
  private weak var store: AnyObject?
  private var task: Task<Void, Never>?
  /// Loops that were cancelled or replaced, kept so `stopped()` can wait for their end.
  private var retired: [Task<Void, Never>] = []

  /// How many elements the handler has finished with, over every subscription. Once it equals
  /// the number of actions dispatched since subscribing, no handler is running and none is due:
  /// the explicit signal tests wait on before checking that something did not happen.
  package private(set) var handledCount = 0

  /// Creates a subscription that is not subscribed yet.
  public init() {}

  deinit {
    self.task?.cancel()
  }
}

extension StreamSubscription {
  /// Starts handing every element `store` streams from now on to `handle`.
  ///
  /// Does nothing if already subscribed to this same store; otherwise ends the previous
  /// subscription first.
  ///
  /// - Returns: whether a new subscription started.
  @discardableResult
  public func subscribe<Store: Streamer & AnyObject>(
    to store: Store,
    _ handle: @escaping @MainActor (Store, Store.State, Store.Action) async -> Void
  ) -> Bool {
    guard self.store !== store else { return false }
    self.store = store
    let stream = store.makeStream()
    self.retire()
    self.task = Task { [weak store, weak self] in
      do {
        for try await (oldState, action) in stream {
          // A cancelled stream still hands out what it had buffered; drop it.
          guard !Task.isCancelled, let store else { return }
          await handle(store, oldState, action)
          self?.handledCount += 1
        }
      } catch {
        // The stream ended with an error: there is nothing left to listen to.
      }
    }
    return true
  }

  /// Ends the subscription; work already running is cancelled.
  public func cancel() {
    self.retire()
    self.store = nil
  }

  /// Returns once every cancelled or replaced loop has ended: from then on nothing it had
  /// buffered can still be handled.
  package func stopped() async {
    while let task = self.retired.popLast() {
      await task.value
    }
  }

  private func retire() {
    guard let task = self.task else { return }
    task.cancel()
    self.retired.append(task)
    self.task = nil
  }
}
