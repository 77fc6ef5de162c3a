import AnimalsData
import Foundation
import Testing

@Suite struct AnimalsStateTests {
  // MARK: - selectCategories()

  @Test func selectCategoriesReturnsEveryLoadedCategoryById() {
    let categories = AnimalsState.selectCategories()(.loaded)
    #expect(categories.count == 6)
    #expect(categories["Mammal"] == .mammal)
    #expect(categories["Reptile"] == .reptile)
    #expect(Set(categories.keys) == ["Amphibian", "Bird", "Fish", "Invertebrate", "Mammal", "Reptile"])
  }

  @Test func selectCategoriesIsEmptyBeforeAnyFetch() {
    #expect(AnimalsState.selectCategories()(AnimalsState()).isEmpty)
  }

  // MARK: - selectCategoriesValues(sort:order:)

  @Test func selectCategoriesValuesSortsByNameForwardByDefault() {
    let names = AnimalsState.selectCategoriesValues(sort: \Category.name)(.loaded).map(\.name)
    #expect(names == ["Amphibian", "Bird", "Fish", "Invertebrate", "Mammal", "Reptile"])
  }

  @Test func selectCategoriesValuesSortsInReverse() {
    let names = AnimalsState.selectCategoriesValues(sort: \Category.name, order: .reverse)(.loaded).map(\.name)
    #expect(names == ["Reptile", "Mammal", "Invertebrate", "Fish", "Bird", "Amphibian"])
  }

  @Test func selectCategoriesValuesSortsByAnyComparableKey() {
    var state = AnimalsState()
    state.categories.data = TestUtils.index([
      Category(categoryId: "C", name: "Ant"),
      Category(categoryId: "A", name: "Cow"),
      Category(categoryId: "B", name: "Bee"),
    ])
    #expect(AnimalsState.selectCategoriesValues(sort: \Category.categoryId)(state).map(\.id) == ["A", "B", "C"])
    #expect(AnimalsState.selectCategoriesValues(sort: \Category.name)(state).map(\.id) == ["C", "B", "A"])
    // Equal lengths everywhere: only the id decides.
    #expect(AnimalsState.selectCategoriesValues(sort: \Category.name.count)(state).map(\.id) == ["A", "B", "C"])
  }

  @Test func selectCategoriesValuesComparesStringsCaseSensitively() {
    var state = AnimalsState()
    state.categories.data = TestUtils.index([
      Category(categoryId: "1", name: "ant"),
      Category(categoryId: "2", name: "Zebra"),
    ])
    // Plain `<` on String: every uppercase letter comes before every lowercase one.
    #expect(AnimalsState.selectCategoriesValues(sort: \Category.name)(state).map(\.name) == ["Zebra", "ant"])
  }

  @Test(arguments: [SortOrder.forward, .reverse])
  func selectCategoriesValuesBreaksTiesById(_ order: SortOrder) {
    var state = AnimalsState()
    state.categories.data = TestUtils.index([
      Category(categoryId: "D", name: "Same"),
      Category(categoryId: "B", name: "Same"),
      Category(categoryId: "A", name: "Other"),
      Category(categoryId: "C", name: "Same"),
    ])
    let ids = AnimalsState.selectCategoriesValues(sort: \Category.name, order: order)(state).map(\.id)
    let forward = ["A", "B", "C", "D"]
    #expect(ids == (order == .forward ? forward : Array(forward.reversed())))
  }

  @Test func selectCategoriesValuesIsEmptyBeforeAnyFetch() {
    #expect(AnimalsState.selectCategoriesValues(sort: \Category.name)(AnimalsState()).isEmpty)
  }

  // MARK: - selectCategoriesStatus()

  @Test(arguments: TestUtils.statuses)
  func selectCategoriesStatusReturnsTheCategoriesStatus(_ given: NamedStatus) {
    let state = AnimalsState.with(categoriesStatus: given.status, animalsStatus: .failure(error: "unrelated"))
    #expect(AnimalsState.selectCategoriesStatus()(state) == given.status)
  }

  // MARK: - selectCategory(categoryId:)

  @Test(arguments: [
    ("Mammal", Category.mammal),
    ("Amphibian", Category.amphibian),
    ("Reptile", Category.reptile),
  ])
  func selectCategoryByIdFindsLoadedCategories(_ categoryId: String, _ expected: Category) {
    #expect(AnimalsState.selectCategory(categoryId: categoryId)(.loaded) == expected)
  }

