import AnimalsData
import Foundation
import GRDB
import Testing
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built server on 127.0.0.1 port 0, through the real `RemoteStore` and raw HTTP; every
/// exchange is checked against the OpenAPI document.
@Suite(.timeLimit(.minutes(5)))
struct LiveServerTests {
  static func remote(_ server: RunningLoopbackServer) -> RemoteStore<NetworkSession<ContractCheckingTransport>> {
    RemoteStore(
      session: NetworkSession(urlSession: ContractCheckingTransport(transport: HTTPTransport(timeout: 60)), service: .animalsServer),
      baseURL: server.url)
  }

  @Test func everyQueryAndMutationGoesThroughTheRemoteStore() async throws {
    let folder = try TemporaryDirectory()
    let server = try await RunningLoopbackServer.animalsServer(store: folder.url.appendingPathComponent("a.sqlite").path, ["--seed", "14"])
    defer { server.stop() }
    let store = Self.remote(server)

    #expect(try await store.fetchCategoriesQuery().map(\.categoryId) == ["Amphibian", "Bird", "Fish", "Invertebrate", "Mammal", "Reptile"])
    #expect(try await store.fetchAnimalsQuery().map(\.animalId) == ["Bibbon", "Cat", "Dog", "Kangaroo", "Newt", "Sparrow"])
    let eagle = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    var ids = SeededIDGenerator(seed: 14)
    #expect(eagle == Animal(animalId: ids.next(), name: "Eagle", diet: .carnivorous, categoryId: "Bird"))
    let cat = try await store.updateAnimalMutation(animalId: "Cat", name: "Cat", diet: .omnivorous, categoryId: "Mammal")
    #expect(cat.diet == .omnivorous)
    #expect(try await store.deleteAnimalMutation(animalId: "Dog") == .dog)
    #expect(try await store.fetchAnimalsQuery().count == 6)
    let reloaded = try await store.reloadSampleDataMutation()
    #expect(reloaded.animals == Animal.samples)
    #expect(try await store.fetchAnimalsQuery().contains(.dog))
  }

  @Test func anUnknownAnimalIsA404WhoseSentenceReachesTheFailure() async throws {
    let folder = try TemporaryDirectory()
    let server = try await RunningLoopbackServer.animalsServer(store: folder.url.appendingPathComponent("a.sqlite").path)
    defer { server.stop() }

    let error = await #expect(throws: NetworkSessionError.self) {
      _ = try await Self.remote(server).deleteAnimalMutation(animalId: "Ghost")
    }

