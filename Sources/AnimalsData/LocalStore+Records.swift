import GRDB

/// One row of the `category` table.
///
/// Its columns are read and written by hand rather than through `Codable`: GRDB's generic record
/// decoder was most of the time a read of every row took (a profile of AnimalsDataServer's mixed
/// load, issue 27). `Row.decode(_:forColumn:)` is the call that decoder made for each field, so a
/// missing or mistyped column still throws the same error.
struct CategoryRecord: Hashable, Sendable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "category"

  var categoryId: String
  var name: String

  init(categoryId: String, name: String) {
    self.categoryId = categoryId
    self.name = name
  }

  init(row: Row) throws {
    self.init(categoryId: try row.decode(forColumn: "categoryId"), name: try row.decode(forColumn: "name"))
  }

  func encode(to container: inout PersistenceContainer) {
    container["categoryId"] = self.categoryId
    container["name"] = self.name
  }
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

/// One row of the `animal` table; the diet is stored as its raw value (`"Carnivore"`). Read and
/// written by hand, as `CategoryRecord` is.
struct AnimalRecord: Hashable, Sendable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "animal"

  var animalId: String
  var name: String
  var diet: String
  var categoryId: String

  init(animalId: String, name: String, diet: String, categoryId: String) {
    self.animalId = animalId
    self.name = name
    self.diet = diet
    self.categoryId = categoryId
  }

  init(row: Row) throws {
    self.init(
      animalId: try row.decode(forColumn: "animalId"), name: try row.decode(forColumn: "name"),
      diet: try row.decode(forColumn: "diet"), categoryId: try row.decode(forColumn: "categoryId"))
  }

  func encode(to container: inout PersistenceContainer) {
    container["animalId"] = self.animalId
    container["name"] = self.name
    container["diet"] = self.diet
    container["categoryId"] = self.categoryId
  }
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
