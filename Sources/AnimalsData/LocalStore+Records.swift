import GRDB

/// One row of the `category` table.
struct CategoryRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "category"

  var categoryId: String
  var name: String
}

extension CategoryRecord {
  /// The row that stores `category`.
  init(_ category: Category) {
    self.init(categoryId: category.categoryId, name: category.name)
  }

  /// The value this row stores.
  var value: Category {
    Category(categoryId: self.categoryId, name: self.name)
  }
}

/// One row of the `animal` table; the diet is stored as its raw value (`"Carnivore"`).
struct AnimalRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "animal"

  var animalId: String
  var name: String
  var diet: String
  var categoryId: String
}

extension AnimalRecord {
  /// The row that stores `animal`.
  init(_ animal: Animal) {
    self.init(animalId: animal.animalId, name: animal.name, diet: animal.diet.rawValue, categoryId: animal.categoryId)
  }

  /// The value this row stores.
  ///
  /// - Throws: `LocalStore.Error` with code `invalidRecord` when the diet is not one of
  ///   `Animal.Diet`'s raw values (a file edited by hand, say).
  func value(location: String) throws -> Animal {
    guard let diet = Animal.Diet(rawValue: self.diet) else {
      throw LocalStoreError(
        code: .invalidRecord,
        message: "the animal \"\(self.animalId)\" in \(location) has an unknown diet \"\(self.diet)\""
      )
    }
    return Animal(animalId: self.animalId, name: self.name, diet: diet, categoryId: self.categoryId)
  }
}
