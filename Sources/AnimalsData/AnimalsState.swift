import TypedLiterals

/// The Animals product's global state, normalized by id (book, chapter 6).
///
/// - Important: A value type; slices are `package` so tests read them while clients use the
///   public selectors in `AnimalsState+Selectors.swift`.
@TypedLiteral
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
  @TypedLiteral
  package struct Categories: Hashable, Sendable {
    package var data: [Category.ID: Category]
    package var status: Status?

    package init(data: [Category.ID: Category] = [:], status: Status? = nil) {
      self.data = data
      self.status = status
    }
  }

  /// Animals by id, whether they were fetched, and each pending mutation's status by animal id
  /// (or by the editor's temporary id for an add). Queue entries are never removed.
  @TypedLiteral
  package struct Animals: Hashable, Sendable {
    package var data: [Animal.ID: Animal]
    package var status: Status?
    package var queue: [Animal.ID: Status]

    package init(data: [Animal.ID: Animal] = [:], status: Status? = nil, queue: [Animal.ID: Status] = [:]) {
      self.data = data
      self.status = status
      self.queue = queue
    }
  }
}
