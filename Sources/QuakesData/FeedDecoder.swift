import Foundation

/// The decoder `RemoteStore` reads feeds with: a `RemoteResponse` comes from `FeedScanner` when the
/// scanner reads the bytes with certainty, from `JSONDecoder` otherwise; any other type always from
/// `JSONDecoder`. Same values and errors as a plain `JSONDecoder`, several times faster on a feed.
package final class FeedDecoder: JSONDecoder, @unchecked Sendable {
  override package func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    if type == RemoteResponse.self, let response = FeedScanner.response(from: data) as? T {
      return response
    }
    return try super.decode(type, from: data)
  }
}
