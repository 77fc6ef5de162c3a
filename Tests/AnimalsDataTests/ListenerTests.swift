import AnimalsData
import ImmutableData
import Testing
import TestSupport

@MainActor @Suite struct ListenerTests {
  typealias StoreDouble = PersistentSessionPersistentStoreTestDouble
  typealias Effect = Listener<StoreDouble>.Effect

  /// Generous: thunks run on the shared concurrency pool, which other suites keep busy.
  static let timeout: Duration = .seconds(60)

  /// Actions dispatched back to back (before the listener runs), and what the listener must do.
  struct TriggerCase: Sendable, CustomTestStringConvertible {
    let name: String
    let initialState: AnimalsState
    /// Dispatched first; the reducer must reject it, so the listener never sees it.
    var rejected: AnimalsAction? = nil
    let actions: [AnimalsAction]
    /// What the double answers to add, update and delete.
    var returnAnimal: Animal = .eagle
    let effects: [Effect]
    /// The `.data` actions the thunks dispatch, in order.
    let results: [AnimalsAction]

    var testDescription: String { self.name }
  }

  /// Dispatched after each case's actions; it always fires, and since the listener handles one
  /// element at a time, its result arriving means every earlier action was handled.
  static let sentinel: AnimalsAction = .ui(
    .animalEditor(.onTapAddAnimalButton(id: "SENTINEL", name: "Sentinel", diet: .omnivorous, categoryId: "Fish")))
  static let sentinelEffect: Effect = .addAnimalMutation(
    id: "SENTINEL", name: "Sentinel", diet: .omnivorous, categoryId: "Fish")

  static func sentinelResult(_ animal: Animal) -> AnimalsAction {
    .data(.persistentSession(.didAddAnimal(id: "SENTINEL", result: .success(animal: animal))))
  }

  @Test(arguments: TriggerCase.all)
  func trigger(_ row: TriggerCase) async throws {
    let double = StoreDouble(returnAnimal: row.returnAnimal)
    let store = Store(initialState: row.initialState, reducer: AnimalsReducer.reduce)
    let effects = Recorder<Effect>()
    let listener = Listener(store: double) { effects.record($0) }
    let streamed = Recorder<AnimalsAction>()
    let stream = store.makeStream()
    let observer = Task { for await (_, action) in stream { streamed.record(action) } }
    defer { observer.cancel() }
    listener.listen(to: store)

    if let rejected = row.rejected {
      #expect(throws: AnimalsReducer.Error.self) { try store.dispatch(action: rejected) }
    }
    for action in row.actions {
      try store.dispatch(action: action)
    }
    try store.dispatch(action: Self.sentinel)
    let sentinelResult = Self.sentinelResult(row.returnAnimal)
    await waitUntil("the sentinel's result arrives", timeout: Self.timeout) {
      streamed.elements.contains(sentinelResult)
    }

    #expect(effects.elements == row.effects + [Self.sentinelEffect])
    #expect(streamed.elements == row.actions + [Self.sentinel] + row.results + [sentinelResult])
    #expect(await double.parameterCalls.count == row.effects.count + 1)
  }

  @Test
  func resultsReachTheState() async throws {
    let store = Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
    let listener = Listener(store: StoreDouble())
    listener.listen(to: store)

    try store.dispatch(action: .ui(.categoryList(.onAppear)))
    try store.dispatch(action: .ui(.animalList(.onAppear)))
    await waitUntil(timeout: Self.timeout) {
      store.state.categories.status == .success && store.state.animals.status == .success
    }

    #expect(store.state.categories.data == TestUtils.index(Category.samples))
    #expect(store.state.animals.data == TestUtils.index(Animal.samples))
  }

