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
  /// How many effect lines were printed with the record while effects were still in flight
  /// (a terminal that talks); nil: the record is not printed yet.
  var printedEffects: Int?
}
