import AnimalsData
import Foundation
import NIOCore

/// What `POST /animals/api` does with a body, apart from HTTP: decode a `RemoteRequest`, answer it
/// from the store, encode the `RemoteResponse` (book, chapter 15).
///
/// ```swift
/// let responder = APIResponder(store: try LocalStore(inMemory: { "ID" }))
/// let body = try await responder.answer(Data(#"{"query":[{"categories":{}}]}"#.utf8))
/// ```
///
/// Queries are answered before mutations, and a request's mutations run in one transaction, so a
/// refused request has changed nothing. With a `cache`, a query-only body answered before at the
/// store's current version is answered again from memory: no decoding, no store, no encoding.
package struct APIResponder: Sendable {
  /// Where the data lives.
  package let store: LocalStore<UUID>
  /// Answers kept by body until the store changes; nil answers every request from the store.
  package let cache: AnswerCache?

  /// Creates a responder over `store`, keeping answers in `cache` if there is one.
  package init(store: LocalStore<UUID>, cache: AnswerCache? = nil) {
    self.store = store
    self.cache = cache
  }

  /// The JSON answer to `body` and its log summary, from the cache when it holds one at the
  /// store's current version.
  ///
  /// - Throws: as `answer(_:)` for `Data`.
  package func answer(_ body: ByteBuffer) async throws(APIError) -> AnswerCache.Answer {
    // Read before the store is, so a kept answer never claims a version newer than its data.
    let version = self.cache?.version()
    if let cache = self.cache, let version, let hit = cache.answer(for: body, at: version) { return hit }
    let (json, summary, request) = try await self.respond(to: Data(body.readableBytesView))
    let answer = AnswerCache.Answer(json: ByteBuffer(bytes: json), summary: summary)
    if let cache = self.cache, let version, request.mutation == nil {
      cache.keep(answer, for: body, at: version)
    }
    return answer
  }

  /// The JSON answer to `body`, and a one-line summary of what it asked for the request log.
  ///
  /// - Throws: `APIError` — `badRequest` for a body that is not a request (a blank name, a
  ///   NUL in a name and `{}` included), `animalNotFound` for an update or delete of an unknown id, `categoryNotFound`
  ///   for an add or update naming an unknown category, `storeFailed` for any other store failure.
  package func answer(_ body: Data) async throws(APIError) -> (json: Data, summary: String) {
    let (json, summary, _) = try await self.respond(to: body)
    return (json, summary)
  }

  /// `answer(_:)`'s work, also returning the decoded request, so the cache can tell a query-only
  /// one.
  private func respond(to body: Data) async throws(APIError) -> (json: Data, summary: String, request: RemoteRequest) {
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
      return (try response.json, Self.summary(of: request), request)
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
