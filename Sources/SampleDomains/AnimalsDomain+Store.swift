import AnimalsData
import ImmutableShell
import TypedLiterals

/// The LocalStore's six operations, callable with `:store` as the book's AnimalsDataClient calls
/// them: one declaration each, its parameters those of the store's method.
extension AnimalsDomain {
  // @TypedLiteral
  struct FetchAnimalsQuery: StoreOperationDeclaration {
    static let summary = "every animal, by id"
    func run(on runtime: AnimalsDomain.Runtime) async throws -> [Literal] { try await runtime.store.fetchAnimalsQuery().map(\.literal) }
  }

  // @TypedLiteral
  struct FetchCategoriesQuery: StoreOperationDeclaration {
    static let summary = "every category, by id"
    func run(on runtime: AnimalsDomain.Runtime) async throws -> [Literal] { try await runtime.store.fetchCategoriesQuery().map(\.literal) }
  }

  // @TypedLiteral
  struct AddAnimalMutation: StoreOperationDeclaration {
    let name: String
    let diet: Animal.Diet
    let categoryId: String
    static let summary = "insert an animal with a new id"
    func run(on runtime: AnimalsDomain.Runtime) async throws -> [Literal] {
      [try await runtime.store.addAnimalMutation(name: self.name, diet: self.diet, categoryId: self.categoryId).literal]
    }
  }

  // @TypedLiteral
  struct UpdateAnimalMutation: StoreOperationDeclaration {
    let animalId: String
    let name: String
    let diet: Animal.Diet
    let categoryId: String
    static let summary = "change an animal"
    func run(on runtime: AnimalsDomain.Runtime) async throws -> [Literal] {
      let store = runtime.store
      return [try await store.updateAnimalMutation(animalId: self.animalId, name: self.name, diet: self.diet, categoryId: self.categoryId).literal]
    }
  }

  // @TypedLiteral
  struct DeleteAnimalMutation: StoreOperationDeclaration {
    let animalId: String
    static let summary = "delete an animal"
    func run(on runtime: AnimalsDomain.Runtime) async throws -> [Literal] { [try await runtime.store.deleteAnimalMutation(animalId: self.animalId).literal] }
  }

  // @TypedLiteral
  struct ReloadSampleDataMutation: StoreOperationDeclaration {
    static let summary = "replace everything with the sample data"
    func run(on runtime: AnimalsDomain.Runtime) async throws -> [Literal] {
      let (animals, categories) = try await runtime.store.reloadSampleDataMutation()
      return animals.map(\.literal) + categories.map(\.literal)
    }
  }
}
