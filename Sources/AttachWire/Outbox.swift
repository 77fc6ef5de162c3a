import Dispatch
import Synchronization

/// A bounded queue between a producer that must never wait (the stream of the app's actions) and
/// one consumer thread that may (the socket writer): `offer` refuses when full instead of blocking.
public final class Outbox<Item: Sendable>: Sendable {
  /// How many items may wait.
  public let capacity: Int
  private let items: Mutex<(queue: [Item], head: Int, closed: Bool)> = Mutex(([], 0, false))
  private let available = DispatchSemaphore(value: 0)

  /// An empty queue holding at most `capacity` items.
  public init(capacity: Int) {
    self.capacity = capacity
  }

  /// Adds `item`; false, with nothing added, when the queue is full or closed.
  public func offer(_ item: Item) -> Bool {
    let added = self.items.withLock { state in
      guard !state.closed, state.queue.count - state.head < self.capacity else { return false }
      state.queue.append(item)
      return true
    }
    if added { self.available.signal() }
    return added
  }

  /// Adds `item` even when the queue is full (a message that must follow, such as a refusal);
  /// false when closed.
  public func force(_ item: Item) -> Bool {
    let added = self.items.withLock { state in
      guard !state.closed else { return false }
      state.queue.append(item)
      return true
    }
    if added { self.available.signal() }
    return added
  }

  /// Removes every waiting item.
  public func clear() {
    self.items.withLock { state in
      state.queue = []
      state.head = 0
    }
  }

  /// The oldest item, waiting for one; nil once the queue is closed.
  public func take() -> Item? {
    while true {
      self.available.wait()
      let next: Item?? = self.items.withLock { state in
        if state.closed { return .some(nil) }
        guard state.head < state.queue.count else { return nil }
        let item = state.queue[state.head]
        state.head += 1
        if state.head == state.queue.count {
          state.queue.removeAll(keepingCapacity: true)
          state.head = 0
        }
        return .some(item)
      }
      if let next { return next }
    }
  }

  /// Closes the queue: waiting items are dropped and `take()` returns nil.
  public func close() {
    self.items.withLock { state in
      state.closed = true
      state.queue = []
      state.head = 0
    }
    self.available.signal()
  }
}
