import Foundation

/// Why the Animals remote could not use what it sent or received: a request it could not encode,
/// or an answer without the case it asked for. `description` is a stable sentence and is what
/// reaches state as `.failure(error:)`.
///
/// One shape for the book's `RemoteRequest.Error`, `RemoteResponse.Query.Error` and
/// `RemoteResponse.Mutation.Error`, each a typealias with its own `Code`, so tests can expect the
/// exact case.
package struct RemoteAnswerError<Code: Hashable & Sendable>: Swift.Error, Hashable, Sendable {
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

extension RemoteAnswerError: CustomStringConvertible {
  package var description: String { self.message }
}

extension RemoteAnswerError: LocalizedError {
  package var errorDescription: String? { self.message }
}

extension RemoteRequest {
  /// Why a request could not be sent (book: `RemoteStore.Error`, code `requestError`).
  package typealias Error = RemoteAnswerError<ErrorCode>

  /// What went wrong with the request.
  package enum ErrorCode: Hashable, Sendable {
    /// The request could not be encoded as JSON.
    case requestError
  }
}
