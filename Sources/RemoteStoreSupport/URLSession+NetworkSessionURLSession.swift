import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What `NetworkSession` needs from the `URLSession` it sends through: one request's body and
/// response. `URLSession` is the real one; a test may hand in its own.
public protocol NetworkSessionURLSession: Sendable {
  /// Sends `request` and returns the body and response of whatever answered.
  ///
  /// - Throws: when no answer came (refused, timed out, cancelled…).
  func dataAndResponse(for request: URLRequest) async throws -> (Foundation.Data, URLResponse)
}

extension URLSession: NetworkSessionURLSession {
  public func dataAndResponse(for request: URLRequest) async throws -> (Foundation.Data, URLResponse) {
    try await self.data(for: request)
  }
}

/// What our own remote stores send through: plain `http://` (the loopback servers of the shell and
/// the book's chapters) over `PlainHTTPClient`, which waits without spinning; anything else (the
/// real USGS feed is `https://`) over a `URLSession`. Both give up after `timeout` seconds.
public struct HTTPTransport: NetworkSessionURLSession {
  private let urlSession: URLSession
  private let timeout: TimeInterval

  /// Creates a transport whose requests give up after `timeout` seconds.
  public init(timeout: TimeInterval) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    self.urlSession = URLSession(configuration: configuration)
    self.timeout = timeout
  }

  public func dataAndResponse(for request: URLRequest) async throws -> (Foundation.Data, URLResponse) {
    if request.url?.scheme?.lowercased() == "http" { return try await PlainHTTPClient.send(request, timeout: self.timeout) }
    return try await self.urlSession.data(for: request)
  }
}
