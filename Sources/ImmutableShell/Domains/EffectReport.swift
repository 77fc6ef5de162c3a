/// What a domain's side-effect listeners tell the shell, as typed values the shell renders
/// (one line each in a dispatch's trace, and the status line while it waits).
public enum EffectReport: Sendable, Equatable {
  /// A listener saw `condition` and started `effect` (a thunk): printed
  /// `SOURCE: CONDITION ⇒ EFFECT`, or `SOURCE: ⇒ EFFECT` with no condition. While the shell waits,
  /// its status line names `effect`.
  ///
  /// - Parameter source: The listener, `QuakesData.Listener`.
  /// - Parameter condition: What it saw, `quakes.status nil → .waiting`; empty (the default) for none.
  /// - Parameter effect: The thunk it started, `fetchLocalQuakesQuery()`.
  case started(source: String, condition: String = "", effect: String)
  /// What an effect did that starts nothing more (a request a remote store sent): `SOURCE: TEXT`.
  case noted(source: String, text: String)
  /// A thunk threw an error that no `.failure(error:)` action recorded (a failed save, a reducer
  /// refusing a thunk's result): an `effect error:` line, and an error of the input line.
  case failed(source: String, message: String)
}

extension EffectReport {
  /// The line the shell prints for it.
  var line: String {
    switch self {
    case .started(let source, let condition, let effect):
      condition.isEmpty ? "\(source): ⇒ \(effect)" : "\(source): \(condition) ⇒ \(effect)"
    case .noted(let source, let text): "\(source): \(text)"
    case .failed(let source, let message): "\(source): \(message)"
    }
  }
}
