import AnimalsData
import Testing

// Fixtures shared by the AnimalsData suites. Everything is fixed: ids, names and error texts.

extension AnimalsState {
  /// The book's six categories and six animals, both fetched successfully, nothing queued
  /// (what the book's preview store reaches after its two fetches).
  static var loaded: Self {
    Self(
      categories: Categories(data: TestUtils.index(Category.samples), status: .success),
      animals: Animals(data: TestUtils.index(Animal.samples), status: .success)
    )
  }

  /// The loaded state with `queue` as the animals' mutation queue.
  static func loaded(queue: TreeDictionary<Animal.ID, Status>) -> Self {
    var state = Self.loaded
    state.animals.queue = queue
    return state
  }

  /// An empty state with the given fetch statuses.
  static func with(categoriesStatus: Status?, animalsStatus: Status?) -> Self {
    Self(categories: Categories(status: categoriesStatus), animals: Animals(status: animalsStatus))
  }
}

extension Animal {
  /// The animal the book's curl example adds; not one of the samples.
  static var eagle: Self { Self(animalId: "Eagle", name: "Eagle", diet: .carnivorous, categoryId: "Bird") }
  /// The sample cat after an edit that changes only its diet.
  static var omnivorousCat: Self { Self(animalId: "Cat", name: "Cat", diet: .omnivorous, categoryId: "Mammal") }
  /// The sample cat after an edit that moves it to the birds.
  static var birdCat: Self { Self(animalId: "Cat", name: "Cat", diet: .carnivorous, categoryId: "Bird") }
}

enum TestUtils {
  /// Keys `values` by id.
  static func index<Value: Identifiable>(_ values: [Value]) -> TreeDictionary<Value.ID, Value> {
    TreeDictionary(uniqueKeysWithValues: values.map { ($0.id, $0) })
  }

  /// Every status a fetch or queue entry can hold, plus nil, with readable names.
  static let statuses: [NamedStatus] = [
    NamedStatus("nil", nil),
    NamedStatus("empty", .empty),
    NamedStatus("waiting", .waiting),
    NamedStatus("success", .success),
    NamedStatus("failure", .failure(error: "offline")),
  ]
}

/// A status (or nil) with a short name, so parameterized tests read well.
struct NamedStatus: Sendable, CustomTestStringConvertible {
  let name: String
  let status: Status?

  init(_ name: String, _ status: Status?) {
    self.name = name
    self.status = status
  }

  var testDescription: String { self.name }
}

/// One sample of an action shape, named after its path in the action tree.
struct ActionSample: Sendable, CustomTestStringConvertible {
  let name: String
  let action: AnimalsAction

  init(_ name: String, _ action: AnimalsAction) {
    self.name = name
    self.action = action
  }

  var testDescription: String { self.name }

