import AnimalsData
import AnimalsDataServer
import Foundation
import NIOCore
import Synchronization
import Testing
import TestSupport

/// The answer cache: what it keeps and for how long, and that every kind of write, through the
/// server or by another connection to the same file, reaches the next answer (`StoreMirrorTests`
/// checks the copy of the content the answers are built from).
@Suite struct AnswerCacheTests {
  static let animalsQuery = #"{"query":[{"animals":{}}]}"#
  static let categoriesQuery = #"{"query":[{"categories":{}}]}"#

  static func answer(_ text: String, summary: String = "s") -> AnswerCache.Answer {
    AnswerCache.Answer(json: ByteBuffer(string: text), summary: summary)
  }

  static func answerText(_ lookup: AnswerCache.Lookup) -> String? {
    if case .hit(let answer) = lookup { String(buffer: answer.json) } else { nil }
  }

  static func isKnown(_ lookup: AnswerCache.Lookup) -> Bool {
    if case .known(let queries, let summary) = lookup { queries == [.animals] && summary == "s" } else { false }
  }

  @Test func aKeptAnswerIsServedOnlyForItsBodyAtItsGenerationOrAnOlderOne() {
    let cache = AnswerCache(version: { 0 })
    cache.keep(Self.answer("A"), queries: [.animals], for: ByteBuffer(string: Self.animalsQuery), at: 7)

    #expect(Self.answerText(cache.lookup(ByteBuffer(string: Self.animalsQuery), at: 7)) == "A")
    #expect(Self.answerText(cache.lookup(ByteBuffer(string: Self.animalsQuery), at: 6)) == "A", "newer content is as good")
    #expect(Self.isKnown(cache.lookup(ByteBuffer(string: Self.animalsQuery), at: 8)), "decoded, not answered")
    #expect(Self.answerText(cache.lookup(ByteBuffer(string: Self.categoriesQuery), at: 7)) == nil)
    // The same request spelled with other spaces is another body: a miss, never a wrong answer.
    #expect(Self.answerText(cache.lookup(ByteBuffer(string: #"{"query": [{"animals":{}}]}"#), at: 7)) == nil)
  }

  @Test func aNewerAnswerReplacesAnOlderOneAndNeverTheReverse() {
    let cache = AnswerCache(version: { 0 })
    let body = ByteBuffer(string: Self.animalsQuery)
    cache.keep(Self.answer("A"), queries: [.animals], for: body, at: 7)
    cache.keep(Self.answer("B"), queries: [.animals], for: body, at: 8)
    cache.keep(Self.answer("late"), queries: [.animals], for: body, at: 7)

    #expect(cache.count == 1)
    #expect(Self.answerText(cache.lookup(body, at: 8)) == "B")
    #expect(Self.answerText(cache.lookup(body, at: 7)) == "B")
    #expect(Self.isKnown(cache.lookup(body, at: 9)))
  }

