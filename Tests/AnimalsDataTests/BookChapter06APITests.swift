import AnimalsData
import Foundation
import ImmutableData
import TestSupport
import Testing

/// Chapter 6 (AnimalsData) as a reader calls it: the models and their samples, `AnimalsState()`,
/// the action tree, `AnimalsReducer.reduce`, the selectors and filters, and the `Listener` built
/// on a `PersistentSessionPersistentStore`.
@Suite(.timeLimit(.minutes(5)))
@MainActor struct BookChapter06APITests {
  @Test func modelsAndSamplesAreSpelledAsInTheBook() {
    let categories: [AnimalsData.Category] = [.amphibian, .bird, .fish, .invertebrate, .mammal, .reptile]
    let animals: [Animal] = [.dog, .cat, .kangaroo, .gibbon, .sparrow, .newt]
    #expect(categories.map(\.id) == categories.map(\.categoryId))
    #expect(animals.map(\.id) == animals.map(\.animalId))
    #expect(Animal.Diet.allCases == [.herbivorous, .carnivorous, .omnivorous])
    let statuses: [Status] = [.empty, .waiting, .success, .failure(error: "no")]
    #expect(Set(statuses).count == 4)
  }

  @Test func theActionTreeIsSpelledAsInTheBook() {
    typealias Session = AnimalsAction.Data.PersistentSession
    let actions: [AnimalsAction] = [
      .ui(.categoryList(.onAppear)),
      .ui(.categoryList(.onTapReloadSampleDataButton)),
      .ui(.animalList(.onAppear)),
      .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Dog"))),
      .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Dog"))),
      .ui(.animalEditor(.onTapAddAnimalButton(id: "new", name: "Eagle", diet: .carnivorous, categoryId: "Bird"))),
      .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Dog", name: "Dog", diet: .omnivorous, categoryId: "Mammal"))),
      .data(.persistentSession(.didFetchCategories(result: .success(categories: [.mammal])))),
      .data(.persistentSession(.didFetchAnimals(result: .failure(error: "offline")))),
      .data(.persistentSession(.didReloadSampleData(result: .success(animals: [.dog], categories: [.mammal])))),
      .data(.persistentSession(.didAddAnimal(id: "new", result: .success(animal: .dog)))),
      .data(.persistentSession(.didUpdateAnimal(animalId: "Dog", result: .failure(error: "no")))),
      .data(.persistentSession(.didDeleteAnimal(animalId: "Dog", result: .success(animal: .dog)))),
    ]
    #expect(Set(actions).count == actions.count)
    _ = Session.FetchCategoriesResult.failure(error: "")
  }

  @Test func aStoreReducesAndSelectsAsInTheBook() throws {
    let store = ImmutableData.Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
    try store.dispatch(action: .ui(.categoryList(.onAppear)))
    #expect(store.select(AnimalsState.selectCategoriesStatus()) == .waiting)
    try store.dispatch(
      action: .data(.persistentSession(.didFetchCategories(result: .success(categories: [.mammal, .bird])))))
    try store.dispatch(action: .data(.persistentSession(.didFetchAnimals(result: .success(animals: [.dog, .cat, .sparrow])))))

    #expect(store.select(AnimalsState.selectCategoriesValues(sort: \.name)).map(\.name) == ["Bird", "Mammal"])
    #expect(store.select(AnimalsState.selectCategoriesValues(sort: \.name, order: .reverse)).first == .mammal)
    #expect(store.select(AnimalsState.selectCategories()).count == 2)
    #expect(store.select(AnimalsState.selectCategory(categoryId: "Bird")) == .bird)
    #expect(store.select(AnimalsState.selectCategory(animalId: "Dog")) == .mammal)
    #expect(store.select(AnimalsState.selectAnimals(categoryId: "Mammal")).count == 2)
    #expect(
      store.select(AnimalsState.selectAnimalsValues(categoryId: "Mammal", sort: \.name)).map(\.name) == ["Cat", "Dog"])
    #expect(store.select(AnimalsState.selectAnimalsStatus()) == .success)
    #expect(store.select(AnimalsState.selectAnimal(animalId: "Dog")) == .dog)
    #expect(store.select(AnimalsState.selectAnimalStatus(animalId: "Dog")) == nil)
  }

  @Test func filtersAreSpelledAsInTheBook() {
    let categories: @Sendable (AnimalsState, AnimalsAction) -> Bool = AnimalsFilter.filterCategories()
    let animals: @Sendable (AnimalsState, AnimalsAction) -> Bool = AnimalsFilter.filterAnimals(categoryId: "Mammal")
    let fetched = AnimalsAction.data(.persistentSession(.didFetchCategories(result: .success(categories: [.mammal]))))
    #expect(categories(AnimalsState(), fetched))
    #expect(!animals(AnimalsState(), .ui(.categoryList(.onAppear))))
  }

  @Test func theListenerRunsOnAPersistentStore() async throws {
    let store = ImmutableData.Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
    let listener = Listener(store: PersistentSessionPersistentStoreTestDouble())
    listener.listen(to: store)
    try store.dispatch(action: .ui(.categoryList(.onAppear)))
    await waitUntil("the categories arrived") { store.select(AnimalsState.selectCategoriesStatus()) == .success }
    #expect(store.select(AnimalsState.selectCategories()).count == Category.samples.count)
  }

  /// The book's test double: every id it makes is the same stub.
  struct StubUUID: IncrementalStoreUUID {
    var uuidString: String { "STUB-ID" }
  }

  @Test func theLocalStoreIsGenericOverTheIdMakerAsInTheBook() async throws {
    let folder = try TemporaryDirectory()
    let onDisk = try LocalStore<UUID>(url: folder.url.appendingPathComponent("default.store"))
    #expect(try await onDisk.fetchCategoriesQuery().count == Category.samples.count)
    let added = try await onDisk.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    #expect(Foundation.UUID(uuidString: added.animalId) != nil, "Foundation's UUID makes the ids: \(added.animalId)")

    let inMemory = try LocalStore<StubUUID>(isStoredInMemoryOnly: true)
    #expect(try await inMemory.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird").animalId == "STUB-ID")
    // `LocalStore<UUID>()` opens the file at the default location (DefaultStoreLocationTests):
    // compiled here as the book writes it, not run, so the test writes nothing under the real HOME.
    let atTheDefaultLocation: () throws -> LocalStore<UUID> = { try LocalStore<UUID>() }
    _ = atTheDefaultLocation
  }
}
