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
  private static let order = CallParameter("order", SortOrder.self, default: .member("forward"))
  private static let categoryId = CallParameter("categoryId", Optional<String>.self)
  private static let animalId = CallParameter("animalId", Optional<String>.self)

  public static let selectors: [SelectorEntry<AnimalsState, AnimalsAction>] = [
    SelectorEntry("selectCategories", summary: "categories by id", AnimalsState.selectCategories),
    SelectorEntry(
      "selectCategoriesValues", [CallParameter("sort", CategorySort.self, default: .member("name"), swift: CallParameter.keyPath(on: "Category")), order],
      summary: "all categories, sorted"
    ) { arguments in
      let order: SortOrder = try arguments("order")
      switch try arguments("sort", as: CategorySort.self) {
      case .name: return AnimalsState.selectCategoriesValues(sort: \Category.name, order: order)
      case .categoryId: return AnimalsState.selectCategoriesValues(sort: \Category.categoryId, order: order)
      }
    },
    SelectorEntry("selectCategoriesStatus", summary: "where fetching categories stands", AnimalsState.selectCategoriesStatus),
    SelectorEntry("selectCategory", "categoryId", summary: "one category by id", AnimalsState.selectCategory(categoryId:)),
    SelectorEntry("selectCategory", "animalId", summary: "the category of an animal", AnimalsState.selectCategory(animalId:)),
    SelectorEntry("selectAnimals", "categoryId", summary: "the animals of a category, by id", AnimalsState.selectAnimals),
    SelectorEntry(
      "selectAnimalsValues", [categoryId, CallParameter("sort", AnimalSort.self, default: .member("name"), swift: CallParameter.keyPath(on: "Animal")), order],
      summary: "the animals of a category, sorted"
    ) { arguments in
      let (id, order): (String?, SortOrder) = (try arguments("categoryId"), try arguments("order"))
      switch try arguments("sort", as: AnimalSort.self) {
      case .name: return AnimalsState.selectAnimalsValues(categoryId: id, sort: \Animal.name, order: order)
      case .animalId: return AnimalsState.selectAnimalsValues(categoryId: id, sort: \Animal.animalId, order: order)
      case .categoryId: return AnimalsState.selectAnimalsValues(categoryId: id, sort: \Animal.categoryId, order: order)
      }
    },
    SelectorEntry("selectAnimalsStatus", summary: "where fetching animals stands", AnimalsState.selectAnimalsStatus),
    SelectorEntry("selectAnimal", "animalId", summary: "one animal by id", AnimalsState.selectAnimal),
    SelectorEntry(
      "selectAnimalStatus", "animalId", summary: "the status of an animal's pending mutation", AnimalsState.selectAnimalStatus),
  ]

  public static let filters: [FilterEntry<AnimalsState, AnimalsAction>] = [
    FilterEntry("filterCategories", summary: "passes category fetches and reloads that succeeded", AnimalsFilter.filterCategories),
    FilterEntry(
      "filterAnimals", "categoryId", summary: "passes animal data that can change this category's list", AnimalsFilter.filterAnimals),
  ]
}

extension AnimalsDomain {
  /// Ids TAB offers inside `animalId: "…`, `categoryId: "…` and `id: "…`, from the current state.
  public static func completionValues(in state: AnimalsState) -> [String: [String]] {
    let animals = state.animals.data.keys.sorted()
    return [
      "animalId": animals,
      "categoryId": state.categories.data.keys.sorted(),
      "id": Set(animals).union(state.animals.queue.keys).sorted(),
    ]
  }
}
