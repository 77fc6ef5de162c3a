import HashTreeCollections

/// Filters that let the Animals UI skip actions which cannot change what it shows (book, chapter 6).
///
/// A filter sees the state *before* the reducer ran and the action; returning false lets a UI
/// selector skip comparing its dependencies. Each one lists, by reading `AnimalsReducer`, the
/// only actions that write the data its selector reads.
///
/// - Important: Filters are pure and cheap (constant time); they guard linear-time comparisons.
public enum AnimalsFilter {
  /// Passes the actions that can change `categories.data`.
  ///
  /// - Returns: A closure that is true for a successful categories fetch or sample-data reload,
  ///   whatever the payload and the old state, and false for every other action.
  public static func filterCategories() -> @Sendable (AnimalsState, AnimalsAction) -> Bool {
    { oldState, action in self.filterCategories(oldState: oldState, action: action) }
  }

  /// Passes the actions that can change the animals of one category.
  ///
  /// - Parameter categoryId: The category shown.
  /// - Returns: A closure that is true for a successful animals fetch or sample-data reload; for a
  ///   successful add or delete of an animal in `categoryId`; and for a successful update whose
  ///   new animal is in `categoryId` or whose old one (in the old state) was, so that moves into
  ///   and out of the category pass. False for everything else.
  /// - Important: With a nil `categoryId` the comparisons are taken literally, as in the book:
  ///   no animal matches, but an update of an animal missing from the old state passes
  ///   (its old category is nil too).
  public static func filterAnimals(categoryId: Category.ID?) -> @Sendable (AnimalsState, AnimalsAction) -> Bool {
    { oldState, action in self.filterAnimals(categoryId: categoryId, oldState: oldState, action: action) }
  }
}

extension AnimalsFilter {
  private static func filterCategories(oldState: AnimalsState, action: AnimalsAction) -> Bool {
    switch action {
    case .data(.persistentSession(.didFetchCategories(result: .success))):
      true
    case .data(.persistentSession(.didReloadSampleData(result: .success))):
      true
    default:
      false
    }
  }

  private static func filterAnimals(categoryId: Category.ID?, oldState: AnimalsState, action: AnimalsAction) -> Bool {
    switch action {
    case .data(.persistentSession(.didFetchAnimals(result: .success))):
      true
    case .data(.persistentSession(.didReloadSampleData(result: .success))):
      true
    case .data(.persistentSession(.didAddAnimal(id: _, result: .success(animal: let animal)))):
      animal.categoryId == categoryId
    case .data(.persistentSession(.didDeleteAnimal(animalId: _, result: .success(animal: let animal)))):
      animal.categoryId == categoryId
    case .data(.persistentSession(.didUpdateAnimal(animalId: _, result: .success(animal: let animal)))):
      animal.categoryId == categoryId
        || oldState.animals.data[animal.animalId]?.categoryId == categoryId
    default:
      false
    }
  }
}
