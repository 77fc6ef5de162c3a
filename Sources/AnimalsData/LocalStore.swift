import Foundation
import GRDB

/// Keeps the Animals data in a SQLite database through GRDB: the Linux stand-in for the book's
/// SwiftData store (book, chapter 6, "LocalStore").
///
/// ```swift
/// let store = try LocalStore(path: "default.sqlite")
/// let animals = try await store.fetchAnimalsQuery()  // the 6 samples on first open
/// ```
///
/// Opening creates the schema if needed and, when the store holds no category, writes the sample
/// categories and animals in one transaction. Every mutation is one write transaction. Queries
/// return rows ordered by id, so output is deterministic.
///
/// - Important: Opening never writes to a file that is not a SQLite database (an empty file
///   counts as an empty database). A file store waits at most one second for another connection's
///   write lock, then fails with a `locked` error.
final public actor LocalStore {
  private let database: DatabaseQueue
  private let location: String
  private let makeID: @Sendable () -> String

  /// Opens (creating if needed) the store in the SQLite file at `path`, in WAL journal mode.
  ///
  /// - Parameters:
  ///   - path: the database file; its folder must exist.
  ///   - makeID: makes the id of each added animal; inject `SeededIDGenerator` for stable ids.
  /// - Throws: `LocalStore.Error` naming `path`: `notADatabase`, `cannotOpen`, `locked` or
  ///   `database`.
  public init(path: String, makeID: @escaping @Sendable () -> String = { UUID().uuidString }) throws {
    let location = "the Animals store \"\(path)\""
    try Self.checkOpenable(path: path, location: location)
    var configuration = Configuration()
    configuration.busyMode = .timeout(Self.busyTimeout)
    configuration.journalMode = .wal
    do {
      let database = try DatabaseQueue(path: path, configuration: configuration)
      try Self.prepare(database)
      self.database = database
    } catch {
      throw Error.translating(error, location: location)
    }
    self.location = location
    self.makeID = makeID
  }

  /// Opens a fresh store that lives in memory until it is released, seeded with the samples.
  ///
  /// - Parameter makeID: makes the id of each added animal.
  /// - Throws: `LocalStore.Error` if SQLite cannot create the database.
  public init(inMemory makeID: @escaping @Sendable () -> String = { UUID().uuidString }) throws {
    let location = "the in-memory Animals store"
    do {
      let database = try DatabaseQueue()
      try Self.prepare(database)
      self.database = database
    } catch {
      throw Error.translating(error, location: location)
    }
    self.location = location
    self.makeID = makeID
  }
}

extension LocalStore: PersistentSessionPersistentStore {
  public func fetchAnimalsQuery() async throws -> [Animal] {
    let location = self.location
    return try await self.read { db in
      try AnimalRecord.order(Column("animalId")).fetchAll(db).map { try $0.value(location: location) }
    }
  }

  public func addAnimalMutation(name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    let animal = Animal(animalId: self.makeID(), name: name, diet: diet, categoryId: categoryId)
    return try await self.write { db in
      try AnimalRecord(animal).insert(db)
      return animal
    }
  }

  public func updateAnimalMutation(
    animalId: String,
    name: String,
    diet: Animal.Diet,
    categoryId: String
  ) async throws -> Animal {
    let animal = Animal(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
    return try await self.write { db in
      guard try AnimalRecord.exists(db, key: animalId) else {
        throw Error.animalNotFound(animalId)
      }
      try AnimalRecord(animal).update(db)
      return animal
    }
  }

  public func deleteAnimalMutation(animalId: String) async throws -> Animal {
    let location = self.location
    return try await self.write { db in
      guard let record = try AnimalRecord.fetchOne(db, key: animalId) else {
        throw Error.animalNotFound(animalId)
      }
      // Converted before deleting, so a row that cannot be read is not lost either.
      let animal = try record.value(location: location)
      try record.delete(db)
      return animal
    }
  }

  public func fetchCategoriesQuery() async throws -> [Category] {
    try await self.read { db in
      try CategoryRecord.order(Column("categoryId")).fetchAll(db).map(\.value)
    }
  }

  public func reloadSampleDataMutation() async throws -> (animals: [Animal], categories: [Category]) {
    try await self.write { db in
      try AnimalRecord.deleteAll(db)
      try CategoryRecord.deleteAll(db)
      try Self.insertSamples(db)
    }
    return (animals: Animal.samples, categories: Category.samples)
  }
}

extension LocalStore {
  /// How long a connection waits for another one's write lock.
  static let busyTimeout: TimeInterval = 1

  /// `busyTimeout` as messages say it.
  static let busyTimeoutText = "1 second"

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

  /// Migrates, then seeds the samples if there is no category. The seeding check takes the write
  /// lock first (an immediate transaction), so a store someone else is writing fails to open
  /// instead of failing on its first mutation.
  private static func prepare(_ database: DatabaseQueue) throws {
    try Self.migrator.migrate(database)
    try database.writeWithoutTransaction { db in
      try db.inTransaction(.immediate) {
        if try CategoryRecord.fetchCount(db) == 0 {
          try Self.insertSamples(db)
        }
        return .commit
      }
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

  /// Refuses paths SQLite would reject with a vaguer message, and files that are not SQLite
  /// databases, before SQLite opens (and could write beside) them.
  private static func checkOpenable(path: String, location: String) throws {
    let manager = FileManager.default
    guard !path.isEmpty else {
      throw Error(code: .cannotOpen, message: "cannot open the Animals store: the path is empty")
    }
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard !isDirectory.boolValue else {
        throw Error(code: .cannotOpen, message: "cannot open \(location): it is a directory")
      }
      guard let file = FileHandle(forReadingAtPath: path) else {
        throw Error(code: .cannotOpen, message: "cannot open \(location): the file is not readable")
      }
      defer { try? file.close() }
      let header = (try? file.read(upToCount: sqliteHeader.count)) ?? Data()
      guard header.isEmpty || header == sqliteHeader else {
        throw Error(code: .notADatabase, message: "\(location) is not a SQLite database (the file was left untouched)")
      }
      guard manager.isWritableFile(atPath: path) else {
        throw Error(code: .cannotOpen, message: "cannot write to \(location): the file is read-only")
      }
      return
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard manager.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      throw Error(code: .cannotOpen, message: "cannot create \(location): the folder \"\(folder)\" does not exist")
    }
    guard isDirectory.boolValue else {
      throw Error(code: .cannotOpen, message: "cannot create \(location): \"\(folder)\" is not a folder")
    }
    guard manager.isWritableFile(atPath: folder) else {
      throw Error(code: .cannotOpen, message: "cannot create \(location): the folder \"\(folder)\" is not writable")
    }
  }

  /// The first 16 bytes of every SQLite 3 database file.
  private static let sqliteHeader = Data("SQLite format 3\0".utf8)

  /// Runs `body` in a read transaction, translating errors.
  private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
    do {
      return try await self.database.read(body)
    } catch {
      throw Error.translating(error, location: self.location)
    }
  }

  /// Runs `body` in one write transaction, translating errors; a throw rolls everything back.
  private func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
    do {
      return try await self.database.write(body)
    } catch {
      throw Error.translating(error, location: self.location)
    }
  }
}
