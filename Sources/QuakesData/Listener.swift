import HashTreeCollections
import ImmutableData

/// Starts the Quakes product's side effects (book, chapter 10, "Listener"): it fetches when the
/// reducer has just moved the status to `.waiting`, mirrors deletes into the local store, and
/// saves what each successful remote fetch changed in state.
///
/// ```swift
/// let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
/// let listener = Listener(localStore: try LocalStore(path: "quakes.sqlite"),
///                         remoteStore: RemoteStore(session: NetworkSession(service: .usgsFeed)))
/// listener.listen(to: store)
/// try store.dispatch(action: .ui(.quakeList(.onAppear)))  // fetches the local quakes
/// ```
///
/// Each trigger compares the state before the action (`oldState`) with the store's state when the
/// listener handles it, so a second `onAppear` never refetches and a second refresh while waiting
/// never starts a second fetch.
///
/// - Important: Main-actor isolated. Elements are handled one at a time, and each thunk is awaited
///   before the listener asks for the next element, so a slow store delays later effects. A failed
///   query reaches state as a `.failure(error:)` action; a failed mutation (saving a fetched feed,
///   deleting) reaches no state, as in the book, so its error goes to `onEffectFailure`, as does
///   any other error a thunk throws.
/// - SeeAlso: Redux listener middleware (book, chapter 1).
@MainActor final public class Listener<
  LocalStore: PersistentSessionLocalStore, RemoteStore: PersistentSessionRemoteStore
> {
  private let session: PersistentSession<LocalStore, RemoteStore>
  private let onEffect: (@MainActor (Effect) -> Void)?
  private let onEffectFailure: (@MainActor (Effect, any Error) -> Void)?
  /// Package-visible so tests can wait on its `handledCount` and `stopped()`.
  package let subscription = StreamSubscription()

  /// Creates a listener that is not listening yet.
  ///
  /// - Parameters:
  ///   - localStore: where quakes are kept on this machine.
  ///   - remoteStore: where refreshes fetch from.
  ///   - onEffect: called with each effect just before its thunk runs (for tools and tests).
  ///   - onEffectFailure: called with an effect whose thunk threw, and the error (for tools and
  ///     tests: a shell reports it).
  public init(
    localStore: LocalStore, remoteStore: RemoteStore, onEffect: (@MainActor (Effect) -> Void)? = nil,
    onEffectFailure: (@MainActor (Effect, any Error) -> Void)? = nil
  ) {
    self.session = PersistentSession(localStore: localStore, remoteStore: remoteStore)
    self.onEffect = onEffect
    self.onEffectFailure = onEffectFailure
  }
}

extension Listener {
  /// Starts handling every action `store` dispatches from now on.
  ///
  /// Does nothing if already listening to this same store; otherwise stops listening to the
  /// previous one. The listener keeps only a weak reference to `store`.
  public func listen(
    to store: some Dispatcher<QuakesState, QuakesAction> & Selector<QuakesState>
      & Streamer<QuakesState, QuakesAction> & AnyObject
  ) {
    self.subscription.subscribe(to: store) { [weak self] store, oldState, action in
      await self?.onReceive(from: store, oldState: oldState, action: action)
    }
  }

  /// Stops listening; a thunk already running is cancelled.
  public func cancel() {
    self.subscription.cancel()
  }
}

extension Listener {
  private func onReceive(
    from store: some Dispatcher<QuakesState, QuakesAction> & Selector<QuakesState>,
    oldState: QuakesState,
    action: QuakesAction
  ) async {
    switch action {
    case .ui(.quakeList(let action)):
      await self.onReceive(from: store, oldState: oldState, action: action)
    case .data(.persistentSession(let action)):
      await self.onReceive(from: store, oldState: oldState, action: action)
    }
  }

