/// One reader of a store's actions (`Store.tapActions(batchesOf:deliver:)`): our addition to the
/// book's API, for a reader that must cost a dispatch next to nothing, such as a debugger
/// following a running app. `Store.removeTap(_:)` ends it.
///
/// A stream (`makeStream()`) costs each dispatch a lock, a copy of `oldState` and, when its
/// reader waits, a wake-up of that reader: a few hundred nanoseconds, more than a small
/// reducer's whole dispatch. While any tap is registered, a dispatch instead copies its action
/// into one buffer the store keeps (`ActionTaps`); the buffer goes to every tap when it is full,
/// or at the latest in the main actor's next turn (one task per turn that dispatched, however
/// many dispatches the turn made).
@MainActor public final class ActionTap<Action: Sendable> {
  let deliver: @MainActor ([Action]) -> Void

  init(deliver: @escaping @MainActor ([Action]) -> Void) {
    self.deliver = deliver
  }
}

/// The store's taps and the buffer their actions wait in. Its fields are pointers rather than
/// stored `var`s: a write to a class's stored variable is checked for exclusive access at run
/// time, which alone costs about as much as Counter's whole dispatch.
@usableFromInline @MainActor final class ActionTaps<Action: Sendable> {
  /// `[0]`: how many slots are filled; `[1]`: how many may be, 0 while no tap is registered (so
  /// that one comparison is all a dispatch without taps pays); `[2]`: 1 while a flush is
  /// scheduled for the next turn.
  @usableFromInline nonisolated(unsafe) let header: UnsafeMutablePointer<Int>
  /// Where the slots are: room for one batch, the smallest any tap asked for.
  @usableFromInline nonisolated(unsafe) let slots: UnsafeMutablePointer<UnsafeMutablePointer<Action>>
  private(set) var taps: [ActionTap<Action>] = []

  init() {
    self.header = .allocate(capacity: 3)
    self.header.initialize(repeating: 0, count: 3)
    self.slots = .allocate(capacity: 1)
    self.slots.initialize(to: .allocate(capacity: 1))
  }

  deinit {
    self.slots.pointee.deinitialize(count: self.header[0])
    self.slots.pointee.deallocate()
    self.slots.deallocate()
    self.header.deallocate()
  }

  /// Keeps `action` for the next batch, when any tap is registered. The first action of a batch
  /// schedules its delivery in the next turn, unless a delivery is scheduled already (a turn
  /// that fills many batches schedules one task, not one a batch: a task on the main actor
  /// costs a microsecond or two); a full batch is delivered at once.
  @inlinable func record(_ action: Action) {
    let filled = self.header[0]
    guard filled < self.header[1] else { return }
    (self.slots.pointee + filled).initialize(to: action)
    self.header[0] = filled + 1
    if filled == 0, self.header[2] == 0 { self.scheduleFlush() }
    if filled + 1 == self.header[1] { self.flush() }
  }

  /// Hands what is buffered to every tap, oldest tap first.
  @usableFromInline func flush() {
    let filled = self.header[0]
    guard filled > 0 else { return }
    let batch = [Action](unsafeUninitializedCapacity: filled) { buffer, count in
      buffer.baseAddress?.moveInitialize(from: self.slots.pointee, count: filled)
      count = filled
    }
    self.header[0] = 0
    for tap in self.taps { tap.deliver(batch) }
  }

  @usableFromInline func scheduleFlush() {
    self.header[2] = 1
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.header[2] = 0
      self.flush()
    }
  }

  func add(_ tap: ActionTap<Action>, batchesOf size: Int) {
    // What is buffered belongs to the taps already there.
    self.flush()
    let size = max(size, 1)
    if self.taps.isEmpty || size < self.header[1] {
      self.slots.pointee.deallocate()
      self.slots.pointee = .allocate(capacity: size)
      self.header[1] = size
    }
    self.taps.append(tap)
  }

  func remove(_ tap: ActionTap<Action>) {
    guard self.taps.contains(where: { $0 === tap }) else { return }
    // What is buffered is still the other taps'; the leaving one gets nothing more.
    self.taps.removeAll { $0 === tap }
    if self.taps.isEmpty {
      self.slots.pointee.deinitialize(count: self.header[0])
      self.header[0] = 0
      self.header[1] = 0
    } else {
      self.flush()
    }
  }
}

extension Store {
  /// Starts handing every action dispatched from now on to `deliver`, on the main actor, in
  /// batches of at most `size`: a batch is delivered when it is full, or in the main actor's next
  /// turn. Our addition to the book's API, for a reader that must not slow the dispatch (see
  /// `ActionTap`); it carries actions only, not `oldState`. With several taps, each batch is as
  /// large as the smallest `size` allows.
  ///
  /// - Parameters:
  ///   - size: the most actions one batch holds (at least 1).
  ///   - deliver: called on the main actor with each batch, in dispatch order; keep it cheap.
  /// - Returns: the tap; `removeTap(_:)` ends it.
  public func tapActions(batchesOf size: Int, deliver: @escaping @MainActor ([Action]) -> Void) -> ActionTap<Action> {
    let tap = ActionTap(deliver: deliver)
    self.taps.add(tap, batchesOf: size)
    return tap
  }

  /// Ends `tap`: `deliver` is not called again.
  public func removeTap(_ tap: ActionTap<Action>) {
    self.taps.remove(tap)
  }

  /// Delivers what the taps' buffer holds now (an app about to stop, which will not give the
  /// main actor another turn).
  public func flushTaps() {
    self.taps.flush()
  }

  /// How many taps are registered.
  package var tapCount: Int { self.taps.taps.count }
}
