import TypedLiterals

/// The session's watches, as `:watch`, `:unwatch`, `:watches`, `:stats` and `:expect` use them.
@MainActor protocol WatchRegistry: AnyObject {
  /// Ids and labels of live watches.
  var names: [String] { get }
  /// Every watch, in creation order.
  var summaries: [WatchSummary] { get }
  /// Adds a watch, or rebuilds the one labelled `label`.
  func watch(label: String?, definition: WatchDefinition) throws -> WatchChange
  /// Removes the watch with this id or label; returns it as it was.
  func unwatch(_ name: String) throws -> WatchSummary
  /// The last published output of a watch, or of a mount's main watch.
  func publishedOutput(of name: String) -> (value: Literal, type: ValueType)?
}
