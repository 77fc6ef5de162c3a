import Foundation
import GRDB

/// A domain's SQLite database, opened the one way every local store of this package opens it: the
/// path checked first, WAL journal mode, a busy timeout, the domain's migrations, then the write
/// lock taken once. Reads and writes turn every failure into a `LocalStoreError` naming the store.
///
/// ```swift
/// let database = try LocalDatabase(path: "quakes.sqlite", storeName: "Quakes", migrator: migrator)
/// let count = try await database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM quake") }
/// ```
///
/// A domain's `LocalStore` actor keeps one and supplies only what is its own: the name that
/// messages use, the schema, and what a fresh store starts with.
///
/// - Important: Opening never writes to a file that is not a SQLite database (an empty file counts
///   as an empty database). A file database waits at most `busyTimeout` for another connection's
///   write lock, then fails with a `locked` error.
package struct LocalDatabase: Sendable {
  /// How long a connection waits for another one's write lock.
  package static let busyTimeout: TimeInterval = 1

  /// `busyTimeout` as messages say it.
  package static let busyTimeoutText = "1 second"

  /// The store as messages name it, such as `the Quakes store "/tmp/quakes.sqlite"`.
  package let location: String

  private let queue: DatabaseQueue

  /// Opens (creating if needed) the SQLite file at `path`, in WAL journal mode, and migrates it.
  ///
  /// - Parameters:
  ///   - path: the database file; its folder must exist.
  ///   - storeName: the domain's name as messages say it (`"Animals"` gives `the Animals store
  ///     "PATH"`).
  ///   - migrator: the domain's schema, one migration per version.
  ///   - tables: the tables `migrator` creates. A file some migrator already ran on (it has
  ///     `grdb_migrations`) must hold them all, or it is another domain's store and is refused:
  ///     every domain names its first migration `v1`, so migrating would skip it.
  ///   - seed: runs after the migrations, inside the immediate transaction opening takes, so a
  ///     fresh store's first rows are written together with the lock check.
  /// - Throws: `LocalStoreError` naming `path`: `notADatabase`, `anotherStore`, `cannotOpen`,
  ///   `locked` or `database`, or whatever `seed` throws, translated.
  package init(
    path: String,
    storeName: String,
    migrator: DatabaseMigrator,
    tables: [String],
    seed: (Database) throws -> Void = { _ in }
  ) throws(LocalStoreError) {
    let location = "the \(storeName) store \"\(path)\""
    try Self.checkOpenable(path: path, storeName: storeName, location: location)
    Self.createPrivately(path)
    var configuration = Configuration()
    configuration.busyMode = .timeout(Self.busyTimeout)
    do {
      try Self.checkOwnership(path: path, configuration: configuration, tables: tables, location: location)
      configuration.journalMode = .wal
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      try Self.prepare(queue, migrator: migrator, seed: seed)
      self.queue = queue
    } catch {
      throw LocalStoreError.translating(error, location: location)
    }
    self.location = location
  }

  /// Opens a fresh database that lives in memory until it is released, migrated and seeded.
  ///
  /// - Parameters:
  ///   - storeName: the domain's name as messages say it (`the in-memory Animals store`).
  ///   - migrator: the domain's schema.
  ///   - seed: runs after the migrations, in the same immediate transaction as for a file.
  /// - Throws: `LocalStoreError` if SQLite cannot create the database or `seed` throws.
  package init(
    inMemoryStoreName storeName: String,
    migrator: DatabaseMigrator,
    seed: (Database) throws -> Void = { _ in }
  ) throws(LocalStoreError) {
    let location = "the in-memory \(storeName) store"
    do {
      let queue = try DatabaseQueue()
      try Self.prepare(queue, migrator: migrator, seed: seed)
      self.queue = queue
    } catch {
      throw LocalStoreError.translating(error, location: location)
    }
    self.location = location
  }
}

