import AnimalsData
import ImmutableShell
import TypedLiterals

/// The LocalStore's six operations, callable with `:store` as the book's AnimalsDataClient calls them.
extension AnimalsDomain {
  private static let animalName = Parameter("name", as: String.self)
  private static let diet = Parameter("diet", as: Animal.Diet.self)
  private static let storeCategoryId = Parameter("categoryId", as: String.self)
  private static let storeAnimalId = Parameter("animalId", as: String.self)

  public static let storeOperations: [StoreOperation<Runtime>] = [
    StoreOperation("fetchAnimalsQuery", summary: "every animal, by id") { runtime in
      try await runtime.store.fetchAnimalsQuery().map(\.literal)
    },
    StoreOperation("fetchCategoriesQuery", summary: "every category, by id") { runtime in
      try await runtime.store.fetchCategoriesQuery().map(\.literal)
    },
    StoreOperation("addAnimalMutation", animalName, diet, storeCategoryId, summary: "insert an animal with a new id") {
      runtime, name, diet, categoryId in
      [try await runtime.store.addAnimalMutation(name: name, diet: diet, categoryId: categoryId).literal]
    },
    StoreOperation("updateAnimalMutation", storeAnimalId, animalName, diet, storeCategoryId, summary: "change an animal") {
      runtime, animalId, name, diet, categoryId in
      [try await runtime.store.updateAnimalMutation(animalId: animalId, name: name, diet: diet, categoryId: categoryId).literal]
    },
    StoreOperation("deleteAnimalMutation", storeAnimalId, summary: "delete an animal") { runtime, animalId in
      [try await runtime.store.deleteAnimalMutation(animalId: animalId).literal]
    },
    StoreOperation("reloadSampleDataMutation", summary: "replace everything with the sample data") { runtime in
      let (animals, categories) = try await runtime.store.reloadSampleDataMutation()
      return animals.map(\.literal) + categories.map(\.literal)
    },
  ]
}
