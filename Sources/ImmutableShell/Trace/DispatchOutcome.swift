import TypedLiterals

/// What one dispatch did, as the dispatch step returns it: the action as typed or made, the
/// change of state (worked out only when printed), and each watch's decision. The effects it
/// started report after the step has returned; they join it until the input line settles.
@usableFromInline struct DispatchOutcome {
  let number: Int
  /// The dispatch whose effect made this one; nil for a typed line.
  let cause: Int?
  let action: Literal
  let stateChanges: () -> [StateDiff.Change]
  /// Each watch's decision, by watch number; empty when no trace or mount reads them.
  var decisions: [Int: WatchDecision]
  /// The effects this dispatch started (`error: …` for one that failed), in the order reported.
  var effects: [String] = []
  /// Whether the action came from an attached app rather than this session.
  var fromApp = false
}
