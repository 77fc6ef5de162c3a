import Foundation

/// The body the server answers a `RemoteRequest` with: one answer per query and one per
/// mutation, each list in the request's order, a list missing when the request had none (book,
/// chapter 14, "RemoteStore").
///
/// ```json
/// {"query":[{"categories":{"categories":[{"categoryId":"Amphibian","name":"Amphibian"}]}}]}
/// {"mutation":[{"deleteAnimal":{"animal":{"animalId":"Dog","categoryId":"Mammal","diet":"Carnivore","name":"Dog"}}}]}
/// ```
///
/// - Important: A wire type shared by `RemoteStore` and AnimalsDataServer.
package struct RemoteResponse: Hashable, Sendable, Codable {
  /// The answers to the request's queries, in order.
  package let query: [Query]?
  /// The results of the request's mutations, in order.
  package let mutation: [Mutation]?

  /// Creates a response.
  package init(query: [Query]? = nil, mutation: [Mutation]? = nil) {
    self.query = query
    self.mutation = mutation
  }
}

extension RemoteResponse {
  /// The answer to one query.
  package enum Query: Hashable, Sendable, Codable {
    /// Every category.
    case categories(categories: [Category])
    /// Every animal.
    case animals(animals: [Animal])
  }

  /// The result of one mutation.
  package enum Mutation: Hashable, Sendable, Codable {
    /// The animal as added, with its new id.
    case addAnimal(animal: Animal)
    /// The animal as updated.
    case updateAnimal(animal: Animal)
    /// The animal as it was before it was deleted.
    case deleteAnimal(animal: Animal)
    /// The sample data now in the store.
    case reloadSampleData(animals: [Animal], categories: [Category])
  }
}

extension RemoteResponse {
  /// The response's JSON, keys sorted (see `RemoteRequest.encoder`).
  package var json: Foundation.Data {
    get throws { try RemoteRequest.encoder.encode(self) }
  }
}

extension RemoteResponse.Query {
  /// Why an answer lacks the query a store asked for: the first `.categories` or `.animals` case
  /// of the `query` list is missing (book: `RemoteResponse.Query.Error`).
  package typealias Error = RemoteAnswerError<ErrorCode>

  /// What the answer lacked.
  package enum ErrorCode: Hashable, Sendable {
    /// No `.categories` answer.
    case categoriesNotFound
    /// No `.animals` answer.
    case animalsNotFound
  }
}

extension RemoteResponse.Mutation {
  /// Why an answer lacks the mutation a store asked for (book: `RemoteResponse.Mutation.Error`).
  package typealias Error = RemoteAnswerError<ErrorCode>

  /// What the answer lacked: an add, update or delete result (`animalNotFound`, as in the book),
  /// or the reloaded sample data.
  package enum ErrorCode: Hashable, Sendable {
    /// No `.addAnimal`, `.updateAnimal` or `.deleteAnimal` result, whichever was asked for.
    case animalNotFound
    /// No `.reloadSampleData` result.
    case sampleDataNotFound
  }
}

extension RemoteResponse {
  /// The categories of the first `.categories` answer.
  ///
  /// - Throws: `Query.Error(.categoriesNotFound)` when there is none.
  package func categories() throws(Query.Error) -> [Category] {
    for case .categories(let categories) in self.query ?? [] { return categories }
    throw Query.Error(code: .categoriesNotFound, message: "the Animals server's answer holds no categories")
  }

  /// The animals of the first `.animals` answer.
  ///
  /// - Throws: `Query.Error(.animalsNotFound)` when there is none.
  package func animals() throws(Query.Error) -> [Animal] {
    for case .animals(let animals) in self.query ?? [] { return animals }
    throw Query.Error(code: .animalsNotFound, message: "the Animals server's answer holds no animals")
  }

  /// The first mutation result `pick` accepts.
  ///
  /// - Parameters:
  ///   - name: the mutation's wire name, for the sentence (`"addAnimal"`).
  ///   - code: the code to throw when no result matches.
  ///   - pick: the value of a matching result, nil for any other.
  /// - Throws: `Mutation.Error(code)` when no result matches.
  package func mutation<T>(
    _ name: String, code: Mutation.ErrorCode, _ pick: (Mutation) -> T?
  ) throws(Mutation.Error) -> T {
    for result in self.mutation ?? [] {
      if let value = pick(result) { return value }
    }
    throw Mutation.Error(code: code, message: "the Animals server's answer holds no \(name) result")
  }
}
