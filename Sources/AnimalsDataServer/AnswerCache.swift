import AnimalsData
import Foundation
import NIOCore
import Synchronization

/// Answers to query-only requests from memory: the store's content (`StoreMirror`), and by each
/// request's exact body, its decoded queries and the answer last built for it.
///
/// ```swift
/// let cache = AnswerCache(version: try StoreVersion(path: path).current)
/// if let generation = await cache.currentGeneration(of: store) {
///   switch cache.lookup(body, at: generation) {
///   case .hit(let answer): return answer                                  // nothing decoded or built
///   case .known(let queries, let summary): /* build from cache.mirror */  // nothing decoded
///   case .unknown: /* decode, build, then `keep` */
///   }
/// }
/// ```
///
/// Why it is correct: an answer is kept under the mirror's generation it was built from, and a
/// request is answered only from the generation the mirror confirms is the file's content at the
/// version the request read, or a newer one (see `StoreMirror` for how every commit of any
/// connection moves it). Equal bodies at an equal generation get equal answers, since a
/// query-only request's answer depends only on its bytes and the content. Refusals and answers to
/// mutations are never kept.
///
/// Why by body and not by decoded request: a hit then skips decoding as well. The cache is
/// bounded (`limit` bodies of up to `largestBody` bytes), so generated bodies cannot grow it.
package final class AnswerCache: Sendable {
  /// A kept answer: the JSON and the request log's summary of the request.
  package struct Answer: Sendable {
    package let json: ByteBuffer
    package let summary: String

    /// An answer of `json`, logged as `summary`.
    package init(json: ByteBuffer, summary: String) {
      self.json = json
      self.summary = summary
    }
  }

  /// What the cache knows of a body.
  package enum Lookup: Sendable {
    /// Its answer at the generation asked for.
    case hit(Answer)
    /// Its queries and summary, but no answer at that generation.
    case known(queries: [RemoteRequest.Query], summary: String)
    /// Nothing.
    case unknown
  }

  /// How many bodies it keeps; when full, it starts again empty.
  package static let limit = 32
  /// The largest body it keeps.
  package static let largestBody = 1_024

  /// One body's decoded queries, and its answer at one generation.
  private struct Entry {
    var queries: [RemoteRequest.Query]
    var answer: Answer
    var generation: Int
  }

  private let entries = Mutex<[ByteBuffer: Entry]>([:])
  /// The store's content the answers are built from.
  package let mirror: StoreMirror

  /// A cache whose answers hold while `version` (`StoreVersion.current`) says which commits
  /// the mirror has seen.
  package init(version: @escaping @Sendable () throws -> Int) {
    self.mirror = StoreMirror(version: version)
  }

  /// The store's version now, or nil when it cannot be read (then nothing is served or kept).
  package func version() -> Int? {
    try? self.mirror.readVersion()
  }

  /// The mirror's generation, confirmed to be the file's content at the version read now, after
  /// refreshing it through `store` when it has not seen every commit; nil when that fails.
  package func currentGeneration(of store: LocalStore<UUID>) async -> Int? {
    guard let version = self.version() else { return nil }
    if let generation = self.mirror.generation(at: version) { return generation }
    return try? await self.mirror.refresh(from: store)
  }

  /// What the cache holds for `body`, its answer only if built at `generation` or a newer one
  /// (as good, see `StoreMirror.answer(_:since:)`).
  package func lookup(_ body: ByteBuffer, at generation: Int) -> Lookup {
    self.entries.withLock { entries in
      guard let entry = entries[body] else { return .unknown }
      if entry.generation >= generation { return .hit(entry.answer) }
      return .known(queries: entry.queries, summary: entry.answer.summary)
    }
  }

  /// Whether it holds `body` (a query-only request: no other kind is kept).
  package func holds(_ body: ByteBuffer) -> Bool {
    self.entries.withLock { $0[body] != nil }
  }

  /// Keeps `answer` to `body`, a request of `queries` only, built at `generation`.
  package func keep(_ answer: Answer, queries: [RemoteRequest.Query], for body: ByteBuffer, at generation: Int) {
    guard body.readableBytes <= Self.largestBody else { return }
    self.entries.withLock { entries in
      if let old = entries[body] {
        // A slower request may finish with an older generation's answer: keep the newer one.
        guard old.generation < generation else { return }
        entries[body]?.answer = answer
        entries[body]?.generation = generation
        return
      }
      if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
      // Its own storage, so a kept key does not hold on to the request's larger buffer.
      entries[ByteBuffer(bytes: body.readableBytesView)] = Entry(queries: queries, answer: answer, generation: generation)
    }
  }

  /// How many bodies it holds now (for tests).
  package var count: Int {
    self.entries.withLock { $0.count }
  }
}
