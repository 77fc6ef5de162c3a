import Foundation
import GRDB
import LocalStoreSupport

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
  /// Package-visible so the fault matrix can fill the database on the store's own connection.
  package let database: LocalDatabase

  /// Opens (creating if needed) the store in the SQLite file at `path`, in WAL journal mode.
  ///
  /// - Parameter path: the database file; its folder must exist.
  /// - Throws: `LocalStore.Error` naming `path`: `notADatabase`, `anotherStore`, `cannotOpen`, `locked` or
  ///   `database`.
  public init(path: String) throws {
    self.database = try Self.fileDatabase(path: path)
  }

  /// Opens (creating if needed) the store in the file at `url`, as the book's clients do
  /// (`LocalStore(url:)`); the same as `init(path: url.path)`.
  ///
  /// - Throws: as `init(path:)`.
  public init(url: URL) throws {
    try self.init(path: url.path)
  }

  /// Opens the store as the book's `LocalStore(isStoredInMemoryOnly:)` does: a fresh, empty store
  /// that lives in memory until it is released, or (`false`, the default) the file at the
  /// default location, `$XDG_DATA_HOME/QuakesData/default.sqlite` (`DefaultStoreLocation`).
  ///
  /// - Throws: `LocalStore.Error` if SQLite cannot create or open the database.
  public init(isStoredInMemoryOnly: Bool = false) throws {
    self.database =
      isStoredInMemoryOnly
      ? try LocalDatabase(inMemoryStoreName: Self.storeName, migrator: Self.migrator)
      : try Self.fileDatabase(path: try DefaultStoreLocation.url(module: "QuakesData").path)
  }

  private static func fileDatabase(path: String) throws -> LocalDatabase {
    try LocalDatabase(path: path, storeName: Self.storeName, migrator: Self.migrator, tables: [QuakeRecord.databaseTableName])
  }
}

extension LocalStore: PersistentSessionLocalStore {
  public func fetchLocalQuakesQuery() async throws -> [Quake] {
    try await self.database.read { db in
      // A cursor, so the rows become quakes one by one rather than through an array of records.
      let rows = try QuakeRecord.order(Column("quakeId")).fetchCursor(db)
      var quakes: [Quake] = []
      var names = Set<String>()
      while let row = try rows.next() {
        quakes.append(row.value(sharingNames: &names))
      }
      // Reading every row fills SQLite's page cache (up to 2 MB) that the shell would then keep
      // idle beside the state holding the same quakes; the next read pages them in again.
      db.releaseMemory()
      return quakes
    }
  }

  public func didFetchRemoteQuakesMutation(inserted: [Quake], updated: [Quake], deleted: [Quake]) async throws {
    try await self.database.write { db in
      // Upserts rather than inserts: a quake the listener saw as new may already be on disk
      // (another process, or a state that was never loaded from this store). One prepared
      // statement per kind of change, bound once per row: a feed is thousands of rows.
      let upsert = try db.cachedStatement(sql: QuakeRecord.upsertSQL)
      for quake in inserted + updated {
        try upsert.execute(arguments: QuakeRecord.arguments(quake))
      }
      let delete = try db.cachedStatement(sql: QuakeRecord.deleteSQL)
      for quake in deleted {
        try delete.execute(arguments: [quake.quakeId])
      }
    }
  }

  public func deleteLocalQuakeMutation(quakeId: Quake.ID) async throws {
    try await self.database.write { db in
      _ = try QuakeRecord.deleteOne(db, key: quakeId)
    }
  }

  public func deleteLocalQuakesMutation() async throws {
    try await self.database.write { db in
      _ = try QuakeRecord.deleteAll(db)
    }
  }
}

extension LocalStore {
  /// The store as messages name it: `the Quakes store "PATH"`.
  private static let storeName = "Quakes"

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
}