  @Test(arguments: [nil, "Unicorns", "mammal"] as [Category.ID?])
  func selectCategoryByIdIsNilForNilOrUnknownIds(_ categoryId: Category.ID?) {
    #expect(AnimalsState.selectCategory(categoryId: categoryId)(.loaded) == nil)
  }

  // MARK: - selectCategory(animalId:)

  @Test(arguments: [
    ("Cat", Category.mammal),
    ("Bibbon", Category.mammal),
    ("Sparrow", Category.bird),
    ("Newt", Category.amphibian),
  ])
  func selectCategoryByAnimalFindsItsCategory(_ animalId: String, _ expected: Category) {
    #expect(AnimalsState.selectCategory(animalId: animalId)(.loaded) == expected)
  }

  @Test(arguments: [nil, "Unicorn", "Gibbon"] as [Animal.ID?])
  func selectCategoryByAnimalIsNilForNilOrUnknownAnimals(_ animalId: Animal.ID?) {
    #expect(AnimalsState.selectCategory(animalId: animalId)(.loaded) == nil)
  }

  @Test func selectCategoryByAnimalIsNilWhenTheCategoryIsNotLoaded() {
    var state = AnimalsState.loaded
    state.categories.data["Mammal"] = nil
    #expect(AnimalsState.selectCategory(animalId: "Cat")(state) == nil)
    #expect(AnimalsState.selectCategory(animalId: "Newt")(state) == .amphibian)
  }

  // MARK: - selectAnimals(categoryId:)

  @Test(arguments: [
    ("Mammal", ["Dog", "Cat", "Kangaroo", "Bibbon"]),
    ("Bird", ["Sparrow"]),
    ("Amphibian", ["Newt"]),
    ("Fish", []),
    ("Invertebrate", []),
    ("Reptile", []),
    ("Unicorns", []),
  ] as [(String, Set<String>)])
  func selectAnimalsReturnsTheAnimalsOfACategory(_ categoryId: String, _ expectedIds: Set<String>) {
    let animals = AnimalsState.selectAnimals(categoryId: categoryId)(.loaded)
    #expect(Set(animals.keys) == expectedIds)
    #expect(animals.values.allSatisfy { $0.categoryId == categoryId })
    #expect(animals.allSatisfy { $0.key == $0.value.id })
  }

  @Test func selectAnimalsIsEmptyForANilCategory() {
    #expect(AnimalsState.selectAnimals(categoryId: nil)(.loaded).isEmpty)
  }

  @Test func selectAnimalsReturnsTheStoredValues() {
    #expect(AnimalsState.selectAnimals(categoryId: "Mammal")(.loaded)["Bibbon"] == .gibbon)
  }

  // MARK: - selectAnimalsValues(categoryId:sort:order:)

  @Test(arguments: [
    ("Mammal", ["Cat", "Dog", "Red kangaroo", "Southern gibbon"]),
    ("Bird", ["House sparrow"]),
    ("Amphibian", ["Newt"]),
    ("Fish", []),
    ("Invertebrate", []),
    ("Reptile", []),
  ] as [(String, [String])])
  func selectAnimalsValuesSortsACategoryByName(_ categoryId: String, _ expectedNames: [String]) {
    let names = AnimalsState.selectAnimalsValues(categoryId: categoryId, sort: \Animal.name)(.loaded).map(\.name)
    #expect(names == expectedNames)
  }

  @Test func selectAnimalsValuesSortsInReverse() {
    let names = AnimalsState.selectAnimalsValues(categoryId: "Mammal", sort: \Animal.name, order: .reverse)(.loaded)
      .map(\.name)
    #expect(names == ["Southern gibbon", "Red kangaroo", "Dog", "Cat"])
  }

  @Test func selectAnimalsValuesSortsByAnyComparableKey() {
    let ids = AnimalsState.selectAnimalsValues(categoryId: "Mammal", sort: \Animal.animalId)(.loaded).map(\.id)
    #expect(ids == ["Bibbon", "Cat", "Dog", "Kangaroo"])
  }

