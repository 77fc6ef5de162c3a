import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends requests with `URLSession` and turns every way that can fail into one sentence about
/// the service it talks to (the Linux stand-in for the book's `Services.NetworkSession`).
///
/// ```swift
/// let quakes = QuakesData.RemoteStore(session: NetworkSession(service: .usgsFeed, timeout: 5))
/// let animals = AnimalsData.RemoteStore(session: NetworkSession(service: .animalsServer), baseURL: url)
/// ```
///
/// An answer is accepted when its status is 2xx, its content type is one the service sends JSON
/// as, and its body decodes (`RemoteService.decode`).
public struct NetworkSession: Sendable {
  private let urlSession: URLSession
  /// The service this session talks to; its name is in every failure sentence.
  package let service: RemoteService

  /// Creates a session whose requests give up after `timeout` seconds.
  ///
  /// - Parameters:
  ///   - service: what answers, and how failures name it.
  ///   - timeout: seconds to wait for an answer; 10 by default.
  public init(service: RemoteService, timeout: TimeInterval = 10) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    self.urlSession = URLSession(configuration: configuration)
    self.service = service
  }
}

extension NetworkSession: RemoteStoreNetworkSession {
  public func json<T: Decodable & Sendable>(for request: URLRequest, from decoder: JSONDecoder) async throws -> T {
    let data: Foundation.Data
    let response: URLResponse
    do {
      (data, response) = try await self.urlSession.data(for: request)
    } catch {
      throw self.service.connectionError(for: error)
    }
    return try self.service.decode(
      status: (response as? HTTPURLResponse)?.statusCode, mimeType: response.mimeType, data: data, decoder: decoder)
  }
}

extension NetworkSession {
  /// Why a request failed; `description` is a stable sentence with no host or port, and is what
  /// reaches state as `.failure(error:)`.
  public struct Error: Swift.Error, Hashable, Sendable {
    /// What went wrong, for code that branches and for tests.
    package enum Code: Hashable, Sendable {
      /// No connection (refused, no route, unknown host, offline…).
      case cannotConnect
      /// The service did not answer in time.
      case timedOut
      /// The connection closed after the request was sent and before an answer came.
      case connectionLost
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
}

extension NetworkSession.Error: CustomStringConvertible {
  public var description: String { self.message }
}

extension NetworkSession.Error: LocalizedError {
  public var errorDescription: String? { self.message }
}
