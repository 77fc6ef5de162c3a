import AnimalsData
import ImmutableShell
import TypedLiterals

/// The LocalStore's six operations, callable with `:store` as the book's AnimalsDataClient calls them.
extension AnimalsDomain {
  private static let nameParameter = CallParameter("name", String.self)
  private static let diet = CallParameter("diet", Animal.Diet.self)
  private static let categoryId = CallParameter("categoryId", String.self)
  private static let animalId = CallParameter("animalId", String.self)

  public static let storeOperations: [StoreOperation<Runtime>] = [
    StoreOperation("fetchAnimalsQuery", summary: "every animal, by id") { runtime, _ in
      try await runtime.store.fetchAnimalsQuery().map(\.literal)
    },
    StoreOperation("fetchCategoriesQuery", summary: "every category, by id") { runtime, _ in
      try await runtime.store.fetchCategoriesQuery().map(\.literal)
    },
    StoreOperation("addAnimalMutation", [nameParameter, diet, categoryId], summary: "insert an animal with a new id") { runtime, arguments in
      [try await runtime.store.addAnimalMutation(
        name: try arguments("name"), diet: try arguments("diet"), categoryId: try arguments("categoryId")).literal]
    },
    StoreOperation("updateAnimalMutation", [animalId, nameParameter, diet, categoryId], summary: "change an animal") { runtime, arguments in
      [try await runtime.store.updateAnimalMutation(
        animalId: try arguments("animalId"), name: try arguments("name"), diet: try arguments("diet"),
        categoryId: try arguments("categoryId")).literal]
    },
    StoreOperation("deleteAnimalMutation", [animalId], summary: "delete an animal") { runtime, arguments in
      [try await runtime.store.deleteAnimalMutation(animalId: try arguments("animalId")).literal]
    },
    StoreOperation("reloadSampleDataMutation", summary: "replace everything with the sample data") { runtime, _ in
      let (animals, categories) = try await runtime.store.reloadSampleDataMutation()
      return animals.map(\.literal) + categories.map(\.literal)
    },
  ]
}
