/// What `:jump`, `:undo` and `:redo` did: where the session stands, what changed in the state,
/// and what each watch shows after rebuilding.
struct TimeTravelReport {
  /// The dispatch the state is now after, of `count`.
  let number: Int
  let count: Int
  let changes: [StateDiff.Change]
  /// How the changes' array elements are matched, for printing them.
  let identity: ElementIdentity
  let watches: [WatchSummary]
}
