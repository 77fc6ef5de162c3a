import AnimalsData
import Foundation
import HashTreeCollections
import ImmutableShell
import TypedLiterals

/// The key paths the shell can sort categories by: `sort: .name`.
// @TypedLiteral
public enum CategorySort: SortKeyCase {
  case name, categoryId
  public static let keyPaths = KeyPathTable<CategorySort, Category>(.row(.name, \.name), .row(.categoryId, \.categoryId))
}

/// The key paths the shell can sort animals by: `sort: .name`.
// @TypedLiteral
public enum AnimalSort: SortKeyCase {
  case name, animalId, categoryId
  public static let keyPaths = KeyPathTable<AnimalSort, Animal>(
    .row(.name, \.name), .row(.animalId, \.animalId), .row(.categoryId, \.categoryId))
}

/// The book's selectors and filters, one declaration each: its parameters are the stored
/// properties, in the order and with the labels of the book's function.
extension AnimalsDomain {
  // @TypedLiteral
  struct SelectCategories: SelectorDeclaration {
    static let summary = "categories by id"
    var selector: @Sendable (AnimalsState) -> TreeDictionary<Category.ID, Category> { AnimalsState.selectCategories() }
  }

  // @TypedLiteral
  struct SelectCategoriesValues: SelectorDeclaration {
    var sort: CategorySort = .name
    var order: SortOrder = .forward
    static let summary = "all categories, sorted"
    var selector: @Sendable (AnimalsState) -> [Category] {
      func select(by sort: some SortKeyPath<Category>) -> @Sendable (AnimalsState) -> [Category] {
        AnimalsState.selectCategoriesValues(sort: sort.keyPath, order: self.order)
      }
      return select(by: self.sort.keyPath)
    }
  }

  // @TypedLiteral
  struct SelectCategoriesStatus: SelectorDeclaration {
    static let summary = "where fetching categories stands"
    var selector: @Sendable (AnimalsState) -> Status? { AnimalsState.selectCategoriesStatus() }
  }

  // @TypedLiteral
  struct SelectCategory: SelectorDeclaration {
    let categoryId: String?
    static let summary = "one category by id"
    var selector: @Sendable (AnimalsState) -> Category? { AnimalsState.selectCategory(categoryId: self.categoryId) }
  }

  /// The book's overload `selectCategory(animalId:)`.
  // @TypedLiteral
  struct SelectCategoryOfAnimal: SelectorDeclaration {
    let animalId: String?
    static let name = "selectCategory"
    static let summary = "the category of an animal"
    var selector: @Sendable (AnimalsState) -> Category? { AnimalsState.selectCategory(animalId: self.animalId) }
  }

  // @TypedLiteral
  struct SelectAnimals: SelectorDeclaration {
    let categoryId: String?
    static let summary = "the animals of a category, by id"
    var selector: @Sendable (AnimalsState) -> TreeDictionary<Animal.ID, Animal> {
      AnimalsState.selectAnimals(categoryId: self.categoryId)
    }
  }

  // @TypedLiteral
  struct SelectAnimalsValues: SelectorDeclaration {
    let categoryId: String?
    var sort: AnimalSort = .name
    var order: SortOrder = .forward
    static let summary = "the animals of a category, sorted"
    var selector: @Sendable (AnimalsState) -> [Animal] {
      func select(by sort: some SortKeyPath<Animal>) -> @Sendable (AnimalsState) -> [Animal] {
        AnimalsState.selectAnimalsValues(categoryId: self.categoryId, sort: sort.keyPath, order: self.order)
      }
      return select(by: self.sort.keyPath)
    }
  }

  // @TypedLiteral
  struct SelectAnimalsStatus: SelectorDeclaration {
    static let summary = "where fetching animals stands"
    var selector: @Sendable (AnimalsState) -> Status? { AnimalsState.selectAnimalsStatus() }
  }

  // @TypedLiteral
  struct SelectAnimal: SelectorDeclaration {
    let animalId: String?
    static let summary = "one animal by id"
    var selector: @Sendable (AnimalsState) -> Animal? { AnimalsState.selectAnimal(animalId: self.animalId) }
  }

  // @TypedLiteral
  struct SelectAnimalStatus: SelectorDeclaration {
    let animalId: String?
    static let summary = "the status of an animal's pending mutation"
    var selector: @Sendable (AnimalsState) -> Status? { AnimalsState.selectAnimalStatus(animalId: self.animalId) }
  }

  // @TypedLiteral
  struct FilterCategories: FilterDeclaration {
    static let summary = "passes category fetches and reloads that succeeded"
    var filter: @Sendable (AnimalsState, AnimalsAction) -> Bool { AnimalsFilter.filterCategories() }
  }

  // @TypedLiteral
  struct FilterAnimals: FilterDeclaration {
    let categoryId: String?
    static let summary = "passes animal data that can change this category's list"
    var filter: @Sendable (AnimalsState, AnimalsAction) -> Bool { AnimalsFilter.filterAnimals(categoryId: self.categoryId) }
  }
}

extension AnimalsDomain {
  /// Ids TAB offers inside `animalId: "…`, `categoryId: "…` and `id: "…`, from the current state.
  static let completions: [CompletionValues<AnimalsState>] = [
    CompletionValues(\SelectAnimal.animalId) { state in state.animals.data.keys.sorted() },
    CompletionValues(\SelectAnimals.categoryId) { state in state.categories.data.keys.sorted() },
    CompletionValues(\AnimalEditor.id) { state in Set(state.animals.data.keys).union(state.animals.queue.keys).sorted() },
  ]
}