    #expect(error?.message == #"the Animals server answered HTTP 404: animal not found: "Ghost""#)
  }

  @Test func aStoppedServerIsOneSentenceWithoutAPort() async throws {
    let folder = try TemporaryDirectory()
    let server = try await RunningLoopbackServer.animalsServer(store: folder.url.appendingPathComponent("a.sqlite").path)
    server.stop()
    await server.process.waitForExit()

    let error = await #expect(throws: NetworkSessionError.self) { _ = try await Self.remote(server).fetchAnimalsQuery() }

    #expect(error?.message == "could not connect to the Animals server")
  }

  /// A raw request and the refusal it gets.
  struct Refusal: Sendable, CustomTestStringConvertible {
    let name: String
    let method: String
    let path: String
    let body: String?
    let status: Int
    let code: String
    var testDescription: String { self.name }

    static let all = [
      Refusal(name: "malformed JSON", method: "POST", path: "animals/api", body: "{", status: 400, code: "badRequest"),
      Refusal(
        name: "an unknown shape", method: "POST", path: "animals/api", body: #"{"query":[{"zebras":{}}]}"#, status: 400,
        code: "badRequest"),
      Refusal(
        name: "an unknown animal", method: "POST", path: "animals/api",
        body: #"{"mutation":[{"updateAnimal":{"animalId":"Ghost","name":"G","diet":"Carnivore","categoryId":"Fish"}}]}"#,
        status: 404, code: "animalNotFound"),
      Refusal(name: "an empty request", method: "POST", path: "animals/api", body: "{}", status: 400, code: "badRequest"),
      Refusal(
        name: "a blank name", method: "POST", path: "animals/api",
        body: #"{"mutation":[{"addAnimal":{"name":" ","diet":"Carnivore","categoryId":"Bird"}}]}"#, status: 400, code: "badRequest"),
      Refusal(
        name: "an unknown category", method: "POST", path: "animals/api",
        body: #"{"mutation":[{"addAnimal":{"name":"Eagle","diet":"Carnivore","categoryId":"Nowhere"}}]}"#, status: 422,
        code: "categoryNotFound"),
      Refusal(
        name: "an update to an unknown category", method: "POST", path: "animals/api",
        body: #"{"mutation":[{"updateAnimal":{"animalId":"Cat","name":"Cat","diet":"Carnivore","categoryId":"Nowhere"}}]}"#,
        status: 422, code: "categoryNotFound"),
      Refusal(name: "GET on the API", method: "GET", path: "animals/api", body: nil, status: 405, code: "methodNotAllowed"),
      Refusal(name: "DELETE on the API", method: "DELETE", path: "animals/api", body: nil, status: 405, code: "methodNotAllowed"),
      // schemathesis found TRACE answered 404: only the methods once listed were 405.
      Refusal(name: "TRACE on the API", method: "TRACE", path: "animals/api", body: nil, status: 405, code: "methodNotAllowed"),
      Refusal(name: "POST on the document", method: "POST", path: "openapi.json", body: "{}", status: 405, code: "methodNotAllowed"),
      Refusal(name: "another path", method: "POST", path: "animals", body: "{}", status: 404, code: "notFound"),
      Refusal(name: "the root", method: "GET", path: "", body: nil, status: 404, code: "notFound"),
      Refusal(
        name: "a body over 1 MiB", method: "POST", path: "animals/api",
        body: #"{"query":[],"x":""# + String(repeating: "x", count: 1 << 20) + #""}"#, status: 413, code: "payloadTooLarge"),
    ]
  }

  @Test(arguments: Refusal.all)
  func badRequestsGetAJSONErrorAndTheRightStatus(_ row: Refusal) async throws {
    let folder = try TemporaryDirectory()
    let server = try await RunningLoopbackServer.animalsServer(store: folder.url.appendingPathComponent("a.sqlite").path)
    defer { server.stop() }

    let exchange = try await Exchange.send(
      row.method, server.url.appendingPathComponent(row.path), body: row.body.map { Data($0.utf8) })

    #expect(exchange.status == row.status)
    #expect(exchange.contentType?.hasPrefix("application/json") == true)
    #expect(try exchange.error().code == row.code)
    if row.status == 405 { #expect(exchange.allow == (row.path == "openapi.json" ? "GET" : "POST")) }
    #expect(server.process.isRunning)
    // A refusal writes nothing.
    #expect(try await Self.remote(server).fetchAnimalsQuery().map(\.animalId) == ["Bibbon", "Cat", "Dog", "Kangaroo", "Newt", "Sparrow"])
    #expect(try await Self.remote(server).fetchAnimalsQuery().first { $0.animalId == "Cat" } == .cat)
  }

  @Test func aMultiMutationRequestThatFailsHalfwayLeavesNothingApplied() async throws {
    let folder = try TemporaryDirectory()
    let server = try await RunningLoopbackServer.animalsServer(store: folder.url.appendingPathComponent("a.sqlite").path)
    defer { server.stop() }

    let refused = try await Exchange.post(
      server,
      #"{"mutation":[{"addAnimal":{"name":"Eagle","diet":"Carnivore","categoryId":"Bird"}},{"deleteAnimal":{"animalId":"Dog"}},{"deleteAnimal":{"animalId":"Dog"}}]}"#
    )

    #expect(refused.status == 404)
    let animals = try await Self.remote(server).fetchAnimalsQuery()
    #expect(animals.map(\.animalId) == ["Bibbon", "Cat", "Dog", "Kangaroo", "Newt", "Sparrow"])
  }

  @Test func whatWasAddedIsThereAfterARestart() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("restart.sqlite").path
    let first = try await RunningLoopbackServer.animalsServer(store: path)
    let eagle = try await Self.remote(first).addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    _ = try await Self.remote(first).deleteAnimalMutation(animalId: "Dog")
    first.process.signal(SIGTERM)
    #expect(await first.process.waitForExit() == 0)

    let second = try await RunningLoopbackServer.animalsServer(store: path)
    defer { second.stop() }
    let animals = try await Self.remote(second).fetchAnimalsQuery()

    #expect(animals.contains(eagle))
    #expect(!animals.contains(.dog))
  }

  @Test(arguments: [SIGTERM, SIGKILL])
  func aSignalDuringWritesLosesNothingThatWasAnswered(_ signal: Int32) async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("writes.sqlite").path
    let server = try await RunningLoopbackServer.animalsServer(store: path)
    let store = Self.remote(server)
    let answered = AnsweredIds()
    // Four writers add animals as fast as the server answers, until it goes away.
    let writers = Task {
      await withTaskGroup(of: Void.self) { group in
        for writer in 0..<4 {
          group.addTask {
            for index in 0..<10_000 {
              guard let animal = try? await store.addAnimalMutation(name: "W\(writer)-\(index)", diet: .herbivorous, categoryId: "Fish")
              else { return }
              answered.add(animal.animalId)
            }
          }
        }
      }
    }
    while answered.count < 40 { try await Task.sleep(for: .milliseconds(5)) }
    server.process.signal(signal)
    let status = await server.process.waitForExit()
    if signal == SIGTERM { #expect(status == 0, "SIGTERM is a graceful stop") }
    await writers.value

    let restarted = try await RunningLoopbackServer.animalsServer(store: path)
    defer { restarted.stop() }
    let stored = Set(try await Self.remote(restarted).fetchAnimalsQuery().map(\.animalId))
    #expect(answered.ids.isSubset(of: stored), "\(answered.ids.subtracting(stored).count) answered adds were lost")
    #expect(answered.count >= 40)
    let integrity = try await DatabaseQueue(path: path).read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") }
    #expect(integrity == "ok")
  }

  @Test func stdoutIsTheListeningLineAndStderrOneLinePerRequest() async throws {
    let folder = try TemporaryDirectory()
    let server = try await RunningLoopbackServer.animalsServer(store: folder.url.appendingPathComponent("a.sqlite").path)
    defer { server.stop() }

    _ = try await Exchange.post(server, #"{"query":[{"categories":{}}]}"#)
    _ = try await Exchange.send("GET", server.url.appendingPathComponent("animals/api"))
    server.process.signal(SIGINT)
    #expect(await server.process.waitForExit() == 0)

    #expect(server.process.output == "listening on \(server.url.absoluteString)\n")
    let log = server.process.errors.split(separator: "\n").filter { $0.hasPrefix("POST ") || $0.hasPrefix("GET ") }
    #expect(log.count == 2)
    #expect(log.first?.hasPrefix("POST /animals/api 200 ") == true)
    #expect(log.first?.hasSuffix(" ms query categories") == true)
    #expect(log.last?.hasPrefix("GET /animals/api 405 ") == true)
  }

  @Test func theBooksCurlRequestsAreAnsweredAsInTheBook() async throws {
    let folder = try TemporaryDirectory()
    let server = try await RunningLoopbackServer.animalsServer(store: folder.url.appendingPathComponent("a.sqlite").path)
    defer { server.stop() }

    let categories = try await Exchange.post(server, #"{"query": [ {"categories": {}} ]}"#)
    let animals = try await Exchange.post(server, #"{"query": [ {"animals": {}} ]}"#)
    let added = try await Exchange.post(
      server, #"{"mutation": [ {"addAnimal": {"name": "Eagle", "diet": "Carnivore", "categoryId": "Bird"}} ]}"#)

    #expect(categories.status == 200)
    #expect(categories.contentType?.hasPrefix("application/json") == true)
    #expect(try BookTranscript.normalized(categories.body) == BookTranscript.normalized(BookTranscript.categories))
    #expect(try BookTranscript.normalized(animals.body) == BookTranscript.normalized(BookTranscript.animals))
    let object = try #require(try JSONSerialization.jsonObject(with: added.body) as? [String: Any])
    let mutation = try #require((object["mutation"] as? [[String: Any]])?.first?["addAnimal"] as? [String: Any])
    let animal = try #require(mutation["animal"] as? [String: String])
    #expect(Set(animal.keys) == ["animalId", "name", "diet", "categoryId"])
    #expect(animal["name"] == "Eagle" && animal["diet"] == "Carnivore" && animal["categoryId"] == "Bird")
    #expect(UUID(uuidString: animal["animalId"] ?? "") != nil)
  }
}

/// Ids of adds the server answered, from several writers.
final class AnsweredIds: @unchecked Sendable {
  private let lock = NSLock()
  private var set: Set<String> = []

  func add(_ id: String) { self.lock.withLock { _ = self.set.insert(id) } }
  var ids: Set<String> { self.lock.withLock { self.set } }
  var count: Int { self.lock.withLock { self.set.count } }
}
