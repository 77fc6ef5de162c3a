import Foundation
import GRDB
import QuakesData
import Testing
import TestSupport

@Suite struct LocalStoreTests {
  static let a: Quake = .fixture("a1", magnitude: 1.5, name: "Alpha")
  static let b: Quake = .fixture("b2", magnitude: 2.5, name: "Beta")
  static let c: Quake = .fixture("c3", magnitude: 3.5, name: "Gamma")
  static let bRevised: Quake = .fixture("b2", magnitude: 2.75, name: "Beta, revised", updatedSeconds: 1_691_120_000.5)

  static func path(in folder: TemporaryDirectory, _ name: String = "quakes.sqlite") -> String {
    folder.url.appendingPathComponent(name).path
  }

  @Test func newStoreIsEmpty() async throws {
    let folder = try TemporaryDirectory()
    let store = try LocalStore(path: Self.path(in: folder))
    #expect(try await store.fetchLocalQuakesQuery() == [])
    #expect(try await LocalStore(isStoredInMemoryOnly: true).fetchLocalQuakesQuery() == [])
  }

  @Test func remoteMutationInsertsUpdatesAndDeletesInOneGo() async throws {
    let store = try LocalStore(isStoredInMemoryOnly: true)
    try await store.didFetchRemoteQuakesMutation(inserted: [Self.c, Self.a, Self.b], updated: [], deleted: [])
    #expect(try await store.fetchLocalQuakesQuery() == [Self.a, Self.b, Self.c])

    try await store.didFetchRemoteQuakesMutation(inserted: [], updated: [Self.bRevised], deleted: [Self.a])
    #expect(try await store.fetchLocalQuakesQuery() == [Self.bRevised, Self.c])
  }

  @Test func insertingAKnownIdReplacesItAndUpdatingAnUnknownOneAddsIt() async throws {
    let store = try LocalStore(isStoredInMemoryOnly: true)
    try await store.didFetchRemoteQuakesMutation(inserted: [Self.b], updated: [], deleted: [])

    try await store.didFetchRemoteQuakesMutation(inserted: [Self.bRevised], updated: [Self.a], deleted: [Self.c])
    #expect(try await store.fetchLocalQuakesQuery() == [Self.a, Self.bRevised])
  }

  @Test func deleteOneRemovesOnlyThatQuakeAndIgnoresUnknownIds() async throws {
    let store = try LocalStore(isStoredInMemoryOnly: true)
    try await store.didFetchRemoteQuakesMutation(inserted: [Self.a, Self.b, Self.c], updated: [], deleted: [])

    try await store.deleteLocalQuakeMutation(quakeId: "b2")
    try await store.deleteLocalQuakeMutation(quakeId: "ghost")
    #expect(try await store.fetchLocalQuakesQuery() == [Self.a, Self.c])
  }

  @Test func deleteAllEmptiesTheStore() async throws {
    let store = try LocalStore(isStoredInMemoryOnly: true)
    try await store.didFetchRemoteQuakesMutation(inserted: [Self.a, Self.b], updated: [], deleted: [])

    try await store.deleteLocalQuakesMutation()
    #expect(try await store.fetchLocalQuakesQuery() == [])
  }

  /// Quakes read in one fetch share the storage of an equal place name (a long one: a short name
  /// lives inside the string itself), so the state keeps each place once.
  @Test func aFetchSharesEqualPlaceNames() async throws {
    let place = "12 km SSW of a place with a long name, CA"
    let quakes = (1...3).map { Quake.fixture("q\($0)", name: place) } + [.fixture("q4", name: place + "!")]
    let store = try LocalStore(isStoredInMemoryOnly: true)
    try await store.didFetchRemoteQuakesMutation(inserted: quakes, updated: [], deleted: [])
    let read = try await store.fetchLocalQuakesQuery()
    #expect(read == quakes)
    let storage = read.map { $0.name.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil }
    #expect(storage[0] != nil)
    #expect(storage[0] == storage[1] && storage[1] == storage[2], "equal names share one storage")
    #expect(storage[3] != storage[0])
  }