  @Test(arguments: [SortOrder.forward, .reverse])
  func selectAnimalsValuesBreaksTiesById(_ order: SortOrder) {
    // Two carnivores (Cat, Dog) and two herbivores (Bibbon, Kangaroo) tie on diet.
    let ids = AnimalsState.selectAnimalsValues(categoryId: "Mammal", sort: \Animal.diet.rawValue, order: order)(.loaded)
      .map(\.id)
    let forward = ["Cat", "Dog", "Bibbon", "Kangaroo"]
    #expect(ids == (order == .forward ? forward : Array(forward.reversed())))
  }

  @Test func selectAnimalsValuesReturnsTheStoredValues() {
    #expect(AnimalsState.selectAnimalsValues(categoryId: "Bird", sort: \Animal.name)(.loaded) == [.sparrow])
  }

  @Test func selectAnimalsValuesIsEmptyForANilCategory() {
    #expect(AnimalsState.selectAnimalsValues(categoryId: nil, sort: \Animal.name)(.loaded).isEmpty)
  }

  @Test func selectAnimalsValuesIgnoresWhetherTheCategoryIsLoaded() {
    var state = AnimalsState.loaded
    state.categories.data = [:]
    #expect(AnimalsState.selectAnimalsValues(categoryId: "Amphibian", sort: \Animal.name)(state) == [.newt])
  }

  // MARK: - selectAnimalsStatus()

  @Test(arguments: TestUtils.statuses)
  func selectAnimalsStatusReturnsTheAnimalsStatus(_ given: NamedStatus) {
    let state = AnimalsState.with(categoriesStatus: .failure(error: "unrelated"), animalsStatus: given.status)
    #expect(AnimalsState.selectAnimalsStatus()(state) == given.status)
  }

  // MARK: - selectAnimal(animalId:)

  @Test(arguments: [
    ("Bibbon", Animal.gibbon),
    ("Cat", Animal.cat),
    ("Kangaroo", Animal.kangaroo),
    ("Newt", Animal.newt),
  ])
  func selectAnimalFindsLoadedAnimals(_ animalId: String, _ expected: Animal) {
    #expect(AnimalsState.selectAnimal(animalId: animalId)(.loaded) == expected)
  }

  @Test(arguments: [nil, "Unicorn", "Gibbon", "cat"] as [Animal.ID?])
  func selectAnimalIsNilForNilOrUnknownIds(_ animalId: Animal.ID?) {
    #expect(AnimalsState.selectAnimal(animalId: animalId)(.loaded) == nil)
  }

  // MARK: - selectAnimalStatus(animalId:)

  @Test func selectAnimalStatusReadsTheQueue() {
    let state = AnimalsState.loaded(queue: [
      "Cat": .waiting,
      "Dog": .success,
      "TMP-ID": .failure(error: "offline"),
    ])
    #expect(AnimalsState.selectAnimalStatus(animalId: "Cat")(state) == .waiting)
    #expect(AnimalsState.selectAnimalStatus(animalId: "Dog")(state) == .success)
    // An add is tracked under the editor's temporary id, which names no animal.
    #expect(AnimalsState.selectAnimalStatus(animalId: "TMP-ID")(state) == .failure(error: "offline"))
  }

  @Test(arguments: [nil, "Newt", "Unicorn"] as [Animal.ID?])
  func selectAnimalStatusIsNilForNilOrUnqueuedIds(_ animalId: Animal.ID?) {
    let state = AnimalsState.loaded(queue: ["Cat": .waiting])
    #expect(AnimalsState.selectAnimalStatus(animalId: animalId)(state) == nil)
  }

  // MARK: - Selectors see the reducer's work

  @Test func selectorsFollowADeleteThroughTheReducer() throws {
    var state = AnimalsState.loaded
    state = try AnimalsReducer.reduce(state: state, action: .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Bibbon"))))
    #expect(AnimalsState.selectAnimalStatus(animalId: "Bibbon")(state) == .waiting)
    state = try AnimalsReducer.reduce(
      state: state,
      action: .data(.persistentSession(.didDeleteAnimal(animalId: "Bibbon", result: .success(animal: .gibbon))))
    )
    #expect(AnimalsState.selectAnimal(animalId: "Bibbon")(state) == nil)
    #expect(AnimalsState.selectAnimalStatus(animalId: "Bibbon")(state) == .success)
    #expect(
      AnimalsState.selectAnimalsValues(categoryId: "Mammal", sort: \Animal.name)(state).map(\.name)
        == ["Cat", "Dog", "Red kangaroo"]
    )
  }
}
