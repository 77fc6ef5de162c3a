import AnimalsData
import Foundation

/// What `POST /animals/api` does with a body, apart from HTTP: decode a `RemoteRequest`, answer it
/// from the store, encode the `RemoteResponse` (book, chapter 15).
///
/// ```swift
/// let responder = APIResponder(store: try LocalStore(inMemory: { "ID" }))
/// let body = try await responder.answer(Data(#"{"query":[{"categories":{}}]}"#.utf8))
/// ```
///
/// Queries are answered before mutations, and a request's mutations run in one transaction, so a
/// refused request has changed nothing.
package struct APIResponder: Sendable {
  /// Where the data lives.
  package let store: LocalStore<UUID>

  /// Creates a responder over `store`.
  package init(store: LocalStore<UUID>) {
    self.store = store
  }

  /// The JSON answer to `body`, and a one-line summary of what it asked for the request log.
  ///
  /// - Throws: `APIError` — `badRequest` for a body that is not a request (a blank name, a
  ///   NUL in a name and `{}` included), `animalNotFound` for an update or delete of an unknown id, `categoryNotFound`
  ///   for an add or update naming an unknown category, `storeFailed` for any other store failure.
  package func answer(_ body: Data) async throws(APIError) -> (json: Data, summary: String) {
    let request: RemoteRequest
    do {
      request = try JSONDecoder().decode(RemoteRequest.self, from: body)
    } catch {
      throw .badRequest(Self.describe(error))
    }
    // `{}` is well-formed but asks for nothing; it is far likelier a client's mistake than a ping.
    guard request.query != nil || request.mutation != nil else {
      throw .badRequest("it holds neither a query nor a mutation list")
    }
    let response: RemoteResponse
    do {
      response = try await self.store.respond(to: request)
    } catch let error as LocalStoreError {
      throw APIError(refusal: error)
    } catch {
      throw .storeFailed(PersistentSession<LocalStore<UUID>>.failureText(for: error))
    }
    do {
      return (try response.json, Self.summary(of: request))
    } catch {
      throw .storeFailed("the response could not be encoded")
    }
  }

  /// `query categories, animals · mutation addAnimal` — what a request asked, for the log.
  package static func summary(of request: RemoteRequest) -> String {
    var parts: [String] = []
    if let queries = request.query {
      parts.append("query " + (queries.isEmpty ? "[]" : queries.map(Self.name).joined(separator: ", ")))
    }
    if let mutations = request.mutation {
      parts.append("mutation " + (mutations.isEmpty ? "[]" : mutations.map(Self.name).joined(separator: ", ")))
    }
    return parts.isEmpty ? "nothing" : parts.joined(separator: " · ")
  }

  private static func name(_ query: RemoteRequest.Query) -> String {
    switch query {
    case .categories: "categories"
    case .animals: "animals"
    }
  }

  private static func name(_ mutation: RemoteRequest.Mutation) -> String {
    switch mutation {
    case .addAnimal: "addAnimal"
    case .updateAnimal: "updateAnimal"
    case .deleteAnimal: "deleteAnimal"
    case .reloadSampleData: "reloadSampleData"
    }
  }

  /// A decoding error as a short sentence: where in the body, and what was wrong.
  package static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "it could not be read" }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return "malformed JSON"
    case .dataCorrupted(let context):
      return "\(Self.path(context.codingPath)): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      return "\(Self.path(context.codingPath + [key])) is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(Self.path(context.codingPath)) has the wrong type"
    @unknown default:
      return "it could not be read"
    }
  }

  /// `mutation[0].addAnimal.name`, or `the body` at the root.
  private static func path(_ keys: [any CodingKey]) -> String {
    guard !keys.isEmpty else { return "the body" }
    var text = ""
    for key in keys {
      if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
    }
    return text
  }
}
