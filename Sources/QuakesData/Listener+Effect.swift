extension Listener {
  /// Which side effect the listener started, with the arguments it passed to the thunk.
  ///
  /// Reported through `onEffect` just before the thunk runs, so tools and tests can see that a
  /// trigger's condition held without waiting for the store to answer.
  public enum Effect: Hashable, Sendable {
    /// `quakeList.onAppear` took the status from never fetched to waiting.
    case fetchLocalQuakesQuery
    /// `quakeList.onTapRefreshQuakesButton` took the status to waiting.
    case fetchRemoteQuakesQuery(range: QuakesAction.UI.QuakeList.RefreshQuakesRange)
    /// `quakeList.onTapDeleteSelectedQuakeButton` removed `quakeId` from state.
    case deleteLocalQuakeMutation(quakeId: Quake.ID)
    /// `quakeList.onTapDeleteAllQuakesButton` emptied state.
    case deleteLocalQuakesMutation
    /// A remote fetch succeeded; how many quakes it inserted, updated and deleted in state.
    case didFetchRemoteQuakesMutation(inserted: Int, updated: Int, deleted: Int)
  }
}
