import AnimalsData
import Foundation
import GRDB
import Synchronization
import Testing
import TestSupport

/// `LocalStore.respond(to:)`, what the server does with a request: queries first, lists in order,
/// missing lists missing, a request's mutations all applied or none, and the commit handler the
/// server's copy of the content follows the writes with.
@Suite struct LocalStoreRemoteTests {
  static func store() throws -> LocalStore<UUID> {
    let ids = SeededIDGenerator.makeID(seed: 15)
    return try LocalStore<UUID>(isStoredInMemoryOnly: true, makeID: ids)
  }

  @Test func queriesAreAnsweredBeforeMutationsAndEachListInOrder() async throws {
    let store = try Self.store()
    let request = RemoteRequest(
      query: [.animals, .categories], mutation: [.deleteAnimal(animalId: "Dog"), .deleteAnimal(animalId: "Cat")])

    let response = try await store.respond(to: request)

    #expect(response.query?.count == 2)
    guard case .animals(let animals)? = response.query?.first else {
      Issue.record("the first answer is not the animals")
      return
    }
    #expect(animals.map(\.animalId).contains("Dog"), "the query saw the store before the deletes")
    #expect(response.mutation == [.deleteAnimal(animal: .dog), .deleteAnimal(animal: .cat)])
    #expect(try await store.fetchAnimalsQuery().count == 4)
  }

  @Test func aMissingListStaysMissingAndAnEmptyOneStaysEmpty() async throws {
    let store = try Self.store()
    #expect(try await store.respond(to: RemoteRequest()) == RemoteResponse())
    #expect(try await store.respond(to: RemoteRequest(query: [])) == RemoteResponse(query: []))
    #expect(try await store.respond(to: RemoteRequest(mutation: [])) == RemoteResponse(mutation: []))
  }

  @Test func aRequestWhoseLastMutationFailsAppliesNoneOfThem() async throws {
    let store = try Self.store()
    let request = RemoteRequest(mutation: [
      .addAnimal(name: "Eagle", diet: .carnivorous, categoryId: "Bird"),
      .updateAnimal(animalId: "Cat", name: "Cat", diet: .omnivorous, categoryId: "Mammal"),
      .deleteAnimal(animalId: "Dog"),
      .deleteAnimal(animalId: "Unicorn"),
    ])

    await #expect(throws: LocalStoreError(code: .animalNotFound, message: #"animal not found: "Unicorn""#)) {
      try await store.respond(to: request)
    }

    #expect(try await store.fetchAnimalsQuery() == Animal.samples.sorted { $0.animalId < $1.animalId })
  }

  @Test func aReloadInsideARequestSeesTheMutationsBeforeIt() async throws {
    let store = try Self.store()
    let response = try await store.respond(
      to: RemoteRequest(mutation: [.deleteAnimal(animalId: "Dog"), .reloadSampleData, .deleteAnimal(animalId: "Dog")]))
    #expect(response.mutation?.count == 3)
    #expect(try await store.fetchAnimalsQuery().map(\.animalId) == ["Bibbon", "Cat", "Kangaroo", "Newt", "Sparrow"])
  }

  @Test func closingCheckpointsTheWriteAheadLogIntoTheFile() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("closed.sqlite").path
    let store = try LocalStore<UUID>(path: path)
    _ = try await store.deleteAnimalMutation(animalId: "Dog")
    #expect(FileManager.default.fileExists(atPath: path + "-wal"))

    try await store.close()

    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    #expect(try await LocalStore<UUID>(path: path).fetchAnimalsQuery().count == 5)
  }

  /// What a commit handler was called with, and what it read on the connection then.
  final class Commits: Sendable {
    struct Call: Equatable {
      let results: [RemoteResponse.Mutation]
      let committed: Bool
      let animalsOnTheConnection: Int
    }

    let calls = Mutex<[Call]>([])

    var handler: LocalStore<UUID>.CommitHandler {
      { results, committed, db in
        let count = (try? Int.fetchOne(db, sql: "SELECT count(*) FROM animal")) ?? -1
        self.calls.withLock { $0.append(Call(results: results, committed: committed, animalsOnTheConnection: count)) }
      }
    }
  }

  @Test func theCommitHandlerGetsTheResultsOnTheConnectionOnceCommitted() async throws {
    let store = try Self.store()
    let commits = Commits()

    let response = try await store.respond(
      to: RemoteRequest(query: [.categories], mutation: [.deleteAnimal(animalId: "Dog"), .deleteAnimal(animalId: "Cat")]),
      onCommit: commits.handler)

    let calls = commits.calls.withLock { $0 }
    #expect(calls == [Commits.Call(results: try #require(response.mutation), committed: true, animalsOnTheConnection: 4)])
  }

  @Test func theCommitHandlerIsNotCalledWhenNothingIsWritten() async throws {
    let store = try Self.store()
    let commits = Commits()

    await #expect(throws: LocalStoreError.self) {
      try await store.respond(
        to: RemoteRequest(mutation: [.deleteAnimal(animalId: "Dog"), .deleteAnimal(animalId: "Unicorn")]),
        onCommit: commits.handler)
    }
    _ = try await store.respond(to: RemoteRequest(query: [.animals], mutation: []), onCommit: commits.handler)

    #expect(commits.calls.withLock { $0.isEmpty })
    #expect(try await store.fetchAnimalsQuery().count == 6)
  }
}