  private func onReceive(
    from store: some Dispatcher<QuakesState, QuakesAction> & Selector<QuakesState>,
    oldState: QuakesState,
    action: QuakesAction.UI.QuakeList
  ) async {
    switch action {
    case .onAppear:
      if oldState.quakes.status == nil, store.state.quakes.status == .waiting {
        await self.perform(.fetchLocalQuakesQuery, on: store, self.session.fetchLocalQuakesQuery())
      }
    case .onTapRefreshQuakesButton(let range):
      if oldState.quakes.status != .waiting, store.state.quakes.status == .waiting {
        await self.perform(
          .fetchRemoteQuakesQuery(range: range), on: store, self.session.fetchRemoteQuakesQuery(range: range))
      }
    case .onTapDeleteSelectedQuakeButton(let quakeId):
      // The reducer throws for an unknown id, so an action that reaches the listener removed one.
      await self.perform(
        .deleteLocalQuakeMutation(quakeId: quakeId), on: store, self.session.deleteLocalQuakeMutation(quakeId: quakeId))
    case .onTapDeleteAllQuakesButton:
      await self.perform(.deleteLocalQuakesMutation, on: store, self.session.deleteLocalQuakesMutation())
    }
  }

  private func onReceive(
    from store: some Dispatcher<QuakesState, QuakesAction> & Selector<QuakesState>,
    oldState: QuakesState,
    action: QuakesAction.Data.PersistentSession
  ) async {
    switch action {
    case .localStore:
      break
    case .remoteStore(.didFetchQuakes(result: .success(let quakes))):
      let changes = Self.changes(in: quakes, oldState: oldState, newState: store.state)
      await self.perform(
        .didFetchRemoteQuakesMutation(
          inserted: changes.inserted.count, updated: changes.updated.count, deleted: changes.deleted.count),
        on: store,
        self.session.didFetchRemoteQuakesMutation(
          inserted: changes.inserted, updated: changes.updated, deleted: changes.deleted)
      )
    case .remoteStore(.didFetchQuakes(result: .failure)):
      break
    }
  }
}

extension Listener {
  /// What a remote payload changed in state, found in one pass over `quakes` in payload order
  /// (book, chapter 10):
  /// - inserted: absent from `oldState`, present in `newState`; the payload's value;
  /// - updated: present in both with different values; `newState`'s value;
  /// - deleted: present in `oldState`, absent from `newState` (a magnitude ≤ 0 removed it); the
  ///   payload's value.
  ///
  /// An unchanged quake, and a magnitude ≤ 0 quake state never held, produce nothing. A payload
  /// that repeats an id may list it twice.
  ///
  /// - Important: Pure.
  public nonisolated static func changes(
    in quakes: [Quake], oldState: QuakesState, newState: QuakesState
  ) -> (inserted: [Quake], updated: [Quake], deleted: [Quake]) {
    var inserted: [Quake] = []
    var updated: [Quake] = []
    var deleted: [Quake] = []
    for quake in quakes {
      switch (oldState.quakes.data[quake.id], newState.quakes.data[quake.id]) {
      case (nil, .some):
        inserted.append(quake)
      case (.some(let old), .some(let new)) where old != new:
        updated.append(new)
      case (.some, nil):
        deleted.append(quake)
      default:
        break
      }
    }
    return (inserted: inserted, updated: updated, deleted: deleted)
  }

  /// Reports `effect`, then runs `thunk` to completion.
  private func perform<Store: Dispatcher<QuakesState, QuakesAction>>(
    _ effect: Effect,
    on store: Store,
    _ thunk: @escaping @Sendable (Store.Dispatcher, Store.Selector) async throws -> Void
  ) async {
    self.onEffect?(effect)
    do {
      try await store.dispatch(thunk: thunk)
    } catch {
      // A query's store error became a `.failure(error:)` action inside the thunk; anything that
      // arrives here (a mutation's store error, a reducer refusing a result) is handed on.
      self.onEffectFailure?(effect, error)
    }
  }
}
