import NIOCore
import Synchronization

/// The encoded answers of query-only requests, by the request's exact body, for as long as the
/// store's version (`StoreVersion`) stays the one they were read at.
///
/// ```swift
/// let cache = AnswerCache(version: try StoreVersion(path: path).current)
/// let version = try cache.version()          // before reading the store
/// if let hit = cache.answer(for: body, at: version) { return hit }
/// // … decode, read, encode …
/// cache.keep(answer, for: body, at: version)
/// ```
///
/// Why it is correct: the version is read *before* the store is, so an answer kept under a
/// version holds at least what every commit before that version wrote; any later commit changes
/// the version, and then every kept answer is dropped. A query-only request's answer depends only
/// on its bytes and the store's content, so equal bodies at an equal version get equal answers.
/// Refusals and answers to mutations are never kept.
///
/// Why by body and not by decoded request: a hit then skips decoding as well, which is most of
/// what a cached read would still cost. The cache is bounded (`limit` answers, bodies up to
/// `largestBody` bytes), so generated bodies cannot grow it.
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

  /// How many answers it keeps; when full, it starts again empty.
  package static let limit = 32
  /// The largest body it keeps an answer for.
  package static let largestBody = 1_024

  private struct Kept {
    var version: Int?
    var answers: [ByteBuffer: Answer] = [:]
  }

  private let kept = Mutex(Kept())
  private let readVersion: @Sendable () throws -> Int

  /// A cache whose answers hold while `version` returns what it returned when they were kept.
  package init(version: @escaping @Sendable () throws -> Int) {
    self.readVersion = version
  }

  /// The store's version now, or nil when it cannot be read (then nothing is served or kept).
  package func version() -> Int? {
    try? self.readVersion()
  }

  /// The answer kept for `body` at `version`, if any.
  package func answer(for body: ByteBuffer, at version: Int) -> Answer? {
    self.kept.withLock { kept in
      guard kept.version == version else { return nil }
      return kept.answers[body]
    }
  }

  /// Keeps `answer` for `body`, read at `version`.
  package func keep(_ answer: Answer, for body: ByteBuffer, at version: Int) {
    guard body.readableBytes <= Self.largestBody else { return }
    // Its own storage, so a kept key does not hold on to the request's larger buffer.
    let key = ByteBuffer(bytes: body.readableBytesView)
    self.kept.withLock { kept in
      // An answer at another version starts the cache again: answers are only ever served at
      // the version they were kept at, so a late answer read at an older one costs hits, never
      // correctness (and no ordering of SQLite's versions is assumed).
      if kept.version != version { kept = Kept(version: version) }
      if kept.answers.count >= Self.limit { kept.answers.removeAll(keepingCapacity: true) }
      kept.answers[key] = answer
    }
  }

  /// How many answers it holds now (for tests).
  package var count: Int {
    self.kept.withLock { $0.answers.count }
  }
}
