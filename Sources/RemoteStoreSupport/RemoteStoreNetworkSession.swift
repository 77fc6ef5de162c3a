import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a domain's `RemoteStore` needs from the network: send a request and decode its JSON
/// answer (the book's seam, chapters 10 and 14).
///
/// `NetworkSession` is the real one; tests answer with a double.
///
/// - Important: Errors thrown here reach state as `.failure(error:)` text, so make them describe
///   themselves with a stable sentence (`LocalizedError`).
public protocol RemoteStoreNetworkSession: Sendable {
  /// Sends `request` and decodes the body of a successful answer as `T`.
  ///
  /// - Parameters:
  ///   - request: what to send.
  ///   - decoder: how to decode the body.
  /// - Throws: when the request fails, the answer is not a successful JSON one, or decoding fails.
  func json<T: Decodable & Sendable>(for request: URLRequest, from decoder: JSONDecoder) async throws -> T
}
