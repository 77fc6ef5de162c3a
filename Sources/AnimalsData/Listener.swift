import HashTreeCollections
import ImmutableData

/// Starts the Animals product's side effects: it watches every dispatched UI action and, when
/// the reducer has just moved a status to `.waiting`, runs the matching `PersistentSession`
/// thunk (book, chapter 6, "Listener").
///
/// ```swift
/// let store = Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
/// let listener = Listener(store: try LocalStore<UUID>(path: "default.sqlite"))
/// listener.listen(to: store)
/// try store.dispatch(action: .ui(.categoryList(.onAppear)))  // fetches the categories
/// ```
///
/// Each trigger compares the state before the action (`oldState`) with the store's state when the
/// listener handles it, so a second `onAppear` never refetches and a second tap while waiting
/// never starts a second mutation. `.data` actions are ignored.
///
/// - Important: Main-actor isolated. Elements are handled one at a time, and each thunk is awaited
///   before the listener asks for the next element, so a slow store delays later effects. A store
///   failure reaches state as a `.failure(error:)` action; an error the thunk still throws (the
///   reducer refusing a result, say `didUpdateAnimal` for an animal deleted meanwhile) reaches
///   `onEffectFailure`, never silence.
/// - SeeAlso: Redux listener middleware (book, chapter 1).
@MainActor final public class Listener<PersistentStore: PersistentSessionPersistentStore> {
  private let session: PersistentSession<PersistentStore>
  private let onEffect: (@MainActor (Effect) -> Void)?
  private let onEffectFailure: (@MainActor (Effect, any Error) -> Void)?
  /// Package-visible so tests can wait on its `handledCount` and `stopped()`.
  package let subscription = StreamSubscription()

  /// Creates a listener that is not listening yet.
  ///
  /// - Parameters:
  ///   - store: where the thunks read and write data.
  ///   - onEffect: called with each effect just before its thunk runs (for tools and tests).
  ///   - onEffectFailure: called with an effect whose thunk threw, and the error (for tools and
  ///     tests: a shell reports it).
  public init(
    store: PersistentStore, onEffect: (@MainActor (Effect) -> Void)? = nil,
    onEffectFailure: (@MainActor (Effect, any Error) -> Void)? = nil
  ) {
    self.session = PersistentSession(store: store)
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
    to store: some Dispatcher<AnimalsState, AnimalsAction> & Selector<AnimalsState>
      & Streamer<AnimalsState, AnimalsAction> & AnyObject
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
    from store: some Dispatcher<AnimalsState, AnimalsAction> & Selector<AnimalsState>,
    oldState: AnimalsState,
    action: AnimalsAction
  ) async {
    switch action {
    case .ui(let action):
      await self.onReceive(from: store, oldState: oldState, action: action)
    case .data:
      break
    }
  }

  private func onReceive(
    from store: some Dispatcher<AnimalsState, AnimalsAction> & Selector<AnimalsState>,
    oldState: AnimalsState,
    action: AnimalsAction.UI
  ) async {
    switch action {
    case .categoryList(let action):
      await self.onReceive(from: store, oldState: oldState, action: action)
    case .animalList(let action):
      await self.onReceive(from: store, oldState: oldState, action: action)
    case .animalDetail(let action):
      await self.onReceive(from: store, oldState: oldState, action: action)
    case .animalEditor(let action):
      await self.onReceive(from: store, oldState: oldState, action: action)
    }
  }

  private func onReceive(
    from store: some Dispatcher<AnimalsState, AnimalsAction> & Selector<AnimalsState>,
    oldState: AnimalsState,
    action: AnimalsAction.UI.CategoryList
  ) async {
    let newState = store.state
    switch action {
    case .onAppear:
      if oldState.categories.status == nil, newState.categories.status == .waiting {
        await self.perform(.fetchCategoriesQuery, on: store, self.session.fetchCategoriesQuery())
      }
    case .onTapReloadSampleDataButton:
      if oldState.categories.status != .waiting, newState.categories.status == .waiting,
        oldState.animals.status != .waiting, newState.animals.status == .waiting
      {
        await self.perform(.reloadSampleDataMutation, on: store, self.session.reloadSampleDataMutation())
      }
    }
  }

  private func onReceive(
    from store: some Dispatcher<AnimalsState, AnimalsAction> & Selector<AnimalsState>,
    oldState: AnimalsState,
    action: AnimalsAction.UI.AnimalList
  ) async {
    switch action {
    case .onAppear:
      if oldState.animals.status == nil, store.state.animals.status == .waiting {
        await self.perform(.fetchAnimalsQuery, on: store, self.session.fetchAnimalsQuery())
      }
    case .onTapDeleteSelectedAnimalButton(let animalId):
      await self.deleteIfQueued(animalId: animalId, from: store, oldState: oldState)
    }
  }

  private func onReceive(
    from store: some Dispatcher<AnimalsState, AnimalsAction> & Selector<AnimalsState>,
    oldState: AnimalsState,
    action: AnimalsAction.UI.AnimalDetail
  ) async {
    switch action {
    case .onTapDeleteSelectedAnimalButton(let animalId):
      await self.deleteIfQueued(animalId: animalId, from: store, oldState: oldState)
    }
  }

  private func onReceive(
    from store: some Dispatcher<AnimalsState, AnimalsAction> & Selector<AnimalsState>,
    oldState: AnimalsState,
    action: AnimalsAction.UI.AnimalEditor
  ) async {
    switch action {
    case .onTapAddAnimalButton(let id, let name, let diet, let categoryId):
      if Self.didStartWaiting(id, oldState: oldState, newState: store.state) {
        await self.perform(
          .addAnimalMutation(id: id, name: name, diet: diet, categoryId: categoryId),
          on: store,
          self.session.addAnimalMutation(id: id, name: name, diet: diet, categoryId: categoryId)
        )
      }
    case .onTapUpdateAnimalButton(let animalId, let name, let diet, let categoryId):
      if Self.didStartWaiting(animalId, oldState: oldState, newState: store.state) {
        await self.perform(
          .updateAnimalMutation(animalId: animalId, name: name, diet: diet, categoryId: categoryId),
          on: store,
          self.session.updateAnimalMutation(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
        )
      }
    }
  }
}

extension Listener {
  /// The list and the detail share one delete rule.
  private func deleteIfQueued(
    animalId: Animal.ID,
    from store: some Dispatcher<AnimalsState, AnimalsAction> & Selector<AnimalsState>,
    oldState: AnimalsState
  ) async {
    if Self.didStartWaiting(animalId, oldState: oldState, newState: store.state) {
      await self.perform(
        .deleteAnimalMutation(animalId: animalId), on: store, self.session.deleteAnimalMutation(animalId: animalId))
    }
  }

  /// Whether this action moved `id`'s queue entry to `.waiting` (and it was not waiting before).
  private static func didStartWaiting(_ id: Animal.ID, oldState: AnimalsState, newState: AnimalsState) -> Bool {
    oldState.animals.queue[id] != .waiting && newState.animals.queue[id] == .waiting
  }

  /// Reports `effect`, then runs `thunk` to completion.
  private func perform<Store: Dispatcher<AnimalsState, AnimalsAction>>(
    _ effect: Effect,
    on store: Store,
    _ thunk: @escaping @Sendable (Store.Dispatcher, Store.Selector) async throws -> Void
  ) async {
    self.onEffect?(effect)
    do {
      try await store.dispatch(thunk: thunk)
    } catch {
      // Store errors became `.failure(error:)` actions inside the thunk; what arrives here was
      // not recorded anywhere, so it is handed on.
      self.onEffectFailure?(effect, error)
    }
  }
}
