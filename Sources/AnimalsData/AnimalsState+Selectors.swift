import Foundation
import HashTreeCollections

// The public selectors of the Animals product (book, chapter 6). Each static factory returns a
// `@Sendable` closure that a UI selector (or the shell) can run on any state; the closure defers
// to a fileprivate instance method of the same name, which holds the actual computation.

// The sorted selectors take the book's `KeyPath<Element, some Comparable> & Sendable`, spelled with
// `any` (ExistentialAny) and with `SendableMetatype` on the value so that the returned `@Sendable`
// closure may capture the key path's generic value type (SE-0470). Call sites are unchanged:
// `selectAnimalsValues(categoryId: "Mammal", sort: \Animal.name)`.

// MARK: - Categories

extension AnimalsState {
  /// Selects every loaded category, keyed by id.
  ///
  /// - Returns: A closure giving `categories.data` as is (a TreeDictionary, so unordered).
  /// - Important: Constant time; the UI uses it as the dependency of the sorted selector, and
  ///   comparing it with the previous output is cheap while the two still share their tree.
  public static func selectCategories() -> @Sendable (Self) -> TreeDictionary<Category.ID, Category> {
    { state in state.selectCategories() }
  }

  fileprivate func selectCategories() -> TreeDictionary<Category.ID, Category> {
    self.categories.data
  }
}

extension AnimalsState {
  /// Selects every loaded category as an array sorted by `sort`.
  ///
  /// - Parameter sort: The property to order by, compared with `<`.
  /// - Parameter order: `.forward` for ascending, `.reverse` for descending.
  /// - Returns: A closure giving the sorted categories. Equal keys are ordered by id, so the
  ///   result never depends on the hash order of `categories.data`.
  public static func selectCategoriesValues(
    sort: any KeyPath<Category, some Comparable & SendableMetatype> & Sendable,
    order: SortOrder = .forward
  ) -> @Sendable (Self) -> [Category] {
    { state in state.selectCategoriesValues(sort: sort, order: order) }
  }

  fileprivate func selectCategoriesValues(
    sort: KeyPath<Category, some Comparable>,
    order: SortOrder
  ) -> [Category] {
    Self.sorted(self.categories.data.values, by: sort, order: order)
  }
}

extension AnimalsState {
  /// Selects where fetching the categories stands.
  ///
  /// - Returns: A closure giving `categories.status`; nil means they were never requested.
  public static func selectCategoriesStatus() -> @Sendable (Self) -> Status? {
    { state in state.selectCategoriesStatus() }
  }

  fileprivate func selectCategoriesStatus() -> Status? {
    self.categories.status
  }
}

extension AnimalsState {
  /// Selects one category by its id.
  ///
  /// - Parameter categoryId: The category to look up; nil when nothing is selected.
  /// - Returns: A closure giving the category, or nil when the id is nil or not loaded.
  public static func selectCategory(categoryId: Category.ID?) -> @Sendable (Self) -> Category? {
    { state in state.selectCategory(categoryId: categoryId) }
  }

  fileprivate func selectCategory(categoryId: Category.ID?) -> Category? {
    guard let categoryId else { return nil }
    return self.categories.data[categoryId]
  }
}

extension AnimalsState {
  /// Selects the category an animal belongs to.
  ///
  /// - Parameter animalId: The animal whose category is wanted; nil when nothing is selected.
  /// - Returns: A closure giving the category, or nil when the id is nil, the animal is not
  ///   loaded, or its category is not loaded.
  public static func selectCategory(animalId: Animal.ID?) -> @Sendable (Self) -> Category? {
    { state in state.selectCategory(animalId: animalId) }
  }

  fileprivate func selectCategory(animalId: Animal.ID?) -> Category? {
    guard let animalId, let animal = self.animals.data[animalId] else { return nil }
    return self.categories.data[animal.categoryId]
  }
}

// MARK: - Animals

extension AnimalsState {
  /// Selects the loaded animals of one category, keyed by id.
  ///
  /// - Parameter categoryId: The category to filter on; nil selects nothing.
  /// - Returns: A closure giving the matching part of `animals.data` (empty for a nil id), as a
  ///   TreeDictionary, so unordered.
  /// - Important: Linear in the number of animals; the UI uses it as a dependency.
  public static func selectAnimals(categoryId: Category.ID?) -> @Sendable (Self) -> TreeDictionary<Animal.ID, Animal> {
    { state in state.selectAnimals(categoryId: categoryId) }
  }

