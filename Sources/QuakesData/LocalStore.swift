import Foundation
import GRDB

/// Keeps the Quakes data in a SQLite database through GRDB: the Linux stand-in for the book's
/// SwiftData store (book, chapter 10, "LocalStore").
///
/// ```swift
/// let store = try LocalStore(path: "quakes.sqlite")
/// let quakes = try await store.fetchLocalQuakesQuery()  // [] on first open
/// ```
///
/// Opening creates the schema if needed (migration `v1`: one `quake` table keyed by
/// `quakeId`). Unlike the book's model, the id is a primary key, so saving a quake twice
/// replaces it. Every mutation is one write transaction; queries return rows ordered by id.
///
/// - Important: Opening never writes to a file that is not a SQLite database (an empty file
///   counts as an empty database). A file store waits at most one second for another connection's
///   write lock, then fails with a `locked` error.
final public actor LocalStore {
  private let database: DatabaseQueue
  private let location: String

  /// Opens (creating if needed) the store in the SQLite file at `path`, in WAL journal mode.
  ///
  /// - Parameter path: the database file; its folder must exist.
  /// - Throws: `LocalStore.Error` naming `path`: `notADatabase`, `cannotOpen`, `locked` or
  ///   `database`.
  public init(path: String) throws {
    let location = "the Quakes store \"\(path)\""
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
  }

  /// Opens a fresh, empty store that lives in memory until it is released.
  ///
  /// - Parameter inMemory: unused; it only names this initialiser (`LocalStore(inMemory: ())`).
  /// - Throws: `LocalStore.Error` if SQLite cannot create the database.
  public init(inMemory: Void = ()) throws {
    let location = "the in-memory Quakes store"
    do {
      let database = try DatabaseQueue()
      try Self.prepare(database)
      self.database = database
    } catch {
      throw Error.translating(error, location: location)
    }
    self.location = location
  }
}

extension LocalStore: PersistentSessionLocalStore {
  public func fetchLocalQuakesQuery() async throws -> [Quake] {
    try await self.read { db in
      try QuakeRecord.order(Column("quakeId")).fetchAll(db).map(\.value)
    }
  }

  public func didFetchRemoteQuakesMutation(inserted: [Quake], updated: [Quake], deleted: [Quake]) async throws {
    try await self.write { db in
      // Upserts rather than inserts: a quake the listener saw as new may already be on disk
      // (another process, or a state that was never loaded from this store).
      for quake in inserted + updated {
        try QuakeRecord(quake).upsert(db)
      }
      for quake in deleted {
        _ = try QuakeRecord.deleteOne(db, key: quake.quakeId)
      }
    }
  }

  public func deleteLocalQuakeMutation(quakeId: Quake.ID) async throws {
    try await self.write { db in
      _ = try QuakeRecord.deleteOne(db, key: quakeId)
    }
  }

  public func deleteLocalQuakesMutation() async throws {
    try await self.write { db in
      _ = try QuakeRecord.deleteAll(db)
    }
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
      try db.create(table: QuakeRecord.databaseTableName) { table in
        table.primaryKey("quakeId", .text)
        table.column("magnitude", .real).notNull()
        table.column("time", .real).notNull()
        table.column("updated", .real).notNull()
        table.column("name", .text).notNull()
        table.column("longitude", .real).notNull()
        table.column("latitude", .real).notNull()
      }
    }
    return migrator
  }

  /// Migrates, then takes the write lock once (an immediate transaction), so a store someone
  /// else is writing fails to open instead of failing on its first mutation.
  private static func prepare(_ database: DatabaseQueue) throws {
    try Self.migrator.migrate(database)
    try database.writeWithoutTransaction { db in
      try db.inTransaction(.immediate) { .commit }
    }
  }

  /// Refuses paths SQLite would reject with a vaguer message, and files that are not SQLite
  /// databases, before SQLite opens (and could write beside) them.
  private static func checkOpenable(path: String, location: String) throws {
    let manager = FileManager.default
    guard !path.isEmpty else {
      throw Error(code: .cannotOpen, message: "cannot open the Quakes store: the path is empty")
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
      let header = (try? file.read(upToCount: sqliteHeader.count)) ?? Foundation.Data()
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
  private static let sqliteHeader = Foundation.Data("SQLite format 3\0".utf8)

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
