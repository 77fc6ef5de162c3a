import Foundation
import Hummingbird

/// Why the double refuses a request or cannot start; each one says what went wrong in a sentence.
///
/// As an `HTTPResponseError` it renders its own answer: its status and its sentence as
/// `text/plain`, so a client sees exactly the failure it was told to expect.
struct FeedError: Error, Sendable, CustomStringConvertible {
  /// The status the error answers with (500 for start-up errors, which never reach a client).
  let status: HTTPResponse.Status
  /// The sentence.
  let description: String

  /// The failure `--fail STATUS` asks for.
  static func failing(_ code: Int) -> Self {
    Self(status: HTTPResponse.Status(code: code), description: "the double was told to fail with HTTP \(code)")
  }

  /// A path that names none of the feeds.
  static func notFound(_ path: String) -> Self {
    Self(
      status: .notFound,
      description: "no feed at \(path); ask for all_hour, all_day, all_week or all_month.geojson")
  }

  /// A fixture that cannot be served.
  static func fixture(_ sentence: String) -> Self {
    Self(status: .internalServerError, description: sentence)
  }
}

extension FeedError: HTTPResponseError {
  func response(from request: Request, context: some RequestContext) throws -> Response {
    Response(
      status: self.status,
      headers: [.contentType: "text/plain; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: self.description + "\n")))
  }
}
