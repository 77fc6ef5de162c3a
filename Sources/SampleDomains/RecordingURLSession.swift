import Foundation
import ImmutableShell
import RemoteStoreSupport
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An `HTTPTransport` that, while asked to, also keeps each exchange it carries (request body,
/// status, answer body), so `:store` can print what went over the wire whole, as the book's curl
/// session shows it. Off by default: the thunks' requests are not kept.
final class RecordingURLSession: NetworkSessionURLSession {
  /// One request and its answer, as text.
  struct Exchange: Sendable {
    let request: String
    let answer: String
  }

  private let session: HTTPTransport
  /// Nil while not recording.
  private let exchanges = Mutex<[Exchange]?>(nil)

  /// A session whose requests give up after `timeout` seconds (as `NetworkSession(service:)`).
  init(timeout: TimeInterval = 10) {
    self.session = HTTPTransport(timeout: timeout)
  }

  func dataAndResponse(for request: URLRequest) async throws -> (Foundation.Data, URLResponse) {
    let (data, response) = try await self.session.dataAndResponse(for: request)
    let status = (response as? HTTPURLResponse)?.statusCode.description ?? "?"
    let exchange = Exchange(
      request: "\(request.httpMethod ?? "GET") \(request.url?.path ?? "") "
        + String(decoding: request.httpBody ?? Data(), as: UTF8.self),
      answer: "→ \(status) " + String(decoding: data, as: UTF8.self))
    self.exchanges.withLock { $0?.append(exchange) }
    return (data, response)
  }

  /// Starts keeping exchanges (forgetting any kept), or stops and returns those kept, oldest first.
  func record(_ on: Bool) -> [Exchange] {
    self.exchanges.withLock { exchanges in
      defer { exchanges = on ? [] : nil }
      return exchanges ?? []
    }
  }
}
