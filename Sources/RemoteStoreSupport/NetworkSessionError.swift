import Foundation

/// Why a request failed; `description` is a stable sentence with no host or port, and is what
/// reaches state as `.failure(error:)`.
public struct NetworkSessionError: Swift.Error, Hashable, Sendable {
  /// What went wrong, for code that branches and for tests.
  package enum Code: Hashable, Sendable {
    /// No connection (refused, no route, unknown host, offline…).
    case cannotConnect
    /// The service did not answer in time.
    case timedOut
    /// The connection closed after the request was sent and before an answer came.
    case connectionLost
    /// The answer was not HTTP/1.1 as RFC 9112 frames it.
    case malformedAnswer
    /// The answer's head or body was over `HTTPAnswerReader.Limits`.
    case answerTooLarge
    /// The request was cancelled.
    case cancelled
    /// The answer was not HTTP 2xx.
    case status
    /// The answer was not JSON.
    case mimeType
    /// The body is not JSON at all.
    case malformedJSON
    /// The body is JSON, but not what the service should send.
    case unexpectedJSON
  }

  /// What went wrong.
  package let code: Code
  /// The sentence `description` returns.
  package let message: String

  /// Creates an error.
  package init(code: Code, message: String) {
    self.code = code
    self.message = message
  }
}

extension NetworkSessionError: CustomStringConvertible {
  public var description: String { self.message }
}

extension NetworkSessionError: LocalizedError {
  public var errorDescription: String? { self.message }
}
