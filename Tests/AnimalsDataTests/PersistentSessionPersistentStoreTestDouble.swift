import AnimalsData

/// A store that records what it was asked (`parameter…`) and answers with what the test set
/// (`return…`), or throws `returnError` when set.
///
/// `gate`, when set, runs before every answer, so a test can hold an operation in flight.
final actor PersistentSessionPersistentStoreTestDouble: PersistentSessionPersistentStore {
  /// The error every operation throws, when set.
  let returnError: TestDoubleError?
  var returnAnimals: [Animal]
  var returnCategories: [Category]
  var returnAnimal: Animal
  private let gate: (@Sendable () async -> Void)?

  /// Every operation called, in order, with its arguments.
  private(set) var parameterCalls: [String] = []
  private(set) var parameterAnimalId: String?
  private(set) var parameterName: String?
  private(set) var parameterDiet: Animal.Diet?
  private(set) var parameterCategoryId: String?

  init(
    returnAnimals: [Animal] = Animal.samples,
    returnCategories: [Category] = Category.samples,
    returnAnimal: Animal = .dog,
    returnError: TestDoubleError? = nil,
    gate: (@Sendable () async -> Void)? = nil
  ) {
    self.returnAnimals = returnAnimals
    self.returnCategories = returnCategories
    self.returnAnimal = returnAnimal
    self.returnError = returnError
    self.gate = gate
  }

  func fetchAnimalsQuery() async throws -> [Animal] {
    try await self.answer("fetchAnimalsQuery()")
    return self.returnAnimals
  }

  func addAnimalMutation(name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    self.parameterName = name
    self.parameterDiet = diet
    self.parameterCategoryId = categoryId
    try await self.answer("addAnimalMutation(name: \(name), diet: \(diet), categoryId: \(categoryId))")
    return self.returnAnimal
  }

  func updateAnimalMutation(
    animalId: String,
    name: String,
    diet: Animal.Diet,
    categoryId: String
  ) async throws -> Animal {
    self.parameterAnimalId = animalId
    self.parameterName = name
    self.parameterDiet = diet
    self.parameterCategoryId = categoryId
    try await self.answer(
      "updateAnimalMutation(animalId: \(animalId), name: \(name), diet: \(diet), categoryId: \(categoryId))")
    return self.returnAnimal
  }

  func deleteAnimalMutation(animalId: String) async throws -> Animal {
    self.parameterAnimalId = animalId
    try await self.answer("deleteAnimalMutation(animalId: \(animalId))")
    return self.returnAnimal
  }

  func fetchCategoriesQuery() async throws -> [Category] {
    try await self.answer("fetchCategoriesQuery()")
    return self.returnCategories
  }

  func reloadSampleDataMutation() async throws -> (animals: [Animal], categories: [Category]) {
    try await self.answer("reloadSampleDataMutation()")
    return (animals: self.returnAnimals, categories: self.returnCategories)
  }

  private func answer(_ call: String) async throws {
    self.parameterCalls.append(call)
    if let gate {
      await gate()
    }
    if let returnError {
      throw returnError
    }
  }
}

/// The error the double throws; its description is the text a failure action must carry.
struct TestDoubleError: Error, Equatable, CustomStringConvertible {
  var description: String
}

/// Holds callers of `wait()` until `open()`; after that, `wait()` returns at once.
actor TestGate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []
  /// How many callers are waiting now.
  private(set) var waitingCount = 0

  func wait() async {
    guard !self.isOpen else { return }
    self.waitingCount += 1
    await withCheckedContinuation { self.waiters.append($0) }
  }

  func open() {
    self.isOpen = true
    self.waitingCount = 0
    for waiter in self.waiters {
      waiter.resume()
    }
    self.waiters.removeAll()
  }
}
