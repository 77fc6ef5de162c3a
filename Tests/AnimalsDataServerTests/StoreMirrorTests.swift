import AnimalsData
import AnimalsDataServer
import Foundation
import NIOCore
import Synchronization
import Testing
import TestSupport

/// The server's copy of the store's content: its answers are the encoder's, byte for byte, in
/// SQLite's order; it follows the server's own writes from their results without reading the
/// store again, and reads it again after another connection's commit.
@Suite struct StoreMirrorTests {
  static let animalsQuery = #"{"query":[{"animals":{}}]}"#
  static let categoriesQuery = #"{"query":[{"categories":{}}]}"#

  /// Ids whose order differs between SQLite (bytes) and Swift's `String` (canonical forms), two
  /// of them equal to Swift and distinct to SQLite (`é` precomposed and decomposed).
  static let awkwardIds = ["e\u{301}", "\u{e9}", "Z", "a", "Ω", "😀", "A", "ab", "Ä", "f"]

  /// A file store whose adds take `awkwardIds` in turn, its path, and a cached responder over it.
  static func server(in folder: TemporaryDirectory) throws -> (APIResponder, String) {
    let path = folder.url.appendingPathComponent("mirror.sqlite").path
    let next = Mutex(0)
    let makeID: @Sendable () -> String = {
      next.withLock { index in
        defer { index += 1 }
        return index < Self.awkwardIds.count ? Self.awkwardIds[index] : "id-\(index)"
      }
    }
    let store = try LocalStore<UUID>(path: path, makeID: makeID)
    let version = try StoreVersion(path: path)
    return (APIResponder(store: store, cache: AnswerCache(version: version.current)), path)
  }

  /// `responder`'s answer to `body`, as text.
  static func answer(_ body: String, _ responder: APIResponder) async throws -> String {
    String(buffer: try await responder.answer(ByteBuffer(string: body)).json)
  }

  /// What the store itself answers to `body`, encoded by `JSONEncoder`.
  static func fresh(_ body: String, _ store: LocalStore<UUID>) async throws -> String {
    String(decoding: try await APIResponder(store: store).answer(Data(body.utf8)).json, as: UTF8.self)
  }

  /// Expects both queries' answers from `responder` to equal the store's own.
  static func expectCurrent(
    _ responder: APIResponder, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    for body in [Self.animalsQuery, Self.categoriesQuery, #"{"query":[{"animals":{}},{"categories":{}},{"animals":{}}]}"#] {
      let answer = try await Self.answer(body, responder)
      let fresh = try await Self.fresh(body, responder.store)
      #expect(answer == fresh, "\(body)", sourceLocation: sourceLocation)
    }
  }

  static func add(_ name: String) -> String {
    #"{"mutation":[{"addAnimal":{"name":"\#(name)","diet":"Carnivore","categoryId":"Bird"}}]}"#
  }

  @Test func itsAnswersAreTheEncodersInSQLitesOrder() async throws {
    let folder = try TemporaryDirectory()
    let (responder, _) = try Self.server(in: folder)
    try await Self.expectCurrent(responder)

    for index in Self.awkwardIds.indices {
      _ = try await Self.answer(Self.add("Bird \(index)"), responder)
    }

    let animals = try await Self.answer(Self.animalsQuery, responder)
    let decoded = try JSONDecoder().decode(RemoteResponse.self, from: Data(animals.utf8)).animals()
    #expect(decoded.count == 6 + Self.awkwardIds.count, "é twice: two rows to SQLite, two animals here")
    try await Self.expectCurrent(responder)
    #expect(responder.cache?.mirror.reads == 1)
  }

  /// Writes of every kind, several in one request, and a reload with writes after it in the
  /// same transaction.
  static let writes = [
    add("Eagle"),
    #"{"mutation":[{"updateAnimal":{"animalId":"Cat","name":"Lion","diet":"Carnivore","categoryId":"Mammal"}}]}"#,
    #"{"mutation":[{"deleteAnimal":{"animalId":"Dog"}}]}"#,
    #"{"query":[{"animals":{}}],"mutation":[{"deleteAnimal":{"animalId":"Newt"}},{"addAnimal":{"name":"Owl","diet":"Carnivore","categoryId":"Bird"}}]}"#,
    #"{"mutation":[{"deleteAnimal":{"animalId":"Kangaroo"}},{"reloadSampleData":{}},{"deleteAnimal":{"animalId":"Cat"}},{"addAnimal":{"name":"Carp","diet":"Omnivore","categoryId":"Fish"}}]}"#,
    add("Heron"),
  ]

  @Test func theServersOwnWritesAreFollowedWithoutReadingTheStoreAgain() async throws {
    let folder = try TemporaryDirectory()
    let (responder, _) = try Self.server(in: folder)
    try await Self.expectCurrent(responder)

    for write in Self.writes {
      _ = try await Self.answer(write, responder)
      try await Self.expectCurrent(responder)
    }

    #expect(responder.cache?.mirror.reads == 1, "read once, at the first query")
  }

