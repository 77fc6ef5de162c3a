import ImmutableUI
import TypedLiterals

/// What one watch decided for one dispatch, and the output it published, if any.
struct WatchDecision {
  var events: [ListenerTraceEvent] = []
  var published: SelectedValue?
  /// The output before this dispatch, to say what changed in a published collection.
  var previous: SelectedValue?
}

/// Everything one dispatch produced, kept until the input line settles and then printed.
struct DispatchRecord {
  let number: Int
  let cause: Int?
  let action: Literal
  let stateChanges: () -> [StateDiff.Change]
  var effects: [String] = []
  var decisions: [Int: WatchDecision] = [:]
}
