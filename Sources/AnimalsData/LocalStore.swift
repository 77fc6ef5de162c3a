import Foundation
import GRDB
import LocalStoreSupport

/// Makes the ids of added animals, as the book's `LocalStore<UUID>` does: Foundation's `UUID` in
/// production, a stub with a fixed `uuidString` in tests. Its metatype is sendable (our addition to
/// the book's protocol): the actor's default id maker calls `UUID()` from a `@Sendable` closure.
public protocol IncrementalStoreUUID: SendableMetatype {
  var uuidString: String { get }
  init()
}

extension Foundation.UUID: IncrementalStoreUUID {}

/// Keeps the Animals data in a SQLite database through GRDB: the Linux stand-in for the book's
/// SwiftData store (book, chapter 6, "LocalStore"), generic over the type that makes ids.
///
/// ```swift
/// let store = try LocalStore<UUID>(path: "default.sqlite")
/// let animals = try await store.fetchAnimalsQuery()  // the 6 samples on first open
/// ```
///
/// Opening creates the schema if needed and, when the store holds no category, writes the sample
/// categories and animals in one transaction. Every mutation is one write transaction. Queries
/// return rows ordered by id, so output is deterministic. Unlike the book's store, an add or update
/// with a blank name (or one holding NUL) or a category the store does not hold is refused
/// (`invalidName`, `categoryNotFound`), as AnimalsDataServer refuses it.
///
/// - Important: Opening never writes to a file that is not a SQLite database (an empty file
///   counts as an empty database). A file store waits at most one second for another connection's
///   write lock, then fails with a `locked` error.
final public actor LocalStore<UUID: IncrementalStoreUUID> {
  /// Package-visible so the fault matrix can fill the database on the store's own connection.
  package let database: LocalDatabase
  let makeID: @Sendable () -> String

  /// Opens (creating if needed) the store in the SQLite file at `path`, in WAL journal mode.
  ///
  /// - Parameters:
  ///   - path: the database file; its folder must exist.
  ///   - makeID: makes the id of each added animal (by default `UUID().uuidString`); inject
  ///     `SeededIDGenerator` for stable ids.
  /// - Throws: `LocalStore.Error` naming `path`: `notADatabase`, `anotherStore`, `cannotOpen`, `locked` or
  ///   `database`.
  public init(path: String, makeID: (@Sendable () -> String)? = nil) throws {
    self.database = try Self.fileDatabase(path: path)
    self.makeID = makeID ?? { UUID().uuidString }
  }

  /// Opens (creating if needed) the store in the file at `url`, as the book's clients do.
  public init(url: URL, makeID: (@Sendable () -> String)? = nil) throws {
    try self.init(path: url.path, makeID: makeID)
  }

  /// Opens the store as the book's `LocalStore(isStoredInMemoryOnly:)` does: a fresh store seeded
  /// with the samples that lives in memory until it is released, or (`false`, the default) the
  /// file at the default location, `$XDG_DATA_HOME/AnimalsData/default.sqlite`.
  ///
  /// - Throws: `LocalStore.Error` if SQLite cannot create or open the database.
  public init(isStoredInMemoryOnly: Bool = false, makeID: (@Sendable () -> String)? = nil) throws {
    self.database =
      isStoredInMemoryOnly
      ? try LocalDatabase(inMemoryStoreName: Self.storeName, migrator: Self.migrator, seed: Self.seedIfEmpty)
      : try Self.fileDatabase(path: try DefaultStoreLocation.url(module: "AnimalsData").path)
    self.makeID = makeID ?? { UUID().uuidString }
  }

  private static func fileDatabase(path: String) throws -> LocalDatabase {
    try LocalDatabase(
      path: path, storeName: Self.storeName, migrator: Self.migrator,
      tables: [CategoryRecord.databaseTableName, AnimalRecord.databaseTableName], seed: Self.seedIfEmpty)
  }
}

extension LocalStore: PersistentSessionPersistentStore {
  public func fetchAnimalsQuery() async throws -> [Animal] {
    let location = self.database.location
    return try await self.database.read { db in try Self.animals(db, location: location) }
  }

