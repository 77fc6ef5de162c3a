/// Why `HTTPAnswerReader` refused an answer; `RemoteService.connectionError(for:)` turns it into
/// a sentence naming the service.
package enum HTTPAnswerError: Error, Equatable {
  /// Not HTTP/1.1 as RFC 9112 frames it; the text says what was wrong, naming no value the
  /// server sent (it reaches state, and a server could put anything there).
  case malformed(String)
  /// The status line, headers and trailers together exceed `limit` bytes.
  case headTooLarge(limit: Int)
  /// The body exceeds (or announces more than) `limit` bytes.
  case bodyTooLarge(limit: Int)
}

extension HTTPAnswerError {
  /// `limit` bytes in the largest binary unit that divides it: "64 KiB", "32 MiB".
  package static func size(_ limit: Int) -> String {
    for (unit, factor) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where limit >= factor && limit % factor == 0 {
      return "\(limit / factor) \(unit)"
    }
    return "\(limit) bytes"
  }
}
