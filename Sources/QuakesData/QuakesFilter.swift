/// Filters that let the Quakes UI skip actions which cannot change what it shows (book, chapter 10).
///
/// A filter sees the state *before* the reducer ran and the action; returning false lets a UI
/// selector skip comparing its dependencies. The list below comes from reading `QuakesReducer`:
/// only these actions write `quakes.data`.
///
/// - Important: Filters are pure and cheap (constant time); they guard linear-time comparisons.
public enum QuakesFilter {
  /// Passes the actions that can change `quakes.data`.
  ///
  /// - Returns: A closure that is true for a delete of one quake or of all quakes, and for a
  ///   successful local or remote fetch, whatever the payload and the old state; false for
  ///   `onAppear`, a refresh and both fetch failures, which only touch the status.
  public static func filterQuakes() -> @Sendable (QuakesState, QuakesAction) -> Bool {
    { oldState, action in self.filterQuakes(oldState: oldState, action: action) }
  }
}

extension QuakesFilter {
  private static func filterQuakes(oldState: QuakesState, action: QuakesAction) -> Bool {
    switch action {
    case .ui(.quakeList(.onTapDeleteSelectedQuakeButton)):
      true
    case .ui(.quakeList(.onTapDeleteAllQuakesButton)):
      true
    case .data(.persistentSession(.localStore(.didFetchQuakes(result: .success)))):
      true
    case .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success)))):
      true
    default:
      false
    }
  }
}
