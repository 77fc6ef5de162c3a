import RemoteStoreSupport

extension RemoteService {
  /// The USGS GeoJSON summary feeds (or the loopback double), sending a list of quakes as
  /// `application/json` (`application/geo+json` accepted too).
  public static let usgsFeed = RemoteService(
    name: "the USGS feed", content: "a list of quakes", mimeTypes: ["application/json", "application/geo+json"])
}
