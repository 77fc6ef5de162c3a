/// Filters for Counter listeners. Teaching extra (not from the book): the book's Counter has no
/// filter; walkthrough 02 uses this one to show a listener skipping actions.
public enum CounterFilter {
  /// Passes increments only, whatever the state.
  public static func isIncrement() -> @Sendable (CounterState, CounterAction) -> Bool {
    { _, action in action == .didTapIncrementButton }
  }
}
