import AnimalsData
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The network-session edge of a remote store, answering every request with the fuzzer's bytes
/// decoded as the real session decodes them: the store's own decoding and interpretation run.
public struct BodySession: RemoteStoreNetworkSession {
  let body: Data

  /// A session whose every answer is `body`.
  public init(body: Data) {
    self.body = body
  }

  public func json<T: Decodable & Sendable>(for request: URLRequest, from decoder: JSONDecoder) async throws -> T {
    try decoder.decode(T.self, from: self.body)
  }
}
