import TypedLiterals

/// The Counter product's whole state: one integer (book, chapter 3).
///
/// - Important: A value type; the store replaces it, never mutates it in place.
// @TypedLiteral
public struct CounterState: Sendable {
  package var value: Int

  /// Creates a state holding `value`.
  public init(value: Int) {
    self.value = value
  }
}

extension CounterState {
  /// Creates a state, spelled as the book does (`CounterState()`, `CounterState(1)`); the app
  /// starts at 0.
  public init(_ value: Int = 0) {
    self.init(value: value)
  }
}

extension CounterState {
  /// Selects the current value.
  public static func selectValue() -> @Sendable (Self) -> Int {
    { state in state.selectValue() }
  }

  fileprivate func selectValue() -> Int {
    self.value
  }
}
