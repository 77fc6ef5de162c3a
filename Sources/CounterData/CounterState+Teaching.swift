/// Teaching extras for the listener chapter (not from the book): the book's single selector
/// cannot show every listener decision, so walkthrough 02 adds a threshold selector.
extension CounterState {
  /// Selects whether the value is at least `value`.
  public static func selectIsAtLeast(value: Int) -> @Sendable (Self) -> Bool {
    { state in state.selectIsAtLeast(value: value) }
  }

  fileprivate func selectIsAtLeast(value: Int) -> Bool {
    self.value >= value
  }
}
