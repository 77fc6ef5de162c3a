import TypedLiterals

/// The dispatch history as `:history` lists it.
struct HistoryListing {
  /// How many of the oldest dispatches `:set history` dropped.
  let dropped: Int
  /// The dispatch whose state is current (0: the initial state).
  let position: Int
  /// The dispatches kept, oldest first.
  let entries: [HistoryEntry]
}
