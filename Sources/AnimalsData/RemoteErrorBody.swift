import Foundation

/// The JSON body of every error the Animals server answers with:
/// `{"error":{"code":"animalNotFound","message":"animal not found: \"Ghost\""}}`.
///
/// `code` is for programs (`badRequest`, `animalNotFound`, `categoryNotFound`, `notFound`,
/// `methodNotAllowed`, `payloadTooLarge`, `storeFailed`); `message` is a sentence for people,
/// which `RemoteStore` quotes in its failure
/// (`the Animals server answered HTTP 404: animal not found: "Ghost"`).
///
/// - Important: A wire type shared by `RemoteStore` and AnimalsDataServer.
package struct RemoteErrorBody: Hashable, Sendable, Codable {
  /// The error itself.
  package let error: Detail

  /// Creates a body.
  package init(code: String, message: String) {
    self.error = Detail(code: code, message: message)
  }

  /// What went wrong, for programs and for people.
  package struct Detail: Hashable, Sendable, Codable {
    /// A stable identifier, such as `animalNotFound`.
    package let code: String
    /// A sentence, such as `animal not found: "Ghost"`.
    package let message: String
  }
}

extension RemoteErrorBody {
  /// The body's JSON, keys sorted.
  package var json: Foundation.Data {
    get throws { try RemoteRequest.encoder.encode(self) }
  }

  /// The message of `data` when it is such a body, else nil.
  package static func message(in data: Foundation.Data) -> String? {
    (try? JSONDecoder().decode(Self.self, from: data))?.error.message
  }
}

extension RemoteService {
  /// AnimalsDataServer (book, chapter 15): JSON answers, with the server's explanation quoted
  /// when it refuses a request.
  public static let animalsServer = RemoteService(
    name: "the Animals server", content: "an Animals response", reason: RemoteErrorBody.message(in:))
}
