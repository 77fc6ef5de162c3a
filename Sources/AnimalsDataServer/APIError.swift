import AnimalsData
import Foundation
import Hummingbird

/// Why the server refused a request: an HTTP status, a stable code and a sentence.
///
/// As an `HTTPResponseError` it renders its own answer, a `RemoteErrorBody` as JSON
/// (`{"error":{"code":"animalNotFound","message":"animal not found: \"Ghost\""}}`), so every
/// refusal, the router's own included, reads the same to a client.
package struct APIError: Error, Sendable, CustomStringConvertible {
  /// The status it answers with.
  package let status: HTTPResponse.Status
  /// A stable identifier for programs.
  package let code: String
  /// The sentence for people.
  package let description: String
  /// Extra headers, such as `Allow` on a 405.
  package var headers: HTTPFields = [:]
}

extension APIError {
  /// The status as a number, such as 404.
  package var statusCode: Int { Int(self.status.code) }

  /// A body that is not a JSON `RemoteRequest` (400).
  package static func badRequest(_ detail: String) -> Self {
    Self(status: .badRequest, code: "badRequest", description: "the body is not an Animals request: \(detail)")
  }

  /// An update or delete of an animal the store does not hold (404).
  package static func animalNotFound(_ sentence: String) -> Self {
    Self(status: .notFound, code: "animalNotFound", description: sentence)
  }

  /// An add or update naming a category the store does not hold (422): the request is well
  /// formed, but storing it would make an animal no list shows.
  package static func categoryNotFound(_ sentence: String) -> Self {
    Self(status: .unprocessableContent, code: "categoryNotFound", description: sentence)
  }

  /// A path the server has no route for (404).
  package static func notFound(_ method: HTTPRequest.Method, _ path: String) -> Self {
    Self(status: .notFound, code: "notFound", description: "no route for \(method) \(path); the API is POST /animals/api")
  }

  /// Another method than `allow` on `path` (405).
  package static func methodNotAllowed(_ method: HTTPRequest.Method, path: String, allow: HTTPRequest.Method) -> Self {
    Self(
      status: .methodNotAllowed, code: "methodNotAllowed", description: "\(method) is not allowed; use \(allow) \(path)",
      headers: [.allow: allow.rawValue])
  }

  /// A body over `limit` bytes (413).
  package static func payloadTooLarge(limit: Int) -> Self {
    Self(status: .contentTooLarge, code: "payloadTooLarge", description: "the body is larger than \(limit) bytes")
  }

  /// The store failed for another reason than a refusal (500); nothing was applied.
  package static func storeFailed(_ sentence: String) -> Self {
    Self(status: .internalServerError, code: "storeFailed", description: sentence)
  }

  /// The answer to a store's `error`: its refusals as 404, 422 or 400, anything else as a 500.
  init(refusal error: LocalStoreError) {
    switch error.code {
    case .animalNotFound: self = .animalNotFound(error.description)
    case .categoryNotFound: self = .categoryNotFound(error.description)
    // The decoder refuses such a name first; this is the store agreeing.
    case .invalidName: self = .badRequest(error.description)
    default: self = .storeFailed(error.description)
    }
  }
}

extension APIError: HTTPResponseError {
  package func response(from request: Request, context: some RequestContext) throws -> Response {
    var headers = self.headers
    headers[.contentType] = "application/json; charset=utf-8"
    let body = (try? RemoteErrorBody(code: self.code, message: self.description).json) ?? Data()
    return Response(status: self.status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
  }
}