  public func addAnimalMutation(name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    let makeID = self.makeID
    return try await self.database.write { db in
      try Self.insertNew(name: name, diet: diet, categoryId: categoryId, db, makeID: makeID)
    }
  }

  public func updateAnimalMutation(
    animalId: String,
    name: String,
    diet: Animal.Diet,
    categoryId: String
  ) async throws -> Animal {
    let animal = Animal(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
    return try await self.database.write { db in try Self.update(animal, db) }
  }

  public func deleteAnimalMutation(animalId: String) async throws -> Animal {
    let location = self.database.location
    return try await self.database.write { db in try Self.delete(animalId: animalId, db, location: location) }
  }

  public func fetchCategoriesQuery() async throws -> [Category] {
    try await self.database.read { db in try Self.categories(db) }
  }

  public func reloadSampleDataMutation() async throws -> (animals: [Animal], categories: [Category]) {
    try await self.database.write { db in try Self.replaceWithSamples(db) }
  }
}

/// Each operation's work inside a transaction, shared by the single operations above and by the
/// server's requests, which run several of them in one transaction (`LocalStore+Remote.swift`).
extension LocalStore {
  /// Every animal, by id (package-visible for the server's mirror of the store, which reloads
  /// through it).
  package static func animals(_ db: Database, location: String) throws -> [Animal] {
    // The SQL GRDB's query interface writes for `AnimalRecord.order(Column("animalId"))`, as a
    // statement the connection prepares once: generating and preparing it again on every read
    // was a quarter of a read's CPU (a profile of AnimalsDataServer, issue 27).
    try AnimalRecord.fetchAll(db.cachedStatement(sql: #"SELECT * FROM "animal" ORDER BY "animalId""#))
      .map { try $0.value(location: location) }
  }

  /// Every category, by id (package-visible, as `animals(_:location:)` is).
  package static func categories(_ db: Database) throws -> [Category] {
    try CategoryRecord.fetchAll(db.cachedStatement(sql: #"SELECT * FROM "category" ORDER BY "categoryId""#)).map(\.value)
  }

  /// How many ids `insertNew` draws before it gives up on finding a free one.
  static var idDraws: Int { 64 }

  /// Inserts a new animal under the first id from `makeID` that no animal has, and returns it.
  ///
  /// An id already taken is skipped rather than refused: a seeded generator starts its sequence
  /// again on every launch (`--seed`), and a store file outlives the process that filled it.
  ///
  /// - Throws: `Error.invalidName` or `Error.categoryNotFound` (see `check(_:_:)`), or the store's
  ///   error when `idDraws` ids in a row are taken.
  static func insertNew(
    name: String, diet: Animal.Diet, categoryId: String, _ db: Database, makeID: () -> String
  ) throws -> Animal {
    var animalId = makeID()
    // Bounded, so a generator that repeats itself (a test's fixed id) fails on the unique
    // constraint, as it always did, instead of spinning inside the write transaction.
    var draws = 1
    while draws < Self.idDraws, try Self.animalExists(animalId, db) {
      animalId = makeID()
      draws += 1
    }
    let animal = Animal(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
    try Self.check(animal, db)
    // The statement `AnimalRecord(animal).insert(db)` runs, prepared once (see `animalExists`).
    let insert = try db.cachedStatement(
      sql: #"INSERT INTO "animal" ("animalId", "name", "diet", "categoryId") VALUES (?, ?, ?, ?)"#)
    try insert.execute(arguments: [animal.animalId, animal.name, animal.diet.rawValue, animal.categoryId])
    return animal
  }

  /// Replaces the animal with `animal`'s id and returns `animal`.
  ///
  /// - Throws: `Error.invalidName`, then `Error.animalNotFound` when there is no such animal, then
  ///   `Error.categoryNotFound`.
  static func update(_ animal: Animal, _ db: Database) throws -> Animal {
    if let flaw = Animal.flaw(inName: animal.name) { throw Error.invalidName(flaw) }
    guard try Self.animalExists(animal.animalId, db) else {
      throw Error.animalNotFound(animal.animalId)
    }
    try Self.check(animal, db)
    try AnimalRecord(animal).update(db)
    return animal
  }

  /// Refuses what would corrupt the data: a blank name or one holding NUL, or a category the store
  /// does not hold (the animal would appear in no list). The book stores them; a real API does not.
  ///
  /// - Throws: `Error.invalidName`, or `Error.categoryNotFound`.
  static func check(_ animal: Animal, _ db: Database) throws {
    if let flaw = Animal.flaw(inName: animal.name) { throw Error.invalidName(flaw) }
    guard try Self.categoryExists(animal.categoryId, db) else {
      throw Error.categoryNotFound(animal.categoryId)
    }
  }

  /// Deletes the animal with `animalId` and returns it as it was.
  ///
  /// - Throws: `Error.animalNotFound` when there is no such animal.
  static func delete(animalId: String, _ db: Database, location: String) throws -> Animal {
    let row = try db.cachedStatement(sql: #"SELECT * FROM "animal" WHERE "animalId" = ?"#)
    guard let record = try AnimalRecord.fetchOne(row, arguments: [animalId]) else {
      throw Error.animalNotFound(animalId)
    }
    // Converted before deleting, so a row that cannot be read is not lost either.
    let animal = try record.value(location: location)
    try db.cachedStatement(sql: #"DELETE FROM "animal" WHERE "animalId" = ?"#).execute(arguments: [animalId])
    return animal
  }

  /// Whether an animal has the id `animalId`.
  ///
  /// By hand, as statements the connection prepares once, like the reads above: GRDB's
  /// `exists(_:key:)` and `fetchOne(_:key:)` generate their SQL again on every call, which was
  /// about a third of a write's time on the store's connection (a profile of the mixed load,
  /// issue 27).
  static func animalExists(_ animalId: String, _ db: Database) throws -> Bool {
    let statement = try db.cachedStatement(sql: #"SELECT EXISTS (SELECT 1 FROM "animal" WHERE "animalId" = ?)"#)
    return try Bool.fetchOne(statement, arguments: [animalId]) ?? false
  }

  /// Whether a category has the id `categoryId` (see `animalExists`).
  static func categoryExists(_ categoryId: String, _ db: Database) throws -> Bool {
    let statement = try db.cachedStatement(sql: #"SELECT EXISTS (SELECT 1 FROM "category" WHERE "categoryId" = ?)"#)
    return try Bool.fetchOne(statement, arguments: [categoryId]) ?? false
  }

  /// Empties both tables and writes the samples again.
  static func replaceWithSamples(_ db: Database) throws -> (animals: [Animal], categories: [Category]) {
    try AnimalRecord.deleteAll(db)
    try CategoryRecord.deleteAll(db)
    try Self.insertSamples(db)
    return (animals: Animal.samples, categories: Category.samples)
  }
}

extension LocalStore {
  /// The store as messages name it: `the Animals store "PATH"`.
  private static var storeName: String { "Animals" }

  /// The schema, one migration per version.
  private static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.create(table: CategoryRecord.databaseTableName) { table in
        table.primaryKey("categoryId", .text)
        table.column("name", .text).notNull()
      }
      try db.create(table: AnimalRecord.databaseTableName) { table in
        table.primaryKey("animalId", .text)
        table.column("name", .text).notNull()
        table.column("diet", .text).notNull()
        table.column("categoryId", .text).notNull()
      }
    }
    return migrator
  }

  /// Seeds the samples if there is no category. Opening runs this inside the immediate
  /// transaction it takes after migrating, so the check and the seeding hold the write lock.
  private static func seedIfEmpty(_ db: Database) throws {
    if try CategoryRecord.fetchCount(db) == 0 {
      try Self.insertSamples(db)
    }
  }

  /// Inserts the sample categories and animals.
  private static func insertSamples(_ db: Database) throws {
    for category in Category.samples {
      try CategoryRecord(category).insert(db)
    }
    for animal in Animal.samples {
      try AnimalRecord(animal).insert(db)
    }
  }
}
