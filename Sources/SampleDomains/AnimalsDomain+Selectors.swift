import AnimalsData
import Foundation
import ImmutableShell
import TypedLiterals

/// The key paths the shell can sort categories by: `sort: .name`.
// @TypedLiteral
public enum CategorySort: Sendable {
  case name, categoryId
}

/// The key paths the shell can sort animals by: `sort: .name`.
// @TypedLiteral
public enum AnimalSort: Sendable {
  case name, animalId, categoryId
}

extension AnimalsDomain {
  static let categoryId = Parameter("categoryId", as: String?.self)
  static let animalId = Parameter("animalId", as: String?.self)
  private static let order = Parameter("order", default: SortOrder.forward)
  private static let categoryKeys = KeyPathTable<CategorySort, Category>(.row(.name, \.name), .row(.categoryId, \.categoryId))
  private static let animalKeys = KeyPathTable<AnimalSort, Animal>(
    .row(.name, \.name), .row(.animalId, \.animalId), .row(.categoryId, \.categoryId))

  static let selectCategories = selector("selectCategories", summary: "categories by id", AnimalsState.selectCategories)
  static let selectCategoriesValues = selector(
    "selectCategoriesValues", categoryKeys.parameter("sort", default: .name), order, summary: "all categories, sorted"
  ) { sort, order in
    func select(by sort: some SortKeyPath<Category>) -> @Sendable (AnimalsState) -> [Category] {
      AnimalsState.selectCategoriesValues(sort: sort.keyPath, order: order)
    }
    return select(by: sort.keyPath)
  }
  static let selectCategoriesStatus = selector(
    "selectCategoriesStatus", summary: "where fetching categories stands", AnimalsState.selectCategoriesStatus)
  static let selectCategory = selector(
    "selectCategory", categoryId, summary: "one category by id", AnimalsState.selectCategory(categoryId:))
  static let selectCategoryOfAnimal = selector(
    "selectCategory", animalId, summary: "the category of an animal", AnimalsState.selectCategory(animalId:))
  static let selectAnimals = selector(
    "selectAnimals", categoryId, summary: "the animals of a category, by id", AnimalsState.selectAnimals)
  static let selectAnimalsValues = selector(
    "selectAnimalsValues", categoryId, animalKeys.parameter("sort", default: .name), order, summary: "the animals of a category, sorted"
  ) { id, sort, order in
    func select(by sort: some SortKeyPath<Animal>) -> @Sendable (AnimalsState) -> [Animal] {
      AnimalsState.selectAnimalsValues(categoryId: id, sort: sort.keyPath, order: order)
    }
    return select(by: sort.keyPath)
  }
  static let selectAnimalsStatus = selector(
    "selectAnimalsStatus", summary: "where fetching animals stands", AnimalsState.selectAnimalsStatus)
  static let selectAnimal = selector("selectAnimal", animalId, summary: "one animal by id", AnimalsState.selectAnimal)
  static let selectAnimalStatus = selector(
    "selectAnimalStatus", animalId, summary: "the status of an animal's pending mutation", AnimalsState.selectAnimalStatus)
  static let filterCategories = filter(
    "filterCategories", summary: "passes category fetches and reloads that succeeded", AnimalsFilter.filterCategories)
  static let filterAnimals = filter(
    "filterAnimals", categoryId, summary: "passes animal data that can change this category's list", AnimalsFilter.filterAnimals)

  public static let selectors = [
    selectCategories.entry, selectCategoriesValues.entry, selectCategoriesStatus.entry, selectCategory.entry,
    selectCategoryOfAnimal.entry, selectAnimals.entry, selectAnimalsValues.entry, selectAnimalsStatus.entry, selectAnimal.entry,
    selectAnimalStatus.entry,
  ]
  public static let filters = [filterCategories.entry, filterAnimals.entry]
}

extension AnimalsDomain {
  /// Ids TAB offers inside `animalId: "…`, `categoryId: "…` and `id: "…`, from the current state.
  public static let completions: [CompletionValues<AnimalsState>] = [
    animalId.offering { state in state.animals.data.keys.sorted() },
    categoryId.offering { state in state.categories.data.keys.sorted() },
    editorId.offering { state in Set(state.animals.data.keys).union(state.animals.queue.keys).sorted() },
  ]
}
