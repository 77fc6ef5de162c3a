/// The dispatches a session keeps for `:history`, `:undo`, `:redo`, `:jump` and `:save`: each
/// dispatch with the one that caused it, and the state after it.
///
/// Dispatches are numbered from 1 for the life of the session; the state "after #0" is the initial
/// one. With a `limit` (`:set history N`) only the newest `limit` dispatches are kept: older ones
/// are dropped, their numbers stay taken, and asking for them names what is still held. A state
/// costs only what its dispatch rewrote (the domains keep their collections in persistent trees
/// that share everything else), so an unlimited history grows by a path per dispatch, not a copy.
@usableFromInline struct DispatchHistory<State, Action> {
  /// One dispatch kept. A typed one keeps its action, which `:save` replays; one an effect caused
  /// keeps only the text `:history` shows, since its action may hold a whole fetch (64k quakes)
  /// that the state already holds.
  @usableFromInline struct Entry {
    @usableFromInline enum Kept {
      case action(Action)
      // Boxed: an entry is kept for every dispatch, and an inline `String` would make every
      // entry 16 bytes wide even when its action (Counter's) takes one.
      indirect case text(String)
    }

    @usableFromInline let kept: Kept
    @usableFromInline let cause: Int?

    @inlinable init(kept: Kept, cause: Int?) {
      self.kept = kept
      self.cause = cause
    }

    /// A dispatch typed by the user (or made by a mount's appearing).
    @inlinable static func typed(_ action: Action) -> Entry { Entry(kept: .action(action), cause: nil) }

    /// A dispatch an effect of dispatch `cause` made, as `:history` prints its action.
    @inlinable static func caused(by cause: Int, text: String) -> Entry { Entry(kept: .text(text), cause: cause) }

    /// The action, if kept.
    var action: Action? {
      guard case .action(let action) = self.kept else { return nil }
      return action
    }
  }

  /// `states[i]` is the state after dispatch `dropped + i`.
  @usableFromInline var states: [State]
  /// `entries[i]` is dispatch `dropped + i + 1`.
  @usableFromInline var entries: [Entry] = []
  /// How many of the oldest dispatches were dropped.
  @usableFromInline var dropped = 0
  /// The dispatch whose state is the store's (0: the initial state).
  @usableFromInline var position = 0

  @usableFromInline init(initial: State) {
    self.states = [initial]
  }

  /// The number of the newest dispatch (undone ones included).
  @inlinable var count: Int { self.dropped + self.entries.count }

  /// Whether any dispatch happened since the start or the last reset.
  var isEmpty: Bool { self.count == 0 }

  /// The dispatches whose state can still be reached: `dropped…count`.
  var reachable: ClosedRange<Int> { self.dropped...self.count }

  /// Dispatch `number`, if kept.
  func entry(_ number: Int) -> Entry? {
    let offset = number - self.dropped - 1
    return self.entries.indices.contains(offset) ? self.entries[offset] : nil
  }

  /// The state after dispatch `number`, if kept.
  func state(after number: Int) -> State? {
    let offset = number - self.dropped
    return self.states.indices.contains(offset) ? self.states[offset] : nil
  }

  /// Numbers of the kept dispatches, oldest first.
  var numbers: ClosedRange<Int>? { self.entries.isEmpty ? nil : (self.dropped + 1)...self.count }

  /// Records a dispatch after the current position (dropping any undone future) and moves to it.
  /// Returns its number.
  @inlinable mutating func append(_ entry: Entry, state: State) -> Int {
    let kept = self.position - self.dropped
    // Only after an undo is there a future to drop: an empty removal still costs a generic call
    // per dispatch where the session's types are not known at compile time (an outside app).
    if kept < self.entries.count {
      self.entries.removeSubrange(kept...)
      self.states.removeSubrange((kept + 1)...)
    }
    self.entries.append(entry)
    self.states.append(state)
    self.position = self.count
    return self.position
  }

  /// `append`, also saying whether an undone future was dropped: one mutation of the history,
  /// where asking first would be a second access per dispatch.
  @inlinable mutating func appendSayingIfFutureDropped(_ entry: Entry, state: State) -> (number: Int, droppedFuture: Bool) {
    let droppedFuture = self.position < self.count
    return (self.append(entry, state: state), droppedFuture)
  }

  /// Moves to the state after dispatch `number`, which must be reachable.
  mutating func move(to number: Int) {
    precondition(self.reachable.contains(number), "dispatch #\(number) is not in the history")
    self.position = number
  }

  /// Drops the oldest dispatches until at most `limit` are kept, never the current one or what
  /// leads to it from the oldest kept; returns the dropped entries, oldest first.
  mutating func trim(to limit: Int) -> [Entry] {
    let excess = min(self.entries.count - limit, self.position - self.dropped)
    guard excess > 0 else { return [] }
    let removed = Array(self.entries.prefix(excess))
    self.entries.removeFirst(excess)
    self.states.removeFirst(excess)
    self.dropped += excess
    return removed
  }

  /// What the history holds, for a message about a number it does not reach.
  var holdings: String {
    guard !self.isEmpty else { return "nothing has been dispatched yet" }
    let held = self.entries.isEmpty ? "history holds no dispatch" : "history holds #\(self.dropped + 1)…#\(self.count)"
    return self.dropped == 0 ? held : held + "; #1…#\(self.dropped) were dropped (:set history)"
  }

  /// Whether `number` names a dispatch (or the initial state) that was dropped.
  func wasDropped(_ number: Int) -> Bool {
    (0..<self.dropped).contains(number)
  }
}
