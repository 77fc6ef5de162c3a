import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends requests through a `URLSession` and turns every way that can fail into one sentence
/// about the service it talks to (the Linux stand-in for the book's `Services.NetworkSession`).
///
/// ```swift
/// // As the book builds it (chapters 10 and 14):
/// let session = NetworkSession(urlSession: URLSession.shared)
/// let animals: AnimalsData.RemoteStore<NetworkSession<URLSession>> = RemoteStore(session: session)
/// // Ours, naming the service in failure sentences and bounding the wait:
/// let quakes = QuakesData.RemoteStore(session: NetworkSession(service: .usgsFeed, timeout: 5))
/// ```
///
/// An answer is accepted when its status is 2xx, its content type is one the service sends JSON
/// as, and its body decodes (`RemoteService.decode`).
public struct NetworkSession<Session: NetworkSessionURLSession>: Sendable {
  private let urlSession: Session
  /// The service this session talks to; its name is in every failure sentence.
  package let service: RemoteService

  /// Creates a session sending through `urlSession`, as the book does.
  ///
  /// - Parameters:
  ///   - urlSession: what sends the requests, such as `URLSession.shared`.
  ///   - service: how failure sentences name what answers; `.server` ("the server") by default.
  public init(urlSession: Session, service: RemoteService = .server) {
    self.urlSession = urlSession
    self.service = service
  }
}

extension NetworkSession where Session == HTTPTransport {
  /// Creates a session on a transport of its own whose requests give up after `timeout` seconds
  /// (`HTTPTransport`: plain HTTP without `URLSession`'s busy wait, HTTPS through `URLSession`).
  ///
  /// - Parameters:
  ///   - service: what answers, and how failures name it.
  ///   - timeout: seconds to wait for an answer; 10 by default.
  public init(service: RemoteService, timeout: TimeInterval = 10) {
    self.init(urlSession: HTTPTransport(timeout: timeout), service: service)
  }
}

extension NetworkSession: RemoteStoreNetworkSession {
  public func json<T: Decodable & Sendable>(for request: URLRequest, from decoder: JSONDecoder) async throws -> T {
    let data: Foundation.Data
    let response: URLResponse
    do {
      (data, response) = try await self.urlSession.dataAndResponse(for: request)
    } catch {
      throw self.service.connectionError(for: error)
    }
    return try self.service.decode(
      status: (response as? HTTPURLResponse)?.statusCode, mimeType: response.mimeType, data: data, decoder: decoder)
  }
}

extension NetworkSession {
  /// Why a request failed (`NetworkSessionError`); spelled `NetworkSession.Error` in types.
  public typealias Error = NetworkSessionError
}
