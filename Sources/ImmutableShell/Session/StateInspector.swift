import TypedLiterals

/// Reading the session's state without changing it: `:select`, `:state`, `:storage`, `:selectors`,
/// and the names TAB completion offers.
@MainActor protocol StateInspector {
  /// Runs a selector once on the current state.
  func select(_ call: CallSyntax) throws -> (value: Literal, type: ValueType)
  /// The state's leaves, those under `path`, or the element `path` names.
  func state(at path: String?) throws -> StateReading
  /// What dispatch `number` (default: the current one) shared and rebuilt of the state.
  func storage(after number: Int?) throws -> StorageReport
  /// The domain's selectors and filters.
  func selectors() -> [CallableSummary]
  /// The names TAB completion offers, as they are now.
  var vocabulary: SessionVocabulary { get }
}
