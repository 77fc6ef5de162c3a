import LocalStoreSupport

extension LocalStore {
  /// Why the local store could not open or answer; `description` is a stable sentence that names
  /// the store's file, and is what reaches state as `.failure(error:)`.
  ///
  /// The error every GRDB-backed store of this package throws (`LocalStoreSupport`), so opening
  /// and SQLite failures read the same as in the Quakes store; the Animals store adds the two
  /// codes below.
  public typealias Error = LocalStoreError
}

extension LocalStoreError.Code {
  /// No animal has the id an update or delete asked for.
  package static let animalNotFound = Self("animalNotFound")
  /// A row holds a value the model cannot represent, such as an unknown diet.
  package static let invalidRecord = Self("invalidRecord")
  /// An add or update named a category the store does not hold: the animal would be in no list.
  package static let categoryNotFound = Self("categoryNotFound")
  /// An add or update gave a name that is blank or holds NUL (`Animal.flaw(inName:)`).
  package static let invalidName = Self("invalidName")
}

extension LocalStore.Error {
  /// The error for an update or delete of an id the store does not hold.
  static func animalNotFound(_ animalId: Animal.ID) -> Self {
    Self(code: .animalNotFound, message: "animal not found: \"\(animalId)\"")
  }

  /// The error for an add or update naming a category the store does not hold.
  static func categoryNotFound(_ categoryId: Category.ID) -> Self {
    Self(code: .categoryNotFound, message: "category not found: \"\(categoryId)\"")
  }

  /// The error for an add or update whose name has `flaw`.
  static func invalidName(_ flaw: String) -> Self {
    Self(code: .invalidName, message: flaw)
  }
}
