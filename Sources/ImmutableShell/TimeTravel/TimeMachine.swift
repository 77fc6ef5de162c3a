/// The session's dispatch history, as `:history`, `:undo`, `:redo`, `:jump` and `:save` use it
/// (`:reset` relaunches the whole session: `ShellSession.reset()`).
@MainActor protocol TimeMachine: AnyObject {
  /// How many dispatches are applied, and how many exist (for undo and redo).
  var position: (current: Int, count: Int) { get }
  /// The dispatches kept.
  func historyListing() -> HistoryListing
  /// Moves to the state after dispatch `number` (0: the initial state), without effects.
  func jump(to number: Int) throws -> TimeTravelReport
  /// Drops the oldest dispatches beyond `:set history N`.
  func applyHistoryLimit()
  /// A script that replays this session: its watches, then the actions typed (not the effects' results).
  func replayScript() -> ReplayScript
}
