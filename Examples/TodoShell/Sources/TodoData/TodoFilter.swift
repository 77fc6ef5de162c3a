/// Filters for listeners: which actions may change what a listener shows.
public enum TodoFilter {
  /// Passes the actions that can change the to-dos tagged `tag`: adds with that tag, every
  /// toggle and archive (they name ids, not tags).
  public static func filterTag(tag: String) -> @Sendable (TodoState, TodoAction) -> Bool {
    { _, action in
      if case .ui(.didTapAddButton(_, let added)) = action { return added == tag }
      return true
    }
  }
}