  @Test
  func failuresReachTheStateAndListeningGoesOn() async throws {
    let double = StoreDouble(returnError: TestDoubleError(description: "disk full"))
    let store = Store(initialState: AnimalsState.loaded, reducer: AnimalsReducer.reduce)
    let listener = Listener(store: double)
    listener.listen(to: store)

    try store.dispatch(action: .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Cat"))))
    try store.dispatch(action: .ui(.categoryList(.onTapReloadSampleDataButton)))
    await waitUntil(timeout: Self.timeout) { store.state.categories.status != .waiting }

    #expect(store.state.animals.queue["Cat"] == .failure(error: "disk full"))
    #expect(store.state.categories.status == .failure(error: "disk full"))
    #expect(store.state.animals.status == .failure(error: "disk full"))
    #expect(store.state.animals.data == TestUtils.index(Animal.samples))
  }

  @Test
  func handlesOneElementAtATimeAndReportsBeforeAwaiting() async throws {
    let gate = TestGate()
    let double = StoreDouble(gate: { await gate.wait() })
    let store = Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
    let effects = Recorder<Effect>()
    let listener = Listener(store: double) { effects.record($0) }
    listener.listen(to: store)

    try store.dispatch(action: .ui(.categoryList(.onAppear)))
    try store.dispatch(action: .ui(.animalList(.onAppear)))
    await waitUntil("the categories fetch is in flight", timeout: Self.timeout) {
      effects.elements == [.fetchCategoriesQuery]
    }
    // The signal: the first thunk is parked at the gate, so the loop is inside its handler and
    // cannot take the second element until the gate opens.
    while await gate.waitingCount == 0 { await Task.yield() }

    #expect(listener.subscription.handledCount == 0)
    #expect(effects.elements == [.fetchCategoriesQuery])
    #expect(await double.parameterCalls == ["fetchCategoriesQuery()"])
    #expect(store.state.categories.status == .waiting)

    await gate.open()
    await waitUntil(timeout: Self.timeout) { listener.subscription.handledCount == store.dispatchCount }
    #expect(store.state.animals.status == .success)
    #expect(effects.elements == [.fetchCategoriesQuery, .fetchAnimalsQuery])
    #expect(store.state.categories.status == .success)
  }

  @Test
  func listeningAgainToTheSameStoreIsANoOp() async throws {
    let store = Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
    let effects = Recorder<Effect>()
    let listener = Listener(store: StoreDouble()) { effects.record($0) }

    listener.listen(to: store)
    listener.listen(to: store)
    #expect(store.streamCount == 1)

    try store.dispatch(action: .ui(.categoryList(.onAppear)))
    await waitUntil(timeout: Self.timeout) { store.state.categories.status == .success }
    #expect(effects.elements == [.fetchCategoriesQuery])
  }

  @Test
  func listeningToAnotherStoreStopsListeningToTheFirst() async throws {
    let first = Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
    let second = Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
    let effects = Recorder<Effect>()
    let listener = Listener(store: StoreDouble()) { effects.record($0) }

    listener.listen(to: first)
    listener.listen(to: second)
    try first.dispatch(action: .ui(.categoryList(.onAppear)))
    try second.dispatch(action: .ui(.animalList(.onAppear)))
    await waitUntil(timeout: Self.timeout) { second.state.animals.status == .success }
    await waitUntil("the first store's stream ends", timeout: Self.timeout) { first.streamCount == 0 }

    #expect(effects.elements == [.fetchAnimalsQuery])
    #expect(first.state.categories.status == .waiting)
  }

  @Test
  func cancelStopsListening() async throws {
    let store = Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
    let effects = Recorder<Effect>()
    let listener = Listener(store: StoreDouble()) { effects.record($0) }
    listener.listen(to: store)

    listener.cancel()
    try store.dispatch(action: .ui(.categoryList(.onAppear)))
    // The cancelled loop has ended: nothing it had buffered can still be handled.
    await listener.subscription.stopped()
    await waitUntil("the stream ends", timeout: Self.timeout) { store.streamCount == 0 }

    #expect(effects.elements.isEmpty)
    #expect(store.state.categories.status == .waiting)
  }

  @Test
  func releasingTheListenerStopsListening() async throws {
    let store = Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
    do {
      let listener = Listener(store: StoreDouble())
      listener.listen(to: store)
      #expect(store.streamCount == 1)
    }
    await waitUntil("the stream ends", timeout: Self.timeout) { store.streamCount == 0 }
  }
}

extension ListenerTests.TriggerCase {
  typealias Row = ListenerTests.TriggerCase

  static var all: [Row] { categoryList + animalList + animalDetail + animalEditor + data }

