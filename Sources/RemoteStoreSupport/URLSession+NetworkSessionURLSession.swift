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
