/// What a domain's side-effect listeners tell the shell, as one line of text each.
public enum EffectReport: Sendable, Equatable {
  /// An effect is starting: `QuakesData.Listener: status nil → .waiting ⇒ thunk …`.
  case started(String)
  /// A thunk threw an error that no `.failure(error:)` action recorded (a failed save, a reducer
  /// refusing a thunk's result): an `effect error:` line, and an error of the input line.
  case failed(String)
}
