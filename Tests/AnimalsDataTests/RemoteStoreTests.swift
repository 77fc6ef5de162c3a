import AnimalsData
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A network session that plays the server in process: it records each request and answers it
/// from an in-memory `LocalStore`, through the same `respond(to:)` AnimalsDataServer calls; or
/// answers `returnData` / throws `returnError` when set.
final actor ServerSession: RemoteStoreNetworkSession {
  let store: LocalStore<UUID>
  let returnData: Data?
  let returnError: TestDoubleError?
  private(set) var parameterRequests: [URLRequest] = []

  init(returnData: Data? = nil, returnError: TestDoubleError? = nil) throws {
    self.store = try LocalStore<UUID>(isStoredInMemoryOnly: true, makeID: { "NEW-ID" })
    self.returnData = returnData
    self.returnError = returnError
  }

  nonisolated func json<T: Decodable & Sendable>(for request: URLRequest, from decoder: JSONDecoder) async throws -> T {
    try await decoder.decode(T.self, from: self.answer(request))
  }

  private func answer(_ request: URLRequest) async throws -> Data {
    self.parameterRequests.append(request)
    if let returnError { throw returnError }
    if let returnData { return returnData }
    let body = try JSONDecoder().decode(RemoteRequest.self, from: request.httpBody ?? Data())
    return try await self.store.respond(to: body).json
  }

  /// The bodies sent, as text.
  var parameterBodies: [String] {
    self.parameterRequests.map { String(decoding: $0.httpBody ?? Data(), as: UTF8.self) }
  }
}

@Suite struct RemoteStoreTests {
  static let base = URL(string: "http://127.0.0.1:8080")!