  /// One action per leaf case and per result arm: the 7 UI leaves and the 6 data leaves with
  /// both their success and failure results, 19 in all. Ids name animals of `AnimalsState.loaded`,
  /// so the reducer accepts each of them there.
  static let all: [ActionSample] = [
    ActionSample("ui.categoryList.onAppear", .ui(.categoryList(.onAppear))),
    ActionSample("ui.categoryList.onTapReloadSampleDataButton", .ui(.categoryList(.onTapReloadSampleDataButton))),
    ActionSample("ui.animalList.onAppear", .ui(.animalList(.onAppear))),
    ActionSample(
      "ui.animalList.onTapDeleteSelectedAnimalButton",
      .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Cat")))
    ),
    ActionSample(
      "ui.animalDetail.onTapDeleteSelectedAnimalButton",
      .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Dog")))
    ),
    ActionSample(
      "ui.animalEditor.onTapAddAnimalButton",
      .ui(.animalEditor(.onTapAddAnimalButton(id: "TMP-ID", name: "Eagle", diet: .carnivorous, categoryId: "Bird")))
    ),
    ActionSample(
      "ui.animalEditor.onTapUpdateAnimalButton",
      .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Cat", name: "Cat", diet: .omnivorous, categoryId: "Mammal")))
    ),
    ActionSample(
      "data.didFetchCategories.success",
      .data(.persistentSession(.didFetchCategories(result: .success(categories: [.amphibian, .bird]))))
    ),
    ActionSample(
      "data.didFetchCategories.failure",
      .data(.persistentSession(.didFetchCategories(result: .failure(error: "offline"))))
    ),
    ActionSample(
      "data.didFetchAnimals.success",
      .data(.persistentSession(.didFetchAnimals(result: .success(animals: [.dog, .cat]))))
    ),
    ActionSample(
      "data.didFetchAnimals.failure",
      .data(.persistentSession(.didFetchAnimals(result: .failure(error: "offline"))))
    ),
    ActionSample(
      "data.didReloadSampleData.success",
      .data(.persistentSession(.didReloadSampleData(result: .success(animals: Animal.samples, categories: Category.samples))))
    ),
    ActionSample(
      "data.didReloadSampleData.failure",
      .data(.persistentSession(.didReloadSampleData(result: .failure(error: "offline"))))
    ),
    ActionSample(
      "data.didAddAnimal.success",
      .data(.persistentSession(.didAddAnimal(id: "TMP-ID", result: .success(animal: .eagle))))
    ),
    ActionSample(
      "data.didAddAnimal.failure",
      .data(.persistentSession(.didAddAnimal(id: "TMP-ID", result: .failure(error: "offline"))))
    ),
    ActionSample(
      "data.didUpdateAnimal.success",
      .data(.persistentSession(.didUpdateAnimal(animalId: "Cat", result: .success(animal: .omnivorousCat))))
    ),
    ActionSample(
      "data.didUpdateAnimal.failure",
      .data(.persistentSession(.didUpdateAnimal(animalId: "Cat", result: .failure(error: "offline"))))
    ),
    ActionSample(
      "data.didDeleteAnimal.success",
      .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .success(animal: .cat))))
    ),
    ActionSample(
      "data.didDeleteAnimal.failure",
      .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .failure(error: "offline"))))
    ),
  ]

  /// The shape of `action`: its path in the action tree plus its result arm. The switch is
  /// exhaustive, so a new case fails to compile here until it gets a name (and a sample).
  static func shape(of action: AnimalsAction) -> String {
    switch action {
    case .ui(.categoryList(.onAppear)): "ui.categoryList.onAppear"
    case .ui(.categoryList(.onTapReloadSampleDataButton)): "ui.categoryList.onTapReloadSampleDataButton"
    case .ui(.animalList(.onAppear)): "ui.animalList.onAppear"
    case .ui(.animalList(.onTapDeleteSelectedAnimalButton)): "ui.animalList.onTapDeleteSelectedAnimalButton"
    case .ui(.animalDetail(.onTapDeleteSelectedAnimalButton)): "ui.animalDetail.onTapDeleteSelectedAnimalButton"
    case .ui(.animalEditor(.onTapAddAnimalButton)): "ui.animalEditor.onTapAddAnimalButton"
    case .ui(.animalEditor(.onTapUpdateAnimalButton)): "ui.animalEditor.onTapUpdateAnimalButton"
    case .data(.persistentSession(.didFetchCategories(result: .success))): "data.didFetchCategories.success"
    case .data(.persistentSession(.didFetchCategories(result: .failure))): "data.didFetchCategories.failure"
    case .data(.persistentSession(.didFetchAnimals(result: .success))): "data.didFetchAnimals.success"
    case .data(.persistentSession(.didFetchAnimals(result: .failure))): "data.didFetchAnimals.failure"
    case .data(.persistentSession(.didReloadSampleData(result: .success))): "data.didReloadSampleData.success"
    case .data(.persistentSession(.didReloadSampleData(result: .failure))): "data.didReloadSampleData.failure"
    case .data(.persistentSession(.didAddAnimal(id: _, result: .success))): "data.didAddAnimal.success"
    case .data(.persistentSession(.didAddAnimal(id: _, result: .failure))): "data.didAddAnimal.failure"
    case .data(.persistentSession(.didUpdateAnimal(animalId: _, result: .success))): "data.didUpdateAnimal.success"
    case .data(.persistentSession(.didUpdateAnimal(animalId: _, result: .failure))): "data.didUpdateAnimal.failure"
    case .data(.persistentSession(.didDeleteAnimal(animalId: _, result: .success))): "data.didDeleteAnimal.success"
    case .data(.persistentSession(.didDeleteAnimal(animalId: _, result: .failure))): "data.didDeleteAnimal.failure"
    }
  }
}

/// Checks that `expectations` names exactly the sample actions, so a table cannot skip one.
func expectCoversEverySample(
  _ expectations: [String: Bool],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(Set(expectations.keys) == Set(ActionSample.all.map(\.name)), sourceLocation: sourceLocation)
}
