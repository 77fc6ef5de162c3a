import Foundation
import RemoteStoreSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Keeps the Animals data on AnimalsDataServer: every operation is one `POST /animals/api`
/// carrying one query or one mutation (book, chapter 14, "RemoteStore").
///
/// ```swift
/// let store = RemoteStore(session: NetworkSession(service: .animalsServer), baseURL: url)
/// let bookStore = RemoteStore(session: NetworkSession(urlSession: URLSession.shared))  // localhost:8080
/// let animals = try await store.fetchAnimalsQuery()
/// ```
///
/// Each answer is read for the *first* case that matches what was asked. Every failure throws an
/// error whose description is a stable sentence with no host or port: the session's
/// (`could not connect to the Animals server`, `the Animals server answered HTTP 404: animal not
/// found: "Ghost"`…), or an answer without the expected case (`RemoteResponse.Query.Error`,
/// `RemoteResponse.Mutation.Error`).
final public actor RemoteStore<NetworkSession: RemoteStoreNetworkSession> {
  private let session: NetworkSession
  private let url: URL

  /// Creates a store that sends its requests through `session`.
  ///
  /// - Parameters:
  ///   - session: sends the requests and decodes the answers.
  ///   - baseURL: the server, such as `http://127.0.0.1:8080`; `/animals/api` is added unless the
  ///     URL already ends with it. The book's `http://localhost:8080/animals/api` by default, so
  ///     `RemoteStore(session:)` talks to AnimalsDataServer run with its default port.
  public init(session: NetworkSession, baseURL: URL = URL(string: "http://localhost:8080/animals/api")!) {
    self.session = session
    self.url = Self.apiURL(for: baseURL)
  }
}

extension RemoteStore: PersistentSessionPersistentStore {
  public func fetchAnimalsQuery() async throws -> [Animal] {
    try await self.send(RemoteRequest(query: [.animals])).animals()
  }

  public func addAnimalMutation(name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    let response = try await self.send(RemoteRequest(mutation: [.addAnimal(name: name, diet: diet, categoryId: categoryId)]))
    return try response.mutation("addAnimal", code: .animalNotFound) {
      if case .addAnimal(let animal) = $0 { animal } else { nil }
    }
  }

  public func updateAnimalMutation(
    animalId: String,
    name: String,
    diet: Animal.Diet,
    categoryId: String
  ) async throws -> Animal {
    let mutation = RemoteRequest.Mutation.updateAnimal(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
    return try await self.send(RemoteRequest(mutation: [mutation])).mutation("updateAnimal", code: .animalNotFound) {
      if case .updateAnimal(let animal) = $0 { animal } else { nil }
    }
  }

  public func deleteAnimalMutation(animalId: String) async throws -> Animal {
    let response = try await self.send(RemoteRequest(mutation: [.deleteAnimal(animalId: animalId)]))
    return try response.mutation("deleteAnimal", code: .animalNotFound) {
      if case .deleteAnimal(let animal) = $0 { animal } else { nil }
    }
  }

  public func fetchCategoriesQuery() async throws -> [Category] {
    try await self.send(RemoteRequest(query: [.categories])).categories()
  }

  public func reloadSampleDataMutation() async throws -> (animals: [Animal], categories: [Category]) {
    let response = try await self.send(RemoteRequest(mutation: [.reloadSampleData]))
    return try response.mutation("reloadSampleData", code: .sampleDataNotFound) {
      if case .reloadSampleData(let animals, let categories) = $0 { (animals: animals, categories: categories) } else { nil }
    }
  }
}

extension RemoteStore {
  /// The path every request is posted to.
  package static var apiPath: String { "/animals/api" }

  /// `baseURL` with `/animals/api` added, unless it already ends with it.
  package static func apiURL(for baseURL: URL) -> URL {
    if baseURL.path.hasSuffix(Self.apiPath) { return baseURL }
    return baseURL.appendingPathComponent("animals").appendingPathComponent("api")
  }

  /// The `POST` that carries `request`.
  ///
  /// - Throws: `RemoteRequest.Error(.requestError)` if the body cannot be encoded.
  package static func urlRequest(for request: RemoteRequest, url: URL) throws(RemoteRequest.Error) -> URLRequest {
    var urlRequest = URLRequest(url: url)
    urlRequest.httpMethod = "POST"
    urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
    do {
      urlRequest.httpBody = try request.json
    } catch {
      throw RemoteRequest.Error(code: .requestError, message: "could not encode the request to the Animals server")
    }
    return urlRequest
  }

  /// Posts `request` and decodes the answer.
  private func send(_ request: RemoteRequest) async throws -> RemoteResponse {
    try await self.session.json(for: try Self.urlRequest(for: request, url: self.url), from: JSONDecoder())
  }
}