  private static let onAppearCategories: AnimalsAction = .ui(.categoryList(.onAppear))
  private static let reload: AnimalsAction = .ui(.categoryList(.onTapReloadSampleDataButton))
  private static let onAppearAnimals: AnimalsAction = .ui(.animalList(.onAppear))
  private static let listDeleteCat: AnimalsAction = .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Cat")))
  private static let detailDeleteCat: AnimalsAction = .ui(
    .animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Cat")))
  private static let addEagle: AnimalsAction = .ui(
    .animalEditor(.onTapAddAnimalButton(id: "TMP-ID", name: "Eagle", diet: .carnivorous, categoryId: "Bird")))
  private static let updateCat: AnimalsAction = .ui(
    .animalEditor(.onTapUpdateAnimalButton(animalId: "Cat", name: "Cat", diet: .omnivorous, categoryId: "Mammal")))

  private static let fetchedCategories: AnimalsAction = .data(
    .persistentSession(.didFetchCategories(result: .success(categories: Category.samples))))
  private static let reloaded: AnimalsAction = .data(
    .persistentSession(.didReloadSampleData(result: .success(animals: Animal.samples, categories: Category.samples))))
  private static let deletedCat: AnimalsAction = .data(
    .persistentSession(.didDeleteAnimal(animalId: "Cat", result: .success(animal: .cat))))

  private static var categoryList: [Row] {
    [
      Row(
        name: "categoryList.onAppear, never fetched: fetches", initialState: AnimalsState(),
        actions: [onAppearCategories], effects: [.fetchCategoriesQuery], results: [fetchedCategories]),
      Row(
        name: "categoryList.onAppear, second time: nothing", initialState: .loaded,
        actions: [onAppearCategories], effects: [], results: []),
      Row(
        name: "categoryList.onAppear, after a failure: nothing",
        initialState: .with(categoriesStatus: .failure(error: "offline"), animalsStatus: nil),
        actions: [onAppearCategories], effects: [], results: []),
      Row(
        name: "categoryList.onAppear, twice in a row: fetches once", initialState: AnimalsState(),
        actions: [onAppearCategories, onAppearCategories], effects: [.fetchCategoriesQuery],
        results: [fetchedCategories]),
      Row(
        name: "categoryList.onAppear, answered before the listener looked: nothing", initialState: AnimalsState(),
        actions: [onAppearCategories, .data(.persistentSession(.didFetchCategories(result: .success(categories: []))))],
        effects: [], results: []),
      Row(
        name: "categoryList.onTapReloadSampleDataButton, loaded: reloads", initialState: .loaded,
        actions: [reload], effects: [.reloadSampleDataMutation], results: [reloaded]),
      Row(
        name: "categoryList.onTapReloadSampleDataButton, never fetched: reloads", initialState: AnimalsState(),
        actions: [reload], effects: [.reloadSampleDataMutation], results: [reloaded]),
      Row(
        name: "categoryList.onTapReloadSampleDataButton, categories waiting: nothing",
        initialState: .with(categoriesStatus: .waiting, animalsStatus: .success),
        actions: [reload], effects: [], results: []),
      Row(
        name: "categoryList.onTapReloadSampleDataButton, animals waiting: nothing",
        initialState: .with(categoriesStatus: .success, animalsStatus: .waiting),
        actions: [reload], effects: [], results: []),
      Row(
        name: "categoryList.onTapReloadSampleDataButton, twice in a row: reloads once", initialState: .loaded,
        actions: [reload, reload], effects: [.reloadSampleDataMutation], results: [reloaded]),
    ]
  }

  private static var animalList: [Row] {
    [
      Row(
        name: "animalList.onAppear, never fetched: fetches", initialState: AnimalsState(),
        actions: [onAppearAnimals], effects: [.fetchAnimalsQuery],
        results: [.data(.persistentSession(.didFetchAnimals(result: .success(animals: Animal.samples))))]),
      Row(
        name: "animalList.onAppear, second time: nothing", initialState: .loaded,
        actions: [onAppearAnimals], effects: [], results: []),
      Row(
        name: "animalList.onAppear, after a failure: nothing",
        initialState: .with(categoriesStatus: nil, animalsStatus: .failure(error: "offline")),
        actions: [onAppearAnimals], effects: [], results: []),
      Row(
        name: "animalList.onTapDeleteSelectedAnimalButton: deletes", initialState: .loaded,
        actions: [listDeleteCat], returnAnimal: .cat, effects: [.deleteAnimalMutation(animalId: "Cat")],
        results: [deletedCat]),
      Row(
        name: "animalList.onTapDeleteSelectedAnimalButton, already waiting: nothing",
        initialState: .loaded(queue: ["Cat": .waiting]), actions: [listDeleteCat], effects: [], results: []),
      Row(
        name: "animalList.onTapDeleteSelectedAnimalButton, after a failure: deletes",
        initialState: .loaded(queue: ["Cat": .failure(error: "offline")]), actions: [listDeleteCat],
        returnAnimal: .cat, effects: [.deleteAnimalMutation(animalId: "Cat")], results: [deletedCat]),
      Row(
        name: "animalList.onTapDeleteSelectedAnimalButton, unknown animal: nothing", initialState: .loaded,
        rejected: .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Ghost"))), actions: [], effects: [],
        results: []),
    ]
  }

  private static var animalDetail: [Row] {
    [
      Row(
        name: "animalDetail.onTapDeleteSelectedAnimalButton: deletes", initialState: .loaded,
        actions: [detailDeleteCat], returnAnimal: .cat, effects: [.deleteAnimalMutation(animalId: "Cat")],
        results: [deletedCat]),
      Row(
        name: "animalDetail.onTapDeleteSelectedAnimalButton, already waiting: nothing",
        initialState: .loaded(queue: ["Cat": .waiting]), actions: [detailDeleteCat], effects: [], results: []),
      Row(
        name: "animalDetail.onTapDeleteSelectedAnimalButton, twice in a row: deletes once", initialState: .loaded,
        actions: [detailDeleteCat, detailDeleteCat], returnAnimal: .cat,
        effects: [.deleteAnimalMutation(animalId: "Cat")], results: [deletedCat]),
    ]
  }

  private static var animalEditor: [Row] {
    [
      Row(
        name: "animalEditor.onTapAddAnimalButton: adds", initialState: .loaded, actions: [addEagle],
        effects: [.addAnimalMutation(id: "TMP-ID", name: "Eagle", diet: .carnivorous, categoryId: "Bird")],
        results: [.data(.persistentSession(.didAddAnimal(id: "TMP-ID", result: .success(animal: .eagle))))]),
      Row(
        name: "animalEditor.onTapAddAnimalButton, already waiting: nothing",
        initialState: .loaded(queue: ["TMP-ID": .waiting]), actions: [addEagle], effects: [], results: []),
      Row(
        name: "animalEditor.onTapUpdateAnimalButton: updates", initialState: .loaded, actions: [updateCat],
        returnAnimal: .omnivorousCat,
        effects: [.updateAnimalMutation(animalId: "Cat", name: "Cat", diet: .omnivorous, categoryId: "Mammal")],
        results: [
          .data(.persistentSession(.didUpdateAnimal(animalId: "Cat", result: .success(animal: .omnivorousCat))))
        ]),
      Row(
        name: "animalEditor.onTapUpdateAnimalButton, already waiting: nothing",
        initialState: .loaded(queue: ["Cat": .waiting]), actions: [updateCat], effects: [], results: []),
      Row(
        name: "animalEditor.onTapUpdateAnimalButton, unknown animal: nothing", initialState: .loaded,
        rejected: .ui(
          .animalEditor(
            .onTapUpdateAnimalButton(animalId: "Ghost", name: "Ghost", diet: .omnivorous, categoryId: "Fish"))),
        actions: [], effects: [], results: []),
    ]
  }

  /// Every `.data` sample, on a loaded state and with mutations waiting: never an effect.
  private static var data: [Row] {
    ActionSample.all.filter { $0.name.hasPrefix("data.") }.flatMap { sample in
      [
        Row(
          name: "\(sample.name), loaded: nothing", initialState: .loaded, actions: [sample.action], effects: [],
          results: []),
        Row(
          name: "\(sample.name), while waiting: nothing",
          initialState: .loaded(queue: ["Cat": .waiting, "TMP-ID": .waiting]), actions: [sample.action], effects: [],
          results: []),
      ]
    }
  }
}