  /// `é` precomposed and `e` + combining accent are equal `String`s; each row keeps its own bytes.
  @Test func sharingNamesKeepsEachRowsOwnSpelling() async throws {
    let names = ["Caf\u{E9}, Ñuble", "Cafe\u{301}, N\u{303}uble", "Caf\u{E9}, Ñuble"]
    let quakes = names.enumerated().map { Quake.fixture("q\($0.offset)", name: $0.element) }
    let store = try LocalStore(isStoredInMemoryOnly: true)
    try await store.didFetchRemoteQuakesMutation(inserted: quakes, updated: [], deleted: [])
    let read = try await store.fetchLocalQuakesQuery()
    #expect(read.map { Array($0.name.utf8) } == names.map { Array($0.utf8) })
  }

  @Test func reopeningAFileKeepsEveryFieldExactly() async throws {
    let folder = try TemporaryDirectory()
    let path = Self.path(in: folder)
    // The real feed: milliseconds, negative magnitudes and every kind of place survive the trip.
    let data = try Data(contentsOf: GeoJSONTests.fixture)
    let quakes = try JSONDecoder().decode(RemoteResponse.self, from: data).quakes
    do {
      let store = try LocalStore(path: path)
      try await store.didFetchRemoteQuakesMutation(inserted: quakes, updated: [], deleted: [])
      try await store.deleteLocalQuakeMutation(quakeId: "nc73919986")
    }

    let reopened = try await LocalStore(path: path).fetchLocalQuakesQuery()
    let expected = quakes.filter { $0.quakeId != "nc73919986" }.sorted { $0.quakeId < $1.quakeId }
    #expect(reopened.count == 2_123)
    #expect(reopened == expected)
  }

  @Test func fileUsesTheV1SchemaInWALMode() async throws {
    let folder = try TemporaryDirectory()
    let path = Self.path(in: folder)
    _ = try LocalStore(path: path)

    let database = try DatabaseQueue(path: path)
    let columns = try await database.read { db in try db.columns(in: "quake").map { "\($0.name) \($0.type)" } }
    let mode = try await database.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
    let migrations = try await database.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
    #expect(
      columns == [
        "quakeId TEXT", "magnitude REAL", "time REAL", "updated REAL", "name TEXT", "longitude REAL", "latitude REAL",
      ])
    #expect(mode == "wal")
    #expect(migrations == ["v1"])
  }

  @Test func refusesAFileThatIsNotADatabaseWithoutTouchingIt() throws {
    let folder = try TemporaryDirectory()
    let path = Self.path(in: folder, "notes.txt")
    let contents = Data("these are not quakes\n".utf8)
    try contents.write(to: URL(fileURLWithPath: path))

    #expect(
      throws: LocalStore.Error(
        code: .notADatabase,
        message: "the Quakes store \"\(path)\" is not a SQLite database (the file was left untouched)")
    ) { try LocalStore(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["notes.txt"])
  }

  @Test func refusesAMissingFolderNamingIt() throws {
    let folder = try TemporaryDirectory()
    let missing = folder.url.appendingPathComponent("missing").path
    let path = missing + "/quakes.sqlite"

    #expect(
      throws: LocalStore.Error(
        code: .cannotOpen,
        message: "cannot create the Quakes store \"\(path)\": the folder \"\(missing)\" does not exist")
    ) { try LocalStore(path: path) }
  }

  @Test func refusesADirectoryAndAnEmptyPath() throws {
    let folder = try TemporaryDirectory()
    #expect(
      throws: LocalStore.Error(code: .cannotOpen, message: "cannot open the Quakes store \"\(folder.url.path)\": it is a directory")
    ) { try LocalStore(path: folder.url.path) }
    #expect(throws: LocalStore.Error(code: .cannotOpen, message: "cannot open the Quakes store: the path is empty")) {
      try LocalStore(path: "")
    }
  }

  @Test func errorsDescribeThemselves() {
    let error = LocalStore.Error(code: .locked, message: "the Quakes store \"x\" is locked")
    #expect(error.localizedDescription == "the Quakes store \"x\" is locked")
    #expect("\(error)" == "the Quakes store \"x\" is locked")
  }
}
