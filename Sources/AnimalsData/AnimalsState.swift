import HashTreeCollections
import TypedLiterals

/// The Animals product's global state, normalized by id (book, chapter 6).
///
/// - Important: A value type; slices are `package` so tests read them while clients use the
///   public selectors in `AnimalsState+Selectors.swift`.
/// - Note: The collections are `TreeDictionary`s (book, chapter 18). A reducer works on a copy of
///   the state, and changing one entry of a copied `Dictionary` first copies all n entries; a
///   `TreeDictionary` shares its unchanged subtrees and copies only the O(log n) path to the entry.
///   Neither has a stable iteration order, so nothing may depend on it: selectors sort.
// @TypedLiteral
public struct AnimalsState: Hashable, Sendable {
  package var categories: Categories
  package var animals: Animals

  /// Creates a state from slices.
  package init(categories: Categories, animals: Animals) {
    self.categories = categories
    self.animals = animals
  }

  /// The empty state a launch starts from.
  public init() {
    self.init(categories: Categories(), animals: Animals())
  }
}

extension AnimalsState {
  /// Categories by id, and whether they were fetched (nil: never asked).
  // @TypedLiteral
  package struct Categories: Hashable, Sendable {
    package var data: TreeDictionary<Category.ID, Category>
    package var status: Status?

    package init(data: TreeDictionary<Category.ID, Category> = [:], status: Status? = nil) {
      self.data = data
      self.status = status
    }
  }

  /// Animals by id, whether they were fetched, and each pending mutation's status by animal id
  /// (or by the editor's temporary id for an add). Queue entries are never removed.
  // @TypedLiteral
  package struct Animals: Hashable, Sendable {
    package var data: TreeDictionary<Animal.ID, Animal>
    package var status: Status?
    package var queue: TreeDictionary<Animal.ID, Status>

    package init(data: TreeDictionary<Animal.ID, Animal> = [:], status: Status? = nil, queue: TreeDictionary<Animal.ID, Status> = [:]) {
      self.data = data
      self.status = status
      self.queue = queue
    }
  }
}
