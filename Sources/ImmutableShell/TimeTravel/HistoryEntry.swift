import TypedLiterals

/// One kept dispatch: its number, what caused it, and its action.
struct HistoryEntry {
  /// An action as the history keeps it.
  enum Action {
    /// A typed action, its long collections elided.
    case literal(Literal)
    /// An effect's action, kept as the text it printed as when it happened.
    case text(String)
  }

  let number: Int
  /// The dispatch whose effect made this one; nil for a typed line.
  let cause: Int?
  let action: Action
}