  fileprivate func selectAnimals(categoryId: Category.ID?) -> TreeDictionary<Animal.ID, Animal> {
    guard let categoryId else { return [:] }
    return self.animals.data.filter { $0.value.categoryId == categoryId }
  }
}

extension AnimalsState {
  /// Selects the loaded animals of one category as an array sorted by `sort`.
  ///
  /// - Parameter categoryId: The category to filter on; nil selects nothing.
  /// - Parameter sort: The property to order by, compared with `<`.
  /// - Parameter order: `.forward` for ascending, `.reverse` for descending.
  /// - Returns: A closure giving the sorted animals (empty for a nil id). Equal keys are ordered
  ///   by id, so the result never depends on the hash order of `animals.data`.
  public static func selectAnimalsValues(
    categoryId: Category.ID?,
    sort: any KeyPath<Animal, some Comparable & SendableMetatype> & Sendable,
    order: SortOrder = .forward
  ) -> @Sendable (Self) -> [Animal] {
    { state in state.selectAnimalsValues(categoryId: categoryId, sort: sort, order: order) }
  }

  fileprivate func selectAnimalsValues(
    categoryId: Category.ID?,
    sort: KeyPath<Animal, some Comparable>,
    order: SortOrder
  ) -> [Animal] {
    Self.sorted(self.selectAnimals(categoryId: categoryId).values, by: sort, order: order)
  }
}

extension AnimalsState {
  /// Selects where fetching the animals stands.
  ///
  /// - Returns: A closure giving `animals.status`; nil means they were never requested.
  public static func selectAnimalsStatus() -> @Sendable (Self) -> Status? {
    { state in state.selectAnimalsStatus() }
  }

  fileprivate func selectAnimalsStatus() -> Status? {
    self.animals.status
  }
}

extension AnimalsState {
  /// Selects one animal by its id.
  ///
  /// - Parameter animalId: The animal to look up; nil when nothing is selected.
  /// - Returns: A closure giving the animal, or nil when the id is nil or not loaded.
  public static func selectAnimal(animalId: Animal.ID?) -> @Sendable (Self) -> Animal? {
    { state in state.selectAnimal(animalId: animalId) }
  }

  fileprivate func selectAnimal(animalId: Animal.ID?) -> Animal? {
    guard let animalId else { return nil }
    return self.animals.data[animalId]
  }
}

extension AnimalsState {
  /// Selects where the latest add, update or delete of one animal stands.
  ///
  /// - Parameter animalId: The animal's id, or the editor's temporary id for an add; nil when
  ///   nothing is selected.
  /// - Returns: A closure giving the queue entry, or nil when the id is nil or was never queued.
  public static func selectAnimalStatus(animalId: Animal.ID?) -> @Sendable (Self) -> Status? {
    { state in state.selectAnimalStatus(animalId: animalId) }
  }

  fileprivate func selectAnimalStatus(animalId: Animal.ID?) -> Status? {
    guard let animalId else { return nil }
    return self.animals.queue[animalId]
  }
}

// MARK: - Sorting

extension AnimalsState {
  // The book sorts with `SortDescriptor`, which leaves the order of equal keys unspecified, and
  // here the input comes from a TreeDictionary whose order changes from run to run (its hashes are
  // seeded per process, like a Dictionary's). We break ties on the id so that the same state
  // always selects the same array; `.reverse` reverses the whole comparison (ties included), so
  // it is exactly the forward array backwards.
  fileprivate static func sorted<Element: Identifiable, Value: Comparable>(
    _ elements: some Sequence<Element>,
    by keyPath: KeyPath<Element, Value>,
    order: SortOrder
  ) -> [Element] where Element.ID: Comparable {
    elements.sorted { lhs, rhs in
      order == .reverse ? Self.precedes(rhs, lhs, by: keyPath) : Self.precedes(lhs, rhs, by: keyPath)
    }
  }

  /// Whether `lhs` comes before `rhs` in ascending order: by key, then by id.
  private static func precedes<Element: Identifiable, Value: Comparable>(
    _ lhs: Element,
    _ rhs: Element,
    by keyPath: KeyPath<Element, Value>
  ) -> Bool where Element.ID: Comparable {
    let left = lhs[keyPath: keyPath]
    let right = rhs[keyPath: keyPath]
    if left != right {
      return left < right
    }
    return lhs.id < rhs.id
  }
}
