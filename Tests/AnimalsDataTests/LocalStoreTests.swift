import AnimalsData
import Foundation
import GRDB
import Testing
import TestSupport

@Suite struct LocalStoreTests {
  /// The samples as the store returns them: ordered by id.
  static let seededAnimals = Animal.samples.sorted { $0.animalId < $1.animalId }
  static let seededCategories = Category.samples.sorted { $0.categoryId < $1.categoryId }

  static func sortedByID(_ animals: [Animal]) -> [Animal] {
    animals.sorted { $0.animalId < $1.animalId }
  }

  /// Runs `body` on a GCD thread and waits for it: SQLite's busy wait blocks its thread, which
  /// must not be one of the few the concurrency pool has.
  static func offThePool<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: body()) }
    }
  }

  /// Ids handed out in order: `ID-1`, `ID-2`, …
  static func countingIDs() -> @Sendable () -> String {
    let counter = CallCounter()
    return {
      counter.increment()
      return "ID-\(counter.count)"
    }
  }

  @Test
  func firstOpenSeedsTheSamples() async throws {
    let folder = try TemporaryDirectory()
    let store = try LocalStore<UUID>(path: folder.url.appendingPathComponent("store.sqlite").path)

    #expect(try await store.fetchAnimalsQuery() == Self.seededAnimals)
    #expect(try await store.fetchCategoriesQuery() == Self.seededCategories)
    #expect(Self.seededAnimals.map(\.animalId) == ["Bibbon", "Cat", "Dog", "Kangaroo", "Newt", "Sparrow"])
  }

  @Test
  func inMemoryStoreIsSeededToo() async throws {
    let store = try LocalStore<UUID>(isStoredInMemoryOnly: true, makeID: Self.countingIDs())

    #expect(try await store.fetchAnimalsQuery() == Self.seededAnimals)
    #expect(try await store.fetchCategoriesQuery() == Self.seededCategories)
  }

  @Test
  func addUsesTheInjectedIDs() async throws {
    let folder = try TemporaryDirectory()
    let store = try LocalStore<UUID>(path: folder.url.appendingPathComponent("store.sqlite").path, makeID: Self.countingIDs())

    let eagle = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    let crab = try await store.addAnimalMutation(name: "Crab", diet: .omnivorous, categoryId: "Invertebrate")

    #expect(eagle == Animal(animalId: "ID-1", name: "Eagle", diet: .carnivorous, categoryId: "Bird"))
    #expect(crab == Animal(animalId: "ID-2", name: "Crab", diet: .omnivorous, categoryId: "Invertebrate"))
    #expect(try await store.fetchAnimalsQuery() == Self.sortedByID(Self.seededAnimals + [eagle, crab]))
  }

  @Test
  func updateReplacesNameDietAndCategory() async throws {
    let store = try LocalStore<UUID>(isStoredInMemoryOnly: true, makeID: Self.countingIDs())

    let updated = try await store.updateAnimalMutation(
      animalId: "Cat", name: "Kitty", diet: .omnivorous, categoryId: "Bird")

    let expected = Animal(animalId: "Cat", name: "Kitty", diet: .omnivorous, categoryId: "Bird")
    #expect(updated == expected)
    #expect(try await store.fetchAnimalsQuery() == Self.seededAnimals.map { $0.animalId == "Cat" ? expected : $0 })
  }

  @Test
  func deleteRemovesAndReturnsTheAnimal() async throws {
    let store = try LocalStore<UUID>(isStoredInMemoryOnly: true, makeID: Self.countingIDs())

    let deleted = try await store.deleteAnimalMutation(animalId: "Cat")

    #expect(deleted == .cat)
    #expect(try await store.fetchAnimalsQuery() == Self.seededAnimals.filter { $0.animalId != "Cat" })
  }

  @Test(arguments: ["update", "delete"])
  func unknownIDThrowsAnimalNotFoundAndWritesNothing(_ operation: String) async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("store.sqlite").path
    let store = try LocalStore<UUID>(path: path)

    let error = await #expect(throws: LocalStoreError.self) {
      if operation == "update" {
        _ = try await store.updateAnimalMutation(
          animalId: "Ghost", name: "Ghost", diet: .herbivorous, categoryId: "Fish")
      } else {
        _ = try await store.deleteAnimalMutation(animalId: "Ghost")
      }
    }

    #expect(error?.code == .animalNotFound)
    #expect(error?.description == "animal not found: \"Ghost\"")
    #expect(try await store.fetchAnimalsQuery() == Self.seededAnimals)
    #expect(try await store.fetchCategoriesQuery() == Self.seededCategories)
  }

  @Test
  func reloadRestoresTheSamplesInTheBooksOrder() async throws {
    let store = try LocalStore<UUID>(isStoredInMemoryOnly: true, makeID: Self.countingIDs())
    _ = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    _ = try await store.deleteAnimalMutation(animalId: "Dog")
    _ = try await store.updateAnimalMutation(animalId: "Cat", name: "Kitty", diet: .omnivorous, categoryId: "Bird")

    let (animals, categories) = try await store.reloadSampleDataMutation()

    #expect(animals == [.dog, .cat, .kangaroo, .gibbon, .sparrow, .newt])
    #expect(categories == [.amphibian, .bird, .fish, .invertebrate, .mammal, .reptile])
    #expect(try await store.fetchAnimalsQuery() == Self.seededAnimals)
    #expect(try await store.fetchCategoriesQuery() == Self.seededCategories)
  }

  @Test
  func reopeningSeesCommittedRowsAndDoesNotSeedAgain() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("store.sqlite").path
    let eagle: Animal
    do {
      let store = try LocalStore<UUID>(path: path, makeID: Self.countingIDs())
      eagle = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
      _ = try await store.deleteAnimalMutation(animalId: "Dog")
    }

    let reopened = try LocalStore<UUID>(path: path, makeID: Self.countingIDs())

    let expected = Self.sortedByID(Self.seededAnimals.filter { $0.animalId != "Dog" } + [eagle])
    #expect(try await reopened.fetchAnimalsQuery() == expected)
    #expect(try await reopened.fetchCategoriesQuery() == Self.seededCategories)
  }

  @Test
  func aTextFileIsRefusedAndLeftUntouched() throws {
    let folder = try TemporaryDirectory()
    let file = folder.url.appendingPathComponent("notes.txt")
    let contents = Data("Remember to feed the cat.\nThis is not a database.\n".utf8)
    try contents.write(to: file)

    let error = #expect(throws: LocalStoreError.self) { try LocalStore<UUID>(path: file.path) }

    #expect(error?.code == .notADatabase)
    #expect(
      error?.description == "the Animals store \"\(file.path)\" is not a SQLite database (the file was left untouched)")
    #expect(try Data(contentsOf: file) == contents)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["notes.txt"])
  }

  @Test
  func aMissingFolderIsAClearError() throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("missing/store.sqlite").path

    let error = #expect(throws: LocalStoreError.self) { try LocalStore<UUID>(path: path) }

    #expect(error?.code == .cannotOpen)
    #expect(error?.description.contains("\"\(path)\"") == true)
    #expect(error?.description.contains("does not exist") == true)
  }

  @Test
  func aFileInPlaceOfTheFolderIsAClearError() throws {
    let folder = try TemporaryDirectory()
    let blocker = folder.url.appendingPathComponent("blocker")
    try Data("x".utf8).write(to: blocker)
    let path = blocker.appendingPathComponent("store.sqlite").path

    let error = #expect(throws: LocalStoreError.self) { try LocalStore<UUID>(path: path) }

    #expect(error?.code == .cannotOpen)
    #expect(error?.description.contains("\"\(path)\"") == true)
    #expect(error?.description.contains("is not a folder") == true)
  }

  @Test
  func aFolderAtThePathIsAClearError() throws {
    let folder = try TemporaryDirectory()

    let error = #expect(throws: LocalStoreError.self) { try LocalStore<UUID>(path: folder.url.path) }

    #expect(error?.code == .cannotOpen)
    #expect(error?.description == "cannot open the Animals store \"\(folder.url.path)\": it is a directory")
  }

  @Test
  func aStoreLockedByAnotherConnectionFailsAfterTheTimeout() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("store.sqlite").path
    do { _ = try LocalStore<UUID>(path: path) }
    let lock = try WriteLockHolder(path: path)
    defer { lock.release() }

    let (error, waited) = await Self.offThePool { () -> (LocalStoreError?, Duration) in
      let clock = ContinuousClock()
      let start = clock.now
      do {
        _ = try LocalStore<UUID>(path: path)
        return (nil, clock.now - start)
      } catch {
        return (error as? LocalStoreError, clock.now - start)
      }
    }

    #expect(error?.code == .locked)
    #expect(
      error?.description
        == "the Animals store \"\(path)\" is locked by another connection (gave up after waiting 1 second)")
    #expect(waited >= .milliseconds(900) && waited < .seconds(60))
  }

  @Test
  func aMutationOnALockedStoreFailsWithLocked() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("store.sqlite").path
    let store = try LocalStore<UUID>(path: path)
    let lock = try WriteLockHolder(path: path)

    let error = await #expect(throws: LocalStoreError.self) {
      try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    }
    lock.release()

    #expect(error?.code == .locked)
    #expect(try await store.fetchAnimalsQuery() == Self.seededAnimals)
  }

  @Test
  func anUnknownDietIsAnErrorNotACrash() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("store.sqlite").path
    let store = try LocalStore<UUID>(path: path)
    let other = try DatabaseQueue(path: path)
    try await other.write { try $0.execute(sql: "UPDATE animal SET diet = 'Vegan' WHERE animalId = 'Cat'") }

    let fetchError = await #expect(throws: LocalStoreError.self) { try await store.fetchAnimalsQuery() }
    let deleteError = await #expect(throws: LocalStoreError.self) {
      try await store.deleteAnimalMutation(animalId: "Cat")
    }

    #expect(fetchError?.code == .invalidRecord)
    #expect(fetchError?.description.contains("unknown diet \"Vegan\"") == true)
    #expect(deleteError?.code == .invalidRecord)
    let rows = try await other.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM animal") }
    #expect(rows == 6)
  }

  @Test
  func aFileStoreUsesWALAndTheV1Schema() throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("store.sqlite").path
    _ = try LocalStore<UUID>(path: path)

    let other = try DatabaseQueue(path: path)
    let (journalMode, migrations, animalColumns) = try other.read { db in
      (
        try String.fetchOne(db, sql: "PRAGMA journal_mode"),
        try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"),
        try db.columns(in: "animal").map(\.name)
      )
    }

    #expect(journalMode == "wal")
    #expect(migrations == ["v1"])
    #expect(animalColumns == ["animalId", "name", "diet", "categoryId"])
  }
}

/// Holds SQLite's write lock on a database from a second connection, on a thread of its own,
/// until `release()`: what another process writing to the store looks like.
private final class WriteLockHolder: Sendable {
  private struct Timeout: Error, CustomStringConvertible {
    var description: String { "the second connection did not get the write lock" }
  }

  private let acquired = DispatchSemaphore(value: 0)
  private let released = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)

  init(path: String) throws {
    let other = try DatabaseQueue(path: path)
    DispatchQueue.global().async { [acquired, released, finished] in
      // GRDB refuses to leave a transaction open between accesses, so the lock is held by
      // blocking inside one; it rolls back, so nothing is written.
      try? other.writeWithoutTransaction { db in
        try db.inTransaction(.immediate) {
          acquired.signal()
          released.wait()
          return .rollback
        }
      }
      finished.signal()
    }
    guard self.acquired.wait(timeout: .now() + 5) == .success else {
      throw Timeout()
    }
  }

  /// Rolls the other connection's transaction back and waits until it has.
  func release() {
    self.released.signal()
    self.finished.wait()
  }
}
