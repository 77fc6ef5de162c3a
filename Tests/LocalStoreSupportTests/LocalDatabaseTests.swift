import Foundation
import GRDB
import LocalStoreSupport
import Testing
import TestSupport

/// The checks and the opening every domain's file store goes through, on temporary files and a
/// one-table schema of its own, so a failure here points at the shared piece and not at a domain.
@Suite struct LocalDatabaseTests {
  /// A one-table schema, standing in for a domain's.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.create(table: "note") { table in
        table.primaryKey("noteId", .text)
      }
    }
    return migrator
  }

  /// Writes the first note into a store that has none, as a domain seeds its samples.
  static func seedIfEmpty(_ db: Database) throws {
    if try Int.fetchOne(db, sql: "SELECT count(*) FROM note") == 0 {
      try db.execute(sql: "INSERT INTO note (noteId) VALUES ('first')")
    }
  }

  static func open(_ path: String) throws(LocalStoreError) -> LocalDatabase {
    try LocalDatabase(path: path, storeName: "Notes", migrator: Self.migrator, tables: ["note"], seed: Self.seedIfEmpty)
  }

  /// Another domain's schema, whose first migration has the same name.
  static var otherMigrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.create(table: "task") { table in table.primaryKey("taskId", .text) }
      try db.create(table: "list") { table in table.primaryKey("listId", .text) }
    }
    return migrator
  }

  @Test func anotherDomainsStoreIsRefusedAndLeftUntouched() async throws {
    let folder = try TemporaryDirectory()
    let path = Self.path(in: folder)
    let tasks = try LocalDatabase(path: path, storeName: "Tasks", migrator: Self.otherMigrator, tables: ["task", "list"])
    try await tasks.write { db in try db.execute(sql: "INSERT INTO task (taskId) VALUES ('kept')") }
    try tasks.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    let error = try #require(throws: LocalStoreError.self) { try Self.open(path) }
    #expect(error.code == .anotherStore)
    #expect(
      error.description
        == "the Notes store \"\(path)\" is another store's file: it holds the tables list, task, not note (the file was left untouched)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    // Its own domain still opens it, rows and all.
    let reopened = try LocalDatabase(path: path, storeName: "Tasks", migrator: Self.otherMigrator, tables: ["task", "list"])
    #expect(try await reopened.read { db in try String.fetchAll(db, sql: "SELECT taskId FROM task") } == ["kept"])
  }

  /// Issue 37: another program's database (a schema, no `grdb_migrations`) used to get our
  /// tables, our sample rows and a WAL journal; it is refused with nothing written, not even a
  /// journal beside it, whether or not it has a table of the same name as ours.
  @Test(arguments: ["CREATE TABLE scratch (x)", "CREATE TABLE note (theirs)"])
  func anotherProgramsDatabaseIsRefusedAndLeftUntouched(schema: String) async throws {
    let folder = try TemporaryDirectory()
    let path = Self.path(in: folder)
    let plain = try DatabaseQueue(path: path)
    try await plain.write { db in try db.execute(sql: schema) }
    try plain.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    let error = try #require(throws: LocalStoreError.self) { try Self.open(path) }
    #expect(error.code == .anotherStore)
    #expect(error.description.hasPrefix("the Notes store \"\(path)\" is another program's database: it holds the tables "))
    #expect(error.description.hasSuffix(" and no imshell schema (the file was left untouched)"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [URL(fileURLWithPath: path).lastPathComponent])
  }

  @Test func anEmptySQLiteDatabaseBecomesAStore() async throws {
    let folder = try TemporaryDirectory()
    let path = Self.path(in: folder)
    try DatabaseQueue(path: path).close()
    let database = try Self.open(path)
    #expect(try await database.read { db in try String.fetchAll(db, sql: "SELECT noteId FROM note") } == ["first"])
  }

  static func path(in folder: TemporaryDirectory, _ name: String = "notes.sqlite") -> String {
    folder.url.appendingPathComponent(name).path
  }

  /// Runs `body` on a thread started for it and waits: SQLite's busy wait blocks its thread, which
  /// must not be one of the few the concurrency pool has.
  static func onAThreadOfItsOwn<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: body()) }.start()
    }
  }

  @Test func aFreshFileIsCreatedMigratedAndSeededOnce() async throws {
    let folder = try TemporaryDirectory()
    let path = Self.path(in: folder)

    let database = try Self.open(path)
    try await database.write { db in try db.execute(sql: "INSERT INTO note (noteId) VALUES ('second')") }
    let reopened = try Self.open(path)

    #expect(database.location == "the Notes store \"\(path)\"")
    #expect(FileManager.default.fileExists(atPath: path))
    let other = try DatabaseQueue(path: path)
    let (journalMode, migrations, notes) = try await other.read { db in
      (
        try String.fetchOne(db, sql: "PRAGMA journal_mode"),
        try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"),
        try String.fetchAll(db, sql: "SELECT noteId FROM note ORDER BY noteId")
      )
    }
    #expect(journalMode == "wal")
    #expect(migrations == ["v1"])
    #expect(notes == ["first", "second"])
    #expect(try await reopened.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") } == 2)
  }

  @Test func anEmptyFileCountsAsAnEmptyDatabase() async throws {
    let folder = try TemporaryDirectory()
    let path = Self.path(in: folder)
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))

    let database = try Self.open(path)

    #expect(try await database.read { db in try String.fetchAll(db, sql: "SELECT noteId FROM note") } == ["first"])
  }

  @Test func anInMemoryDatabaseIsMigratedAndSeededToo() async throws {
    let database = try LocalDatabase(inMemoryStoreName: "Notes", migrator: Self.migrator, seed: Self.seedIfEmpty)

    #expect(database.location == "the in-memory Notes store")
    #expect(try await database.read { db in try String.fetchAll(db, sql: "SELECT noteId FROM note") } == ["first"])
  }

  /// A text file, and one that starts like a database header but stops short of it.
  @Test(arguments: ["Remember to feed the cat.\nThis is not a database.\n", "SQLite format"])
  func aFileThatIsNotADatabaseIsRefusedAndLeftUntouched(_ text: String) throws {
    let folder = try TemporaryDirectory()
    let path = Self.path(in: folder, "notes.txt")
    let contents = Data(text.utf8)
    try contents.write(to: URL(fileURLWithPath: path))

    #expect(
      throws: LocalStoreError(
        code: .notADatabase, message: "the Notes store \"\(path)\" is not a SQLite database (the file was left untouched)")
    ) { try Self.open(path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["notes.txt"])
  }

  @Test func aFolderInPlaceOfTheFileIsRefused() throws {
    let folder = try TemporaryDirectory()

    #expect(
      throws: LocalStoreError(code: .cannotOpen, message: "cannot open the Notes store \"\(folder.url.path)\": it is a directory")
    ) { try Self.open(folder.url.path) }
  }

  @Test func aMissingFolderIsNamed() throws {
    let folder = try TemporaryDirectory()
    let missing = folder.url.appendingPathComponent("missing").path
    let path = missing + "/notes.sqlite"

    #expect(
      throws: LocalStoreError(
        code: .cannotOpen, message: "cannot create the Notes store \"\(path)\": the folder \"\(missing)\" does not exist")
    ) { try Self.open(path) }
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  @Test func aFileInPlaceOfTheFolderIsNamed() throws {
    let folder = try TemporaryDirectory()
    let blocker = Self.path(in: folder, "blocker")
    try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
    let path = blocker + "/notes.sqlite"

    #expect(
      throws: LocalStoreError(
        code: .cannotOpen, message: "cannot create the Notes store \"\(path)\": \"\(blocker)\" is not a folder")
    ) { try Self.open(path) }
  }

  @Test func anEmptyPathIsRefused() {
    #expect(throws: LocalStoreError(code: .cannotOpen, message: "cannot open the Notes store: the path is empty")) {
      try Self.open("")
    }
  }

  @Test func aDatabaseLockedByAnotherConnectionIsReportedAsLockedAfterTheBusyTimeout() async throws {
    let folder = try TemporaryDirectory()
    let path = Self.path(in: folder)
    _ = try Self.open(path)
    let other = try DatabaseQueue(path: path)

    // The other connection holds the write lock (an immediate transaction it then rolls back)
    // for as long as the second open takes.
    let (error, waited) = await Self.onAThreadOfItsOwn { () -> (LocalStoreError?, Duration) in
      var outcome: (LocalStoreError?, Duration) = (nil, .zero)
      try? other.writeWithoutTransaction { db in
        try db.inTransaction(.immediate) {
          let clock = ContinuousClock()
          let start = clock.now
          do {
            _ = try Self.open(path)
          } catch {
            outcome.0 = error as? LocalStoreError
          }
          outcome.1 = clock.now - start
          return .rollback
        }
      }
      return outcome
    }

    #expect(
      error
        == LocalStoreError(
          code: .locked,
          message: "the Notes store \"\(path)\" is locked by another connection (gave up after waiting 1 second)"))
    #expect(waited >= .milliseconds(900) && waited < .seconds(60))
    #expect(LocalDatabase.busyTimeout == 1)
  }

  @Test func aWriteThatThrowsRollsBackAndIsTranslated() async throws {
    struct Refused: Error, CustomStringConvertible {
      var description: String { "refused" }
    }
    let database = try LocalDatabase(inMemoryStoreName: "Notes", migrator: Self.migrator, seed: Self.seedIfEmpty)

    await #expect(throws: LocalStoreError(code: .database, message: "the in-memory Notes store failed: refused")) {
      try await database.write { db in
        try db.execute(sql: "INSERT INTO note (noteId) VALUES ('second')")
        throw Refused()
      }
    }
    #expect(try await database.read { db in try String.fetchAll(db, sql: "SELECT noteId FROM note") } == ["first"])
  }
}