  @Test func anotherConnectionsCommitIsReadAgainBetweenTheServersOwn() async throws {
    let folder = try TemporaryDirectory()
    let (responder, path) = try Self.server(in: folder)
    try await Self.expectCurrent(responder)
    let session = try LocalStore<UUID>(path: path, makeID: SeededIDGenerator.makeID(seed: 3))

    _ = try await Self.answer(Self.add("Eagle"), responder)
    _ = try await session.addAnimalMutation(name: "Swan", diet: .herbivorous, categoryId: "Bird")
    // A write of the server's whose request began before the session's commit: straight to the
    // store, so no read refreshes the copy first. Its commit must not hide the session's.
    let mirror = try #require(responder.cache?.mirror)
    let heron = RemoteRequest(mutation: [.addAnimal(name: "Heron", diet: .carnivorous, categoryId: "Bird")])
    _ = try await responder.store.respond(to: heron, onCommit: mirror.didCommit)
    try await Self.expectCurrent(responder)
    _ = try await session.deleteAnimalMutation(animalId: "Dog")
    try await Self.expectCurrent(responder)

    let animals = try await Self.answer(Self.animalsQuery, responder)
    #expect(animals.contains("Swan") && animals.contains("Heron") && !animals.contains(#""Dog""#))
    #expect(responder.cache?.mirror.reads == 3, "once at first, once after each of the session's commits")
    try await session.close()
  }

  /// The rule that keeps it correct when another connection commits between the server's commit
  /// and its handler: results taken at another `data_version` than the content's are refused,
  /// and the content is then unknown until read again.
  @Test func resultsAtAnotherDataVersionLeaveTheContentUnknown() throws {
    let mirror = StoreMirror(version: { 0 })
    try mirror.replace(categories: Category.samples, animals: Animal.samples, writer: 5, reader: 9)
    let eagle = Animal(animalId: "Eagle", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    let before = try #require(mirror.generation(at: 9))

    mirror.apply([.addAnimal(animal: eagle)], writer: 5, reader: 10)
    #expect(mirror.generation(at: 9) == nil, "served only at the version after the write")
    let after = try #require(mirror.generation(at: 10))
    #expect(after != before)
    #expect(String(decoding: try #require(mirror.answer([.animals], since: after)).json, as: UTF8.self).contains("Eagle"))

    mirror.apply([.deleteAnimal(animal: eagle)], writer: 6, reader: 11)
    #expect(mirror.generation(at: 11) == nil)
    #expect(mirror.generation(at: 10) == nil)
    #expect(mirror.answer([.animals], since: after) == nil, "unknown content answers no generation")
    #expect(mirror.answer([.animals], since: before) == nil)
  }

  /// A query that confirmed the content current, then lost the race to a write of ours committing
  /// before it built its answer, is answered from the newer content (it went to the store before),
  /// and never from content older than the generation it confirmed.
  @Test func aQueryOvertakenByAWriteOfOursIsAnsweredFromTheNewerContent() throws {
    let mirror = StoreMirror(version: { 0 })
    try mirror.replace(categories: Category.samples, animals: Animal.samples, writer: 5, reader: 9)
    let confirmed = try #require(mirror.generation(at: 9))
    let eagle = Animal(animalId: "Eagle", name: "Eagle", diet: .carnivorous, categoryId: "Bird")

    mirror.apply([.addAnimal(animal: eagle)], writer: 5, reader: 10)
    let (json, generation) = try #require(mirror.answer([.animals], since: confirmed))

    #expect(generation > confirmed)
    #expect(String(decoding: json, as: UTF8.self).contains("Eagle"))
    #expect(mirror.answer([.animals], since: generation + 1) == nil, "nothing newer exists yet")
  }

  /// `refresh` returns the generation it confirmed, which stays good for a request after a write
  /// of ours moves the content on (looking it up again by version found nothing then).
  @Test func theGenerationARefreshConfirmedStillAnswersAfterAWriteOfOurs() async throws {
    let folder = try TemporaryDirectory()
    let (responder, _) = try Self.server(in: folder)
    let mirror = try #require(responder.cache?.mirror)
    let confirmed = try await mirror.refresh(from: responder.store)

    let heron = RemoteRequest(mutation: [.addAnimal(name: "Heron", diet: .carnivorous, categoryId: "Bird")])
    _ = try await responder.store.respond(to: heron, onCommit: mirror.didCommit)

    let answer = String(decoding: try #require(mirror.answer([.animals], since: confirmed)).json, as: UTF8.self)
    #expect(answer == (try await Self.fresh(Self.animalsQuery, responder.store)))
    #expect(answer.contains("Heron"))
  }
}