  @Test func itHoldsAtMostItsLimitAndNoLargeBody() {
    let cache = AnswerCache(version: { 0 })
    for index in 0..<(AnswerCache.limit * 3) {
      cache.keep(Self.answer("\(index)"), queries: [], for: ByteBuffer(string: #"{"query":[],"n":\#(index)}"#), at: 1)
      #expect(cache.count <= AnswerCache.limit)
    }
    let large = ByteBuffer(string: String(repeating: " ", count: AnswerCache.largestBody) + Self.animalsQuery)
    cache.keep(Self.answer("L"), queries: [.animals], for: large, at: 1)

    #expect(Self.answerText(cache.lookup(large, at: 1)) == nil)
  }

  /// A write of each kind.
  struct Write: Sendable, CustomTestStringConvertible {
    let name: String
    /// The request body that makes it through the server.
    let body: String
    /// The same write through a second `LocalStore` on the file, as an imshell session makes it.
    let make: @Sendable (LocalStore<UUID>) async throws -> Void
    var testDescription: String { self.name }

    static let all = [
      Write(
        name: "add", body: #"{"mutation":[{"addAnimal":{"name":"Eagle","diet":"Carnivore","categoryId":"Bird"}}]}"#,
        make: { _ = try await $0.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird") }),
      Write(
        name: "update", body: #"{"mutation":[{"updateAnimal":{"animalId":"Cat","name":"Lion","diet":"Carnivore","categoryId":"Mammal"}}]}"#,
        make: { _ = try await $0.updateAnimalMutation(animalId: "Cat", name: "Lion", diet: .carnivorous, categoryId: "Mammal") }),
      Write(
        name: "delete", body: #"{"mutation":[{"deleteAnimal":{"animalId":"Dog"}}]}"#,
        make: { _ = try await $0.deleteAnimalMutation(animalId: "Dog") }),
      Write(
        name: "reload", body: #"{"mutation":[{"reloadSampleData":{}}]}"#,
        make: { _ = try await $0.reloadSampleDataMutation() }),
      Write(
        name: "a query with an add", body: #"{"query":[{"categories":{}}],"mutation":[{"addAnimal":{"name":"Eagle","diet":"Carnivore","categoryId":"Bird"}}]}"#,
        make: { _ = try await $0.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird") }),
    ]
  }

  /// A cached server over a fresh file store that already holds an Eagle (so a reload changes
  /// something), its answer to the animals query kept, and the path.
  static func primedResponder(in folder: TemporaryDirectory) async throws -> (APIResponder, String, String) {
    let path = folder.url.appendingPathComponent("cache.sqlite").path
    let store = try LocalStore<UUID>(path: path, makeID: SeededIDGenerator.makeID(seed: 1))
    let version = try StoreVersion(path: path)
    let responder = APIResponder(store: store, cache: AnswerCache(version: version.current))
    _ = try await responder.answer(ByteBuffer(string: #"{"mutation":[{"addAnimal":{"name":"Owl","diet":"Carnivore","categoryId":"Bird"}}]}"#))
    let before = String(buffer: try await responder.answer(ByteBuffer(string: Self.animalsQuery)).json)
    #expect(responder.cache?.count == 1, "the query's answer is kept")
    return (responder, path, before)
  }

  @Test(arguments: Write.all)
  func everyKindOfWriteThroughTheServerReachesTheNextQuery(_ write: Write) async throws {
    let folder = try TemporaryDirectory()
    let (responder, _, before) = try await Self.primedResponder(in: folder)

    let written = try await responder.answer(ByteBuffer(string: write.body))
    let after = String(buffer: try await responder.answer(ByteBuffer(string: Self.animalsQuery)).json)

    #expect(written.summary.contains("mutation"))
    #expect(after != before)
    let fresh = String(decoding: try await APIResponder(store: responder.store).answer(Data(Self.animalsQuery.utf8)).json, as: UTF8.self)
    #expect(after == fresh, "the answer is what the store holds now")
    #expect(after.contains("Lion") == (write.name == "update"))
  }

  @Test(arguments: Write.all.dropLast())
  func everyKindOfWriteByAnotherConnectionReachesTheNextQuery(_ write: Write) async throws {
    let folder = try TemporaryDirectory()
    let (responder, path, before) = try await Self.primedResponder(in: folder)
    let session = try LocalStore<UUID>(path: path, makeID: SeededIDGenerator.makeID(seed: 2))

    try await write.make(session)
    let after = String(buffer: try await responder.answer(ByteBuffer(string: Self.animalsQuery)).json)

    #expect(after != before)
    let fresh = String(decoding: try await APIResponder(store: session).answer(Data(Self.animalsQuery.utf8)).json, as: UTF8.self)
    #expect(after == fresh, "the answer is what the other connection wrote")
    try await session.close()
  }

  @Test func refusalsAndMutationsAreNotKept() async throws {
    let folder = try TemporaryDirectory()
    let (responder, _, _) = try await Self.primedResponder(in: folder)
    let cache = try #require(responder.cache)
    let version = try #require(cache.version())

    _ = try? await responder.answer(ByteBuffer(string: #"{"query":[{"zebras":{}}]}"#))
    _ = try? await responder.answer(ByteBuffer(string: #"{"mutation":[{"deleteAnimal":{"animalId":"Ghost"}}]}"#))
    _ = try await responder.answer(ByteBuffer(string: #"{"mutation":[]}"#))

    #expect(cache.version() == version, "nothing was committed")
    #expect(cache.count == 1, "only the animals query's answer")
  }

  /// With a version that never changes, a write by another connection goes unseen: so the second
  /// answer did come from the cache, not the store (and `StoreVersion` is what makes it correct).
  @Test func aHitAnswersWithoutTheStore() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("frozen.sqlite").path
    let responder = APIResponder(store: try LocalStore<UUID>(path: path), cache: AnswerCache(version: { 1 }))
    let first = try await responder.answer(ByteBuffer(string: Self.animalsQuery))
    let session = try LocalStore<UUID>(path: path)
    _ = try await session.deleteAnimalMutation(animalId: "Dog")

    let second = try await responder.answer(ByteBuffer(string: Self.animalsQuery))

    #expect(second.json == first.json)
    #expect(second.summary == "query animals")
    try await session.close()
  }

  /// A write goes straight to the store: it reads no version (a read transaction of its own), and
  /// the copy still follows it.
  @Test func aWriteReadsNoVersionAndTheNextQuerySeesIt() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("writes.sqlite").path
    let store = try LocalStore<UUID>(path: path)
    let version = try StoreVersion(path: path)
    let reads = Mutex(0)
    let cache = AnswerCache(version: {
      reads.withLock { $0 += 1 }
      return try version.current()
    })
    let responder = APIResponder(store: store, cache: cache)
    _ = try await responder.answer(ByteBuffer(string: Self.animalsQuery))
    let before = reads.withLock { $0 }

    let add = #"{"mutation":[{"addAnimal":{"name":"Heron","diet":"Carnivore","categoryId":"Bird"}}]}"#
    _ = try await responder.answer(ByteBuffer(string: add))

    #expect(reads.withLock { $0 } == before + 1, "only the commit handler's read, none before the write")
    let animals = String(buffer: try await responder.answer(ByteBuffer(string: Self.animalsQuery)).json)
    #expect(animals.contains("Heron"))
    #expect(cache.mirror.reads == 1, "followed from the write's results, not read again")
    try version.close()
  }

  @Test func theVersionChangesWithEveryCommitOfAnyConnectionAndOnlyThen() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("version.sqlite").path
    let store = try LocalStore<UUID>(path: path)
    let version = try StoreVersion(path: path)
    let start = try version.current()

    _ = try await store.fetchAnimalsQuery()
    #expect(try version.current() == start, "a read commits nothing")
    _ = try await store.deleteAnimalMutation(animalId: "Dog")
    let afterOwn = try version.current()
    #expect(afterOwn != start)
    let session = try LocalStore<UUID>(path: path)
    _ = try await session.deleteAnimalMutation(animalId: "Cat")
    #expect(try version.current() != afterOwn)
    try await session.close()
  }
}
