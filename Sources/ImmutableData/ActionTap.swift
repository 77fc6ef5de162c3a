/// Hands the actions a store dispatches to one reader in batches, on the main actor. Our
/// addition to the book's API (`Store.tapActions(batchesOf:deliver:)`), for a reader that must
/// cost a dispatch next to nothing: a debugger following a running app.
///
/// A stream (`makeStream()`) costs each dispatch a lock, a copy of `oldState` and, when its
/// reader waits, a wake-up of that reader: a few hundred nanoseconds, more than a small
/// reducer's whole dispatch. A tap costs a dispatch one copy of the action into a buffer of its
/// own; the buffer goes to `deliver` when it is full, or at the latest in the main actor's next
/// turn (one task per turn that dispatched, however many dispatches the turn made).
@MainActor public final class ActionTap<Action: Sendable> {
  /// Room for one batch. Pointers rather than stored `var`s: a write to a class's stored
  /// variable is checked for exclusive access at run time, which alone costs about as much as
  /// Counter's whole dispatch.
  @usableFromInline nonisolated(unsafe) let slots: UnsafeMutablePointer<Action>
  /// `[0]`: how many slots are filled; `[1]`: 1 while a flush is scheduled for the next turn.
  @usableFromInline nonisolated(unsafe) let counters: UnsafeMutablePointer<Int>
  @usableFromInline let capacity: Int
  private let deliver: @MainActor ([Action]) -> Void

  init(capacity: Int, deliver: @escaping @MainActor ([Action]) -> Void) {
    self.capacity = max(capacity, 1)
    self.slots = .allocate(capacity: self.capacity)
    self.counters = .allocate(capacity: 2)
    self.counters.initialize(repeating: 0, count: 2)
    self.deliver = deliver
  }

  deinit {
    self.slots.deinitialize(count: self.counters[0])
    self.slots.deallocate()
    self.counters.deallocate()
  }
}

extension ActionTap {
  /// Keeps `action` for the next batch.
  @inlinable func record(_ action: Action) {
    let filled = self.counters[0]
    (self.slots + filled).initialize(to: action)
    self.counters[0] = filled + 1
    if filled + 1 == self.capacity {
      self.flush()
    } else if self.counters[1] == 0 {
      self.scheduleFlush()
    }
  }

  /// Hands what is buffered to the reader now (an app about to stop, which will not give the
  /// main actor another turn).
  public func flush() {
    let filled = self.counters[0]
    guard filled > 0 else { return }
    let batch = [Action](unsafeUninitializedCapacity: filled) { buffer, count in
      buffer.baseAddress?.moveInitialize(from: self.slots, count: filled)
      count = filled
    }
    self.counters[0] = 0
    self.deliver(batch)
  }

  /// Drops what is buffered, so that a flush already scheduled delivers nothing.
  func discard() {
    self.slots.deinitialize(count: self.counters[0])
    self.counters[0] = 0
  }

  @usableFromInline func scheduleFlush() {
    self.counters[1] = 1
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.counters[1] = 0
      self.flush()
    }
  }
}

extension Store {
  /// Starts handing every action dispatched from now on to `deliver`, on the main actor, in
  /// batches of at most `size`: a batch is delivered when it is full, or in the main actor's next
  /// turn. Our addition to the book's API, for a reader that must not slow the dispatch (see
  /// `ActionTap`); it carries actions only, not `oldState`.
  ///
  /// - Parameters:
  ///   - size: the most actions one batch holds (at least 1).
  ///   - deliver: called on the main actor with each batch, in dispatch order; keep it cheap.
  /// - Returns: the tap; `removeTap(_:)` ends it.
  public func tapActions(batchesOf size: Int, deliver: @escaping @MainActor ([Action]) -> Void) -> ActionTap<Action> {
    let tap = ActionTap(capacity: size, deliver: deliver)
    self.taps.append(tap)
    return tap
  }

  /// Ends `tap`: what it still buffers is dropped and `deliver` is not called again.
  public func removeTap(_ tap: ActionTap<Action>) {
    self.taps.removeAll { $0 === tap }
    tap.discard()
  }

  /// Delivers what every tap buffers now.
  public func flushTaps() {
    for tap in self.taps { tap.flush() }
  }

  /// How many taps are registered.
  package var tapCount: Int { self.taps.count }
}
