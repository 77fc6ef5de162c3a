import Foundation
import RemoteStoreSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches quakes from the USGS GeoJSON summary feeds (book, chapter 10, "RemoteStore").
///
/// ```swift
/// let store = RemoteStore(session: NetworkSession(service: .usgsFeed))
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

  /// The decoder the feed is read with: `FeedDecoder` (a `JSONDecoder` with a fast path for the
  /// feed), dates as milliseconds since 1970, as USGS sends them (`RemoteResponse` reads its dates
  /// as numbers anyway).
  package static func decoder() -> JSONDecoder {
    let decoder = FeedDecoder()
    decoder.dateDecodingStrategy = .millisecondsSince1970
    return decoder
  }
}
