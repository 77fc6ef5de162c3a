import ImmutableUI

/// What one watch decided for one dispatch, and the output it published, if any.
@usableFromInline struct WatchDecision {
  var events: [ListenerTraceEvent] = []
  var published: SelectedValue?
  /// The output before this dispatch, to say what changed in a published collection.
  var previous: SelectedValue?
}
