import AnimalsData
import Testing

@Suite struct AnimalsFilterTests {
  // MARK: - filterCategories()

  /// What `filterCategories()` answers for each sample action: only the two category writers pass.
  static let categoriesExpectations: [String: Bool] = [
    "ui.categoryList.onAppear": false,
    "ui.categoryList.onTapReloadSampleDataButton": false,
    "ui.animalList.onAppear": false,
    "ui.animalList.onTapDeleteSelectedAnimalButton": false,
    "ui.animalDetail.onTapDeleteSelectedAnimalButton": false,
    "ui.animalEditor.onTapAddAnimalButton": false,
    "ui.animalEditor.onTapUpdateAnimalButton": false,
    "data.didFetchCategories.success": true,
    "data.didFetchCategories.failure": false,
    "data.didFetchAnimals.success": false,
    "data.didFetchAnimals.failure": false,
    "data.didReloadSampleData.success": true,
    "data.didReloadSampleData.failure": false,
    "data.didAddAnimal.success": false,
    "data.didAddAnimal.failure": false,
    "data.didUpdateAnimal.success": false,
    "data.didUpdateAnimal.failure": false,
    "data.didDeleteAnimal.success": false,
    "data.didDeleteAnimal.failure": false,
  ]

  @Test func theCategoriesTableCoversEverySample() {
    expectCoversEverySample(Self.categoriesExpectations)
  }

  @Test(arguments: ActionSample.all)
  func filterCategoriesAgainstEveryAction(_ sample: ActionSample) throws {
    let expected = try #require(Self.categoriesExpectations[sample.name] as Bool?)
    let filter = AnimalsFilter.filterCategories()
    #expect(filter(.loaded, sample.action) == expected)
    // The old state plays no part.
    #expect(filter(AnimalsState(), sample.action) == expected)
  }

  @Test func filterCategoriesPassesSuccessesWithAnyPayload() {
    let filter = AnimalsFilter.filterCategories()
    #expect(filter(.loaded, .data(.persistentSession(.didFetchCategories(result: .success(categories: []))))))
    #expect(filter(.loaded, .data(.persistentSession(.didReloadSampleData(result: .success(animals: [], categories: []))))))
  }

  // MARK: - filterAnimals(categoryId:) against every action

  /// What `filterAnimals(categoryId: "Mammal")` answers for each sample action on the loaded
  /// state. The samples add an eagle (a bird), update the cat in place and delete the cat.
  static let mammalExpectations: [String: Bool] = [
    "ui.categoryList.onAppear": false,
    "ui.categoryList.onTapReloadSampleDataButton": false,
    "ui.animalList.onAppear": false,
    "ui.animalList.onTapDeleteSelectedAnimalButton": false,
    "ui.animalDetail.onTapDeleteSelectedAnimalButton": false,
    "ui.animalEditor.onTapAddAnimalButton": false,
    "ui.animalEditor.onTapUpdateAnimalButton": false,
    "data.didFetchCategories.success": false,
    "data.didFetchCategories.failure": false,
    "data.didFetchAnimals.success": true,
    "data.didFetchAnimals.failure": false,
    "data.didReloadSampleData.success": true,
    "data.didReloadSampleData.failure": false,
    "data.didAddAnimal.success": false,
    "data.didAddAnimal.failure": false,
    "data.didUpdateAnimal.success": true,
    "data.didUpdateAnimal.failure": false,
    "data.didDeleteAnimal.success": true,
    "data.didDeleteAnimal.failure": false,
  ]

  /// The same for `filterAnimals(categoryId: "Bird")`: now the eagle's add passes and the cat's
  /// edits do not.
  static let birdExpectations: [String: Bool] = Self.mammalExpectations.merging([
    "data.didAddAnimal.success": true,
    "data.didUpdateAnimal.success": false,
    "data.didDeleteAnimal.success": false,
  ]) { _, new in new }

  /// The same for `filterAnimals(categoryId: nil)`: fetches and reloads pass, no animal matches,
  /// and the cat's update does not pass because the old state has the cat (in "Mammal").
  static let nilExpectations: [String: Bool] = Self.mammalExpectations.merging([
    "data.didUpdateAnimal.success": false,
    "data.didDeleteAnimal.success": false,
  ]) { _, new in new }

  @Test func theAnimalsTablesCoverEverySample() {
    expectCoversEverySample(Self.mammalExpectations)
    expectCoversEverySample(Self.birdExpectations)
    expectCoversEverySample(Self.nilExpectations)
  }

  @Test(arguments: ActionSample.all)
  func filterAnimalsForMammalsAgainstEveryAction(_ sample: ActionSample) throws {
    let expected = try #require(Self.mammalExpectations[sample.name] as Bool?)
    #expect(AnimalsFilter.filterAnimals(categoryId: "Mammal")(.loaded, sample.action) == expected)
  }

  @Test(arguments: ActionSample.all)
  func filterAnimalsForBirdsAgainstEveryAction(_ sample: ActionSample) throws {
    let expected = try #require(Self.birdExpectations[sample.name] as Bool?)
    #expect(AnimalsFilter.filterAnimals(categoryId: "Bird")(.loaded, sample.action) == expected)
  }

  @Test(arguments: ActionSample.all)
  func filterAnimalsForNilAgainstEveryAction(_ sample: ActionSample) throws {
    let expected = try #require(Self.nilExpectations[sample.name] as Bool?)
    #expect(AnimalsFilter.filterAnimals(categoryId: nil)(.loaded, sample.action) == expected)
  }

  @Test(arguments: ActionSample.all)
  func filterAnimalsForAnEmptyCategoryPassesOnlyFetchesAndReloads(_ sample: ActionSample) {
    let expected = sample.name == "data.didFetchAnimals.success" || sample.name == "data.didReloadSampleData.success"
    #expect(AnimalsFilter.filterAnimals(categoryId: "Fish")(.loaded, sample.action) == expected)
  }