  @Test func eachOperationPostsOneQueryOrMutationAsJSONToTheAPI() async throws {
    let session = try ServerSession()
    let store = RemoteStore(session: session, baseURL: Self.base)

    _ = try await store.fetchCategoriesQuery()
    _ = try await store.fetchAnimalsQuery()
    _ = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    _ = try await store.updateAnimalMutation(animalId: "Cat", name: "Cat", diet: .omnivorous, categoryId: "Mammal")
    _ = try await store.deleteAnimalMutation(animalId: "Dog")
    _ = try await store.reloadSampleDataMutation()

    let requests = await session.parameterRequests
    #expect(requests.map(\.httpMethod) == Array(repeating: "POST", count: 6))
    #expect(requests.map(\.url) == Array(repeating: URL(string: "http://127.0.0.1:8080/animals/api"), count: 6))
    #expect(requests.allSatisfy { $0.value(forHTTPHeaderField: "Content-Type") == "application/json" })
    #expect(
      await session.parameterBodies == [
        #"{"query":[{"categories":{}}]}"#, #"{"query":[{"animals":{}}]}"#,
        #"{"mutation":[{"addAnimal":{"categoryId":"Bird","diet":"Carnivore","name":"Eagle"}}]}"#,
        #"{"mutation":[{"updateAnimal":{"animalId":"Cat","categoryId":"Mammal","diet":"Omnivore","name":"Cat"}}]}"#,
        #"{"mutation":[{"deleteAnimal":{"animalId":"Dog"}}]}"#, #"{"mutation":[{"reloadSampleData":{}}]}"#,
      ])
  }

  @Test func eachOperationReturnsWhatTheServerAnswered() async throws {
    let store = RemoteStore(session: try ServerSession(), baseURL: Self.base)

    #expect(try await store.fetchCategoriesQuery() == Category.samples.sorted { $0.categoryId < $1.categoryId })
    #expect(try await store.fetchAnimalsQuery().count == 6)
    #expect(
      try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
        == Animal(animalId: "NEW-ID", name: "Eagle", diet: .carnivorous, categoryId: "Bird"))
    #expect(
      try await store.updateAnimalMutation(animalId: "Cat", name: "Cat", diet: .omnivorous, categoryId: "Mammal")
        == .omnivorousCat)
    #expect(try await store.deleteAnimalMutation(animalId: "Dog") == .dog)
    #expect(try await store.fetchAnimalsQuery().map(\.animalId) == ["Bibbon", "Cat", "Kangaroo", "NEW-ID", "Newt", "Sparrow"])
    let reloaded = try await store.reloadSampleDataMutation()
    #expect(reloaded.animals == Animal.samples)
    #expect(reloaded.categories == Category.samples)
  }

  @Test(arguments: ["http://127.0.0.1:8080", "http://127.0.0.1:8080/", "http://127.0.0.1:8080/animals/api"])
  func theAPIPathIsAddedOnce(_ base: String) {
    #expect(RemoteStore<ServerSession>.apiURL(for: URL(string: base)!).absoluteString.hasSuffix(":8080/animals/api"))
  }

  /// An answer without the case each operation asked for, and the sentence it fails with.
  struct MissingCase: Sendable, CustomTestStringConvertible {
    let operation: String
    let sentence: String
    var testDescription: String { self.operation }

    static let all = [
      MissingCase(operation: "fetchCategoriesQuery", sentence: "the Animals server's answer holds no categories"),
      MissingCase(operation: "fetchAnimalsQuery", sentence: "the Animals server's answer holds no animals"),
      MissingCase(operation: "addAnimalMutation", sentence: "the Animals server's answer holds no addAnimal result"),
      MissingCase(operation: "updateAnimalMutation", sentence: "the Animals server's answer holds no updateAnimal result"),
      MissingCase(operation: "deleteAnimalMutation", sentence: "the Animals server's answer holds no deleteAnimal result"),
      MissingCase(
        operation: "reloadSampleDataMutation", sentence: "the Animals server's answer holds no reloadSampleData result"),
    ]
  }

  @Test(arguments: MissingCase.all)
  func anAnswerWithoutTheExpectedCaseFailsWithAStableSentence(_ row: MissingCase) async throws {
    // The wrong case for every operation: a query answer for mutations, a mutation one for queries.
    let wrong = row.operation.hasSuffix("Query")
      ? #"{"mutation":[{"deleteAnimal":{"animal":{"animalId":"Dog","name":"Dog","diet":"Carnivore","categoryId":"Mammal"}}}]}"#
      : #"{"query":[{"animals":{"animals":[]}}]}"#
    let store = RemoteStore(session: try ServerSession(returnData: Data(wrong.utf8)), baseURL: Self.base)

    let error = await #expect(throws: (any Error).self) { try await Self.call(row.operation, on: store) }

    #expect(error.map(PersistentSession<LocalStore<UUID>>.failureText(for:)) == row.sentence)
  }

  @Test func theFirstMatchingCaseIsTaken() async throws {
    let answer = #"{"query":[{"animals":{"animals":[]}},{"categories":{"categories":[{"categoryId":"Bird","name":"Bird"}]}},{"categories":{"categories":[]}}]}"#
    let store = RemoteStore(session: try ServerSession(returnData: Data(answer.utf8)), baseURL: Self.base)
    #expect(try await store.fetchCategoriesQuery() == [.bird])
  }

  @Test func theSessionsErrorPassesThroughUnchanged() async throws {
    let store = RemoteStore(session: try ServerSession(returnError: TestDoubleError(description: "offline")), baseURL: Self.base)
    await #expect(throws: TestDoubleError(description: "offline")) { _ = try await store.deleteAnimalMutation(animalId: "Dog") }
  }

  static func call(_ operation: String, on store: RemoteStore<ServerSession>) async throws {
    switch operation {
    case "fetchCategoriesQuery": _ = try await store.fetchCategoriesQuery()
    case "fetchAnimalsQuery": _ = try await store.fetchAnimalsQuery()
    case "addAnimalMutation": _ = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    case "updateAnimalMutation":
      _ = try await store.updateAnimalMutation(animalId: "Cat", name: "Cat", diet: .omnivorous, categoryId: "Mammal")
    case "deleteAnimalMutation": _ = try await store.deleteAnimalMutation(animalId: "Dog")
    default: _ = try await store.reloadSampleDataMutation()
    }
  }
}
