import AnimalsData
import Foundation
import Services
import Synchronization
import Testing

/// A network session written the book's way (generic over any `Decodable`): it keeps the
/// requests it was sent and answers each with the next response.
final class BookAnimalsSession: RemoteStoreNetworkSession, Sendable {
  private let state: Mutex<(requests: [URLRequest], answers: [RemoteResponse])>

  init(answers: [RemoteResponse]) {
    self.state = Mutex((requests: [], answers: answers))
  }

  var requests: [URLRequest] { self.state.withLock { $0.requests } }

  func json<T>(for request: URLRequest, from decoder: JSONDecoder) async throws -> T where T: Decodable {
    let answer = self.state.withLock { state in
      state.requests.append(request)
      return state.answers.removeFirst()
    }
    return try decoder.decode(T.self, from: try JSONEncoder().encode(answer))
  }
}

/// Chapter 14 (the Animals remote store) as a reader calls it: `Codable` models, `RemoteRequest`
/// and `RemoteResponse`, `RemoteStoreNetworkSession`, `RemoteStore(session:)` talking to
/// `http://localhost:8080/animals/api`, and `NetworkSession(urlSession:)` as the book's client
/// builds it.
@Suite(.timeLimit(.minutes(5)))
struct BookChapter14APITests {
  @Test func modelsAreCodable() throws {
    let animals: [Animal] = [.dog, .cat]
    let decoded = try JSONDecoder().decode([Animal].self, from: try JSONEncoder().encode(animals))
    #expect(decoded == animals)
    let category = try JSONDecoder().decode(AnimalsData.Category.self, from: try JSONEncoder().encode(AnimalsData.Category.bird))
    #expect(category == .bird)
    #expect(try JSONDecoder().decode(Animal.Diet.self, from: Data(#""Omnivore""#.utf8)) == .omnivorous)
  }

  @Test func requestsAndResponsesAreSpelledAsInTheBook() {
    let request = RemoteRequest(
      query: [.categories, .animals],
      mutation: [
        .addAnimal(name: "Eagle", diet: .carnivorous, categoryId: "Bird"),
        .updateAnimal(animalId: "Dog", name: "Dog", diet: .omnivorous, categoryId: "Mammal"),
        .deleteAnimal(animalId: "Cat"), .reloadSampleData,
      ])
    #expect(request.query?.count == 2)
    let response = RemoteResponse(
      query: [.categories(categories: [.bird]), .animals(animals: [.dog])],
      mutation: [
        .addAnimal(animal: .dog), .updateAnimal(animal: .dog), .deleteAnimal(animal: .cat),
        .reloadSampleData(animals: [.dog], categories: [.mammal]),
      ])
    #expect(response.mutation?.count == 4)
    #expect(RemoteRequest(query: [.animals]) != RemoteRequest(mutation: [.reloadSampleData]))
  }

  @Test func remoteStoreOfSessionTalksToTheBooksURL() async throws {
    let session = BookAnimalsSession(answers: [
      RemoteResponse(query: [.categories(categories: [.mammal])]),
      RemoteResponse(query: [.animals(animals: [.dog])]),
      RemoteResponse(mutation: [.addAnimal(animal: .cat)]),
      RemoteResponse(query: []),
    ])
    let store = RemoteStore(session: session)
    // The book's client construction, compiled as written (after `import Services`; its
    // `extension NetworkSession: RemoteStoreNetworkSession {}` is ours already, so a client's copy
    // compiles with a warning that says so); nothing is sent through it.
    func makeBooksRemoteStore() -> RemoteStore<NetworkSession<URLSession>> {
      RemoteStore(session: NetworkSession(urlSession: URLSession.shared))
    }
    _ = makeBooksRemoteStore
    #expect(try await store.fetchCategoriesQuery() == [.mammal])
    #expect(try await store.fetchAnimalsQuery() == [.dog])
    #expect(try await store.addAnimalMutation(name: "Cat", diet: .carnivorous, categoryId: "Mammal") == .cat)
    await #expect(throws: RemoteResponse.Query.Error.self) { try await store.fetchAnimalsQuery() }
    let requests = session.requests
    #expect(requests.map(\.url?.absoluteString) == Array(repeating: "http://localhost:8080/animals/api", count: 4))
    #expect(requests.allSatisfy { $0.httpMethod == "POST" })
  }
}