  // MARK: - filterAnimals(categoryId:): the per-animal clauses

  static let addsAndDeletes: [AnimalResultFactory] = [
    AnimalResultFactory("data.didAddAnimal.success") {
      .data(.persistentSession(.didAddAnimal(id: "TMP-ID", result: .success(animal: $0))))
    },
    AnimalResultFactory("data.didDeleteAnimal.success") {
      .data(.persistentSession(.didDeleteAnimal(animalId: $0.animalId, result: .success(animal: $0))))
    },
  ]

  @Test(arguments: addsAndDeletes)
  func filterAnimalsPassesAnAddOrDeleteOnlyInItsCategory(_ factory: AnimalResultFactory) {
    let action = factory.make(.newt)
    #expect(AnimalsFilter.filterAnimals(categoryId: "Amphibian")(.loaded, action))
    #expect(!AnimalsFilter.filterAnimals(categoryId: "Mammal")(.loaded, action))
    #expect(!AnimalsFilter.filterAnimals(categoryId: "amphibian")(.loaded, action))
    #expect(!AnimalsFilter.filterAnimals(categoryId: nil)(.loaded, action))
  }

  @Test(arguments: addsAndDeletes)
  func filterAnimalsJudgesAnAddOrDeleteByThePayloadNotTheOldState(_ factory: AnimalResultFactory) {
    // The old state has the cat in "Mammal"; only update looks at it.
    let action = factory.make(.birdCat)
    #expect(AnimalsFilter.filterAnimals(categoryId: "Bird")(.loaded, action))
    #expect(!AnimalsFilter.filterAnimals(categoryId: "Mammal")(.loaded, action))
  }

  /// An update of the cat, expected answers by category, on the loaded state (cat in "Mammal").
  struct UpdateCase: Sendable, CustomTestStringConvertible {
    let name: String
    let animal: Animal
    let oldState: AnimalsState
    let categoryId: Category.ID?
    let expected: Bool

    var testDescription: String { self.name }
  }

  static let updates: [UpdateCase] = [
    UpdateCase(name: "edit in place, same category", animal: .omnivorousCat, oldState: .loaded, categoryId: "Mammal", expected: true),
    UpdateCase(name: "edit in place, other category", animal: .omnivorousCat, oldState: .loaded, categoryId: "Bird", expected: false),
    UpdateCase(name: "move out of the category", animal: .birdCat, oldState: .loaded, categoryId: "Mammal", expected: true),
    UpdateCase(name: "move into the category", animal: .birdCat, oldState: .loaded, categoryId: "Bird", expected: true),
    UpdateCase(name: "move between two others", animal: .birdCat, oldState: .loaded, categoryId: "Amphibian", expected: false),
    UpdateCase(name: "unknown in old state, new category", animal: .birdCat, oldState: AnimalsState(), categoryId: "Bird", expected: true),
    UpdateCase(name: "unknown in old state, other category", animal: .birdCat, oldState: AnimalsState(), categoryId: "Mammal", expected: false),
    UpdateCase(name: "nil category, animal in old state", animal: .birdCat, oldState: .loaded, categoryId: nil, expected: false),
    // Literal semantics: the old category is nil when the animal is missing, and nil == nil.
    UpdateCase(name: "nil category, animal not in old state", animal: .birdCat, oldState: AnimalsState(), categoryId: nil, expected: true),
  ]

  @Test(arguments: updates)
  func filterAnimalsPassesAnUpdateThatTouchesTheCategoryBeforeOrAfter(_ update: UpdateCase) {
    let action = AnimalsAction.data(.persistentSession(.didUpdateAnimal(animalId: "Cat", result: .success(animal: update.animal))))
    #expect(AnimalsFilter.filterAnimals(categoryId: update.categoryId)(update.oldState, action) == update.expected)
  }

  @Test func filterAnimalsLooksUpTheOldAnimalByThePayloadsId() {
    // The action's id says "Dog", but the returned animal is the cat moved to the birds: the
    // old category comes from the cat's entry, so "Mammal" still passes.
    let action = AnimalsAction.data(.persistentSession(.didUpdateAnimal(animalId: "Dog", result: .success(animal: .birdCat))))
    var oldState = AnimalsState.loaded
    oldState.animals.data["Cat"] = Animal(animalId: "Cat", name: "Cat", diet: .carnivorous, categoryId: "Reptile")
    #expect(AnimalsFilter.filterAnimals(categoryId: "Reptile")(oldState, action))
    #expect(!AnimalsFilter.filterAnimals(categoryId: "Mammal")(oldState, action))
  }

  @Test func filterAnimalsPassesFetchesAndReloadsWhateverTheCategory() {
    let fetch = AnimalsAction.data(.persistentSession(.didFetchAnimals(result: .success(animals: []))))
    let reload = AnimalsAction.data(.persistentSession(.didReloadSampleData(result: .success(animals: [], categories: []))))
    for categoryId in ["Mammal", "Nowhere", nil] as [Category.ID?] {
      #expect(AnimalsFilter.filterAnimals(categoryId: categoryId)(AnimalsState(), fetch))
      #expect(AnimalsFilter.filterAnimals(categoryId: categoryId)(AnimalsState(), reload))
    }
  }
}

/// Builds an action from the animal a store returned; names the action shape in test output.
struct AnimalResultFactory: Sendable, CustomTestStringConvertible {
  let name: String
  let make: @Sendable (Animal) -> AnimalsAction

  init(_ name: String, _ make: @escaping @Sendable (Animal) -> AnimalsAction) {
    self.name = name
    self.make = make
  }

  var testDescription: String { self.name }
}
