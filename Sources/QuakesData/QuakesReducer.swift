import HashTreeCollections

/// The Quakes product's root reducer (book, chapter 10).
///
/// `reduce(state:action:)` hands each nested action enum to a private overload, so the code has
/// the same shape as `QuakesAction`. UI actions mark a fetch as `.waiting` (the `Listener` runs
/// it) or delete optimistically; data actions merge what the local and remote stores answered.
///
/// - Important: Pure and synchronous: the same state and action always give the same result.
///   The last write for an id wins; the `updated` timestamp is never compared.
/// - SeeAlso: Redux's reducer, `(State, Action) -> State`.
public enum QuakesReducer {
  /// Returns the state after `action`.
  ///
  /// - Parameter state: The current state.
  /// - Parameter action: What happened.
  /// - Returns: The next state.
  /// - Throws: `QuakesReducer.Error` with code `.quakeNotFound` when a delete names a quake that
  ///   is not in `quakes.data`; the store then keeps its state.
  @Sendable public static func reduce(state: QuakesState, action: QuakesAction) throws -> QuakesState {
    switch action {
    case .ui(let action):
      try self.reduce(state: state, action: action)
    case .data(let action):
      self.reduce(state: state, action: action)
    }
  }
}

// MARK: - UI

extension QuakesReducer {
  private static func reduce(state: QuakesState, action: QuakesAction.UI) throws -> QuakesState {
    switch action {
    case .quakeList(let action):
      try self.reduce(state: state, action: action)
    }
  }

  private static func reduce(state: QuakesState, action: QuakesAction.UI.QuakeList) throws -> QuakesState {
    var state = state
    switch action {
    case .onAppear:
      // Only the first appearance asks for the local quakes; later ones change nothing.
      if state.quakes.status == nil {
        state.quakes.status = .waiting
      }
    case .onTapRefreshQuakesButton(range: _):
      // A nil status is "not waiting" too. The range is the Listener's business, not the state's.
      if state.quakes.status != .waiting {
        state.quakes.status = .waiting
      }
    case .onTapDeleteSelectedQuakeButton(quakeId: let quakeId):
      // Optimistic: the quake leaves the state now and is never put back if the store fails.
      guard state.quakes.data[quakeId] != nil else {
        throw Error(code: .quakeNotFound, quakeId: quakeId)
      }
      state.quakes.data[quakeId] = nil
    case .onTapDeleteAllQuakesButton:
      state.quakes.data = [:]
    }
    return state
  }
}

// MARK: - Data

extension QuakesReducer {
  private static func reduce(state: QuakesState, action: QuakesAction.Data) -> QuakesState {
    switch action {
    case .persistentSession(let action):
      self.reduce(state: state, action: action)
    }
  }

  private static func reduce(state: QuakesState, action: QuakesAction.Data.PersistentSession) -> QuakesState {
    switch action {
    case .localStore(let action):
      self.reduce(state: state, action: action)
    case .remoteStore(let action):
      self.reduce(state: state, action: action)
    }
  }

  private static func reduce(
    state: QuakesState,
    action: QuakesAction.Data.PersistentSession.LocalStore
  ) -> QuakesState {
    var state = state
    switch action {
    case .didFetchQuakes(result: .success(quakes: let quakes)):
      // The local store only holds what an earlier remote fetch kept, so nothing is filtered here.
      for quake in quakes {
        state.quakes.data[quake.id] = quake
      }
      state.quakes.data = self.laidOutAgain(state.quakes.data, written: quakes.count)
      state.quakes.status = .success
    case .didFetchQuakes(result: .failure(error: let error)):
      state.quakes.status = .failure(error: error)
    }
    return state
  }

  private static func reduce(
    state: QuakesState,
    action: QuakesAction.Data.PersistentSession.RemoteStore
  ) -> QuakesState {
    var state = state
    switch action {
    case .didFetchQuakes(result: .success(quakes: let quakes)):
      // In array order: a quake with a positive magnitude is upserted, any other one (USGS null
      // reads as 0) removes the quake stored under its id.
      for quake in quakes {
        state.quakes.data[quake.id] = quake.magnitude > 0 ? quake : nil
      }
      state.quakes.data = self.laidOutAgain(state.quakes.data, written: quakes.count)
      state.quakes.status = .success
    case .didFetchQuakes(result: .failure(error: let error)):
      state.quakes.status = .failure(error: error)
    }
    return state
  }
}

// MARK: - Layout

extension QuakesReducer {
  /// The same quakes, the trie copied node by node into exactly sized nodes in the order a walk
  /// visits them, when a fetch wrote at least half as many quakes as `data` now holds.
  ///
  /// Inserting quakes one at a time grows each node by reallocating it, so after a large fetch
  /// the nodes lie scattered across the heap and a walk over all of them (the sorted select)
  /// waits on memory at each one: at 64k quakes the select took 1.5 times as long on such a trie
  /// as on the same quakes laid out by `mapValues`, when other programs loaded the machine's
  /// memory. A fetch that wrote that many quakes has rewritten most nodes anyway, so the copy
  /// gives up little sharing with earlier states; a smaller fetch leaves the trie as it is.
  private static func laidOutAgain(
    _ data: TreeDictionary<Quake.ID, Quake>, written: Int
  ) -> TreeDictionary<Quake.ID, Quake> {
    guard written > 0, 2 * written >= data.count else { return data }
    return data.mapValues { $0 }
  }
}

// MARK: - Error

extension QuakesReducer {
  /// Why the reducer refused an action.
  ///
  /// - Important: When the reducer throws, the store keeps its state and streams nothing.
  public struct Error: Swift.Error, Hashable, CustomStringConvertible {
    /// What went wrong, for tests and callers that branch on it.
    package enum Code: Hashable, Sendable {
      /// The action names a quake that is not in `quakes.data`.
      case quakeNotFound
    }

    /// What went wrong.
    package let code: Code
    /// The id the action named.
    package let quakeId: Quake.ID

    /// Creates an error about `quakeId`.
    package init(code: Code, quakeId: Quake.ID) {
      self.code = code
      self.quakeId = quakeId
    }

    /// A stable one-line message, such as `quake not found: "nc73649170"`.
    public var description: String {
      switch self.code {
      case .quakeNotFound:
        "quake not found: \(self.quakeId.debugDescription)"
      }
    }
  }
}
