import AnimalsData
import Foundation
import NIOCore

/// What `POST /animals/api` does with a body, apart from HTTP: decode a `RemoteRequest`, answer it
/// from the store, write the `RemoteResponse` as JSON (book, chapter 15). Bodies are read by
/// `JSONDecoder` and answers written by `JSONEncoder` (`RemoteRequest.encoder`: keys sorted).
///
/// ```swift
/// let responder = APIResponder(store: try LocalStore(inMemory: { "ID" }))
/// let body = try await responder.answer(Data(#"{"query":[{"categories":{}}]}"#.utf8))
/// ```
///
/// Queries are answered before mutations, and a request's mutations run in one transaction, so a
/// refused request has changed nothing. With a `cache`, a query-only body is answered from the
/// cache's copy of the store's content (no store, no encoding), and a body answered before at the
/// same content without decoding it either; the server's own writes update that copy as they
/// commit, so a mixed load of reads and writes keeps answering reads from memory (issue 27).
package struct APIResponder: Sendable {
  /// Where the data lives.
  package let store: LocalStore<UUID>
  /// The store's content and answers kept in memory; nil answers every request from the store.
  package let cache: AnswerCache?

  /// Creates a responder over `store`, keeping answers in `cache` if there is one.
  ///
  /// - Important: With a cache, every write to the store's connection must go through this
  ///   responder: the cache learns of that connection's own commits only from their results.
  package init(store: LocalStore<UUID>, cache: AnswerCache? = nil) {
    self.store = store
    self.cache = cache
  }

  /// The JSON answer to `body` and its log summary, from memory when the cache's copy of the
  /// store is current.
  ///
  /// - Throws: as `answer(_:)` for `Data`.
  package func answer(_ body: ByteBuffer) async throws(APIError) -> AnswerCache.Answer {
    guard let cache = self.cache else {
      let (json, summary) = try await self.respond(to: try Self.decode(body))
      return AnswerCache.Answer(json: ByteBuffer(bytes: json), summary: summary)
    }
    // A body the cache does not hold is read first, so a write goes straight to the store
    // without confirming the copy a query needs (a read transaction on another connection,
    // issue 27). Every body it holds is a query: answers to mutations are never kept.
    var decoded: RemoteRequest?
    if !cache.holds(body) {
      let request = try Self.decode(body)
      if request.mutation != nil {
        let (json, summary) = try await self.respond(to: request, onCommit: cache.mirror.didCommit)
        return AnswerCache.Answer(json: ByteBuffer(bytes: json), summary: summary)
      }
      decoded = request
    }
    let generation = await cache.currentGeneration(of: self.store)
    if let generation {
      switch cache.lookup(body, at: generation) {
      case .hit(let answer):
        return answer
      case .known(let queries, let summary):
        if let answer = Self.build(queries, summary: summary, for: body, since: generation, in: cache) { return answer }
      case .unknown:
        break
      }
    }
    let request: RemoteRequest
    if let decoded { request = decoded } else { request = try Self.decode(body) }
    if request.mutation == nil, let generation,
      let answer = Self.build(request.query ?? [], summary: Self.summary(of: request), for: body, since: generation, in: cache)
    {
      return answer
    }
    let (json, summary) = try await self.respond(to: request, onCommit: cache.mirror.didCommit)
    return AnswerCache.Answer(json: ByteBuffer(bytes: json), summary: summary)
  }

  /// The answer to a request of `queries` only, built from the cache's copy of the store and
  /// kept, or nil when the copy is no longer known to be the file's content (see
  /// `StoreMirror.answer(_:since:)`).
  private static func build(
    _ queries: [RemoteRequest.Query], summary: String, for body: ByteBuffer, since generation: Int, in cache: AnswerCache
  ) -> AnswerCache.Answer? {
    guard let (json, generation) = cache.mirror.answer(queries, since: generation) else { return nil }
    let answer = AnswerCache.Answer(json: ByteBuffer(bytes: json), summary: summary)
    cache.keep(answer, queries: queries, for: body, at: generation)
    return answer
  }

  /// The JSON answer to `body`, and a one-line summary of what it asked for the request log.
  ///
  /// - Throws: `APIError` — `badRequest` for a body that is not a request (a blank name, a
  ///   NUL in a name and `{}` included), `animalNotFound` for an update or delete of an unknown id, `categoryNotFound`
  ///   for an add or update naming an unknown category, `storeFailed` for any other store failure.
  package func answer(_ body: Data) async throws(APIError) -> (json: Data, summary: String) {
    let (json, summary) = try await self.respond(to: try Self.decode(ByteBuffer(bytes: body)))
    return (json, summary)
  }

  /// The request `body` holds; `JSONDecoder` also says what is wrong with one that is not.
  ///
  /// - Throws: `APIError.badRequest` when it is not one, or asks for nothing.
  private static func decode(_ body: ByteBuffer) throws(APIError) -> RemoteRequest {
    let request: RemoteRequest
    do {
      request = try JSONDecoder().decode(RemoteRequest.self, from: Data(body.readableBytesView))
    } catch {
      throw .badRequest(Self.describe(error))
    }
    // `{}` is well-formed but asks for nothing; it is far likelier a client's mistake than a ping.
    guard request.query != nil || request.mutation != nil else {
      throw .badRequest("it holds neither a query nor a mutation list")
    }
    return try Self.checked(request)
  }

  /// The most queries one request may hold. Each query answers a whole table, so without a
  /// bound a 15 KB body of 1,000 `{"animals":{}}` built a 1.6 GB answer over 15,000 animals
  /// (issue 37); 16 is more than any client of ours sends (the shell sends one, the book two).
  package static let queryLimit = 16

  /// `request`, if it asks for at most `queryLimit` queries.
  ///
  /// - Throws: `APIError.badRequest` when it asks for more.
  private static func checked(_ request: RemoteRequest) throws(APIError) -> RemoteRequest {
    let count = request.query?.count ?? 0
    guard count <= Self.queryLimit else {
      throw .badRequest("it holds \(count) queries; a request may hold at most \(Self.queryLimit)")
    }
    return request
  }

  /// `request` answered by the store, `onCommit` told of what its mutations committed.
  private func respond(
    to request: RemoteRequest, onCommit: LocalStore<UUID>.CommitHandler? = nil
  ) async throws(APIError) -> (json: Data, summary: String) {
    let response: RemoteResponse
    do {
      response = try await self.store.respond(to: request, onCommit: onCommit)
    } catch let error as LocalStoreError {
      throw APIError(refusal: error)
    } catch {
      throw .storeFailed(PersistentSession<LocalStore<UUID>>.failureText(for: error))
    }
    return (try Self.encoded(response), Self.summary(of: request))
  }

  /// `response` as JSON.
  ///
  /// - Throws: `APIError.storeFailed` if `JSONEncoder` refuses it, which no response of
  ///   strings can make it do; a sentence is kinder than a crash should that ever change.
  private static func encoded(_ response: RemoteResponse) throws(APIError) -> Data {
    do {
      return try response.json
    } catch {
      throw .storeFailed("the answer could not be encoded: \(error)")
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
