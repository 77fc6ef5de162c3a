import TypedLiterals

/// Everything that can happen in the Quakes product: what the user did in the quake list, and
/// what the local and remote stores answered (book, chapter 10).
// @TypedLiteral
public enum QuakesAction: Hashable, Sendable {
  case ui(_ action: UI)
  case data(_ action: Data)
}

extension QuakesAction {
  // @TypedLiteral
  public enum UI: Hashable, Sendable {
    case quakeList(_ action: QuakeList)
  }

  // @TypedLiteral
  public enum Data: Hashable, Sendable {
    case persistentSession(_ action: PersistentSession)
  }
}

extension QuakesAction.UI {
  // @TypedLiteral
  public enum QuakeList: Hashable, Sendable {
    case onAppear
    case onTapRefreshQuakesButton(range: RefreshQuakesRange)
    case onTapDeleteSelectedQuakeButton(quakeId: Quake.ID)
    case onTapDeleteAllQuakesButton
  }
}

extension QuakesAction.UI.QuakeList {
  /// Which USGS summary feed a refresh asks for.
  // @TypedLiteral
  public enum RefreshQuakesRange: Hashable, Sendable, CaseIterable {
    case allHour, allDay, allWeek, allMonth
  }
}

extension QuakesAction.Data {
  // @TypedLiteral
  public enum PersistentSession: Hashable, Sendable {
    case localStore(_ action: LocalStore)
    case remoteStore(_ action: RemoteStore)
  }
}

extension QuakesAction.Data.PersistentSession {
  // @TypedLiteral
  public enum LocalStore: Hashable, Sendable {
    case didFetchQuakes(result: FetchQuakesResult)
  }

  // @TypedLiteral
  public enum RemoteStore: Hashable, Sendable {
    case didFetchQuakes(result: FetchQuakesResult)
  }
}

extension QuakesAction.Data.PersistentSession.LocalStore {
  // @TypedLiteral
  public enum FetchQuakesResult: Hashable, Sendable {
    case success(quakes: [Quake])
    case failure(error: String)
  }
}

extension QuakesAction.Data.PersistentSession.RemoteStore {
  // @TypedLiteral
  public enum FetchQuakesResult: Hashable, Sendable {
    case success(quakes: [Quake])
    case failure(error: String)
  }
}
