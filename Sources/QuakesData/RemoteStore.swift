import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What `RemoteStore` needs from the network: send a request and decode its JSON answer.
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

/// Fetches quakes from the USGS GeoJSON summary feeds (book, chapter 10, "RemoteStore").
///
/// ```swift
/// let store = RemoteStore(session: NetworkSession())
/// let quakes = try await store.fetchRemoteQuakesQuery(range: .allHour)
/// ```
///
/// Each range asks for `<baseURL>/all_<hour|day|week|month>.geojson`. Errors from the session pass
/// through unchanged.
final public actor RemoteStore<NetworkSession: RemoteStoreNetworkSession> {
  private let session: NetworkSession
  private let baseURL: URL

  /// Creates a store that fetches through `session`.
  ///
  /// - Parameters:
  ///   - session: sends the requests.
  ///   - baseURL: the folder holding the summary feeds; USGS's by default.
  public init(
    session: NetworkSession,
    baseURL: URL = URL(string: "https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary")!
  ) {
    self.session = session
    self.baseURL = baseURL
  }
}

extension RemoteStore: PersistentSessionRemoteStore {
  public func fetchRemoteQuakesQuery(range: QuakesAction.UI.QuakeList.RefreshQuakesRange) async throws -> [Quake] {
    let request = URLRequest(url: Self.url(for: range, baseURL: self.baseURL))
    let response: RemoteResponse = try await self.session.json(for: request, from: Self.decoder())
    return response.quakes
  }
}

extension RemoteStore {
  /// The feed file for `range`, such as `all_hour.geojson`.
  package static func fileName(for range: QuakesAction.UI.QuakeList.RefreshQuakesRange) -> String {
    switch range {
    case .allHour: "all_hour.geojson"
    case .allDay: "all_day.geojson"
    case .allWeek: "all_week.geojson"
    case .allMonth: "all_month.geojson"
    }
  }

  /// The feed URL for `range` under `baseURL`.
  package static func url(for range: QuakesAction.UI.QuakeList.RefreshQuakesRange, baseURL: URL) -> URL {
    baseURL.appendingPathComponent(Self.fileName(for: range))
  }

  /// The decoder the feed is read with: dates as milliseconds since 1970, as USGS sends them
  /// (`RemoteResponse` reads its dates as numbers anyway).
  package static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .millisecondsSince1970
    return decoder
  }
}