extension LocalDatabase {
  /// Runs `body` in a read transaction, translating errors.
  package func read<T: Sendable>(
    _ body: @escaping @Sendable (Database) throws -> T
  ) async throws(LocalStoreError) -> T {
    try await self.translatingErrors { try await self.queue.read(body) }
  }

  /// Runs `body` in one write transaction, translating errors; a throw rolls everything back.
  package func write<T: Sendable>(
    _ body: @escaping @Sendable (Database) throws -> T
  ) async throws(LocalStoreError) -> T {
    try await self.translatingErrors { try await self.queue.write(body) }
  }

  /// Closes the connection (SQLite checkpoints the WAL when the last one closes).
  ///
  /// - Important: Call it last: a read or write afterwards is a programmer error (GRDB traps).
  package func close() throws(LocalStoreError) {
    try self.translatingErrorsNow { try self.queue.close() }
  }

  /// `translatingErrors` for work that does not suspend.
  private func translatingErrorsNow<T>(_ access: () throws -> T) throws(LocalStoreError) -> T {
    do {
      return try access()
    } catch {
      throw LocalStoreError.translating(error, location: self.location)
    }
  }

  /// Runs `access`, turning whatever it throws (GRDB's errors, and a domain's own thrown from
  /// inside a transaction) into a `LocalStoreError` about this store.
  private func translatingErrors<T>(_ access: () async throws -> T) async throws(LocalStoreError) -> T {
    do {
      return try await access()
    } catch {
      throw LocalStoreError.translating(error, location: self.location)
    }
  }

  /// Creates a missing database file empty and 0600 (an empty file is an empty database), so
  /// that the store is its owner's alone: SQLite would make it 0644, and its `-wal` and `-shm`
  /// files take the database file's mode.
  private static func createPrivately(_ path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor >= 0 { _ = Foundation.close(descriptor) }
  }

  /// Refuses a file that is not ours before anything is written to it: one holding a schema but
  /// no `grdb_migrations` (another program's database: migrating would add our tables and rows
  /// and switch its journal to WAL), and one a migrator of this package ran on that lacks one of
  /// `tables` (another domain's store).
  ///
  /// Looks through a read-only connection of its own: opening in WAL mode writes to the file
  /// (GRDB creates and drops a table to make sure the WAL exists), and a refused file must stay
  /// as it was.
  private static func checkOwnership(
    path: String, configuration: Configuration, tables: [String], location: String
  ) throws {
    guard FileManager.default.fileExists(atPath: path) else { return }
    var configuration = configuration
    configuration.readonly = true
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    defer { try? queue.close() }
    let (isMigrated, present) = try queue.read { db -> (Bool, Set<String>) in
      let names = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
      return (names.contains("grdb_migrations"), Set(names.filter { !$0.hasPrefix("sqlite_") && $0 != "grdb_migrations" }))
    }
    let held = present.isEmpty ? "no tables" : "the tables " + present.sorted().joined(separator: ", ")
    if !isMigrated && !present.isEmpty {
      throw LocalStoreError(
        code: .anotherStore,
        message: "\(location) is another program's database: it holds \(held) and no imshell schema (the file was left untouched)")
    }
    guard isMigrated, let missing = tables.first(where: { !present.contains($0) }) else { return }
    throw LocalStoreError(
      code: .anotherStore,
      message: "\(location) is another store's file: it holds \(held), not \(missing) (the file was left untouched)")
  }

  /// Migrates, then takes the write lock once (an immediate transaction) and seeds inside it, so
  /// a store someone else is writing fails to open instead of failing on its first mutation.
  private static func prepare(
    _ queue: DatabaseQueue,
    migrator: DatabaseMigrator,
    seed: (Database) throws -> Void
  ) throws {
    try migrator.migrate(queue)
    try queue.writeWithoutTransaction { db in
      try db.inTransaction(.immediate) {
        try seed(db)
        return .commit
      }
    }
  }
}
