import Foundation
import Synchronization

/// USGS GeoJSON for the Quakes benchmarks: the committed real week, and larger feeds made from it.
enum FeedBytes {
  /// The repository's root folder.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The real week's file, at the repository's root: `fixtures/usgs/`.
  static let weekURL = repositoryRoot.appendingPathComponent("fixtures/usgs/all_week_2023-08-04.geojson")

  /// The real week's bytes.
  static let week: Data = {
    guard let bytes = FileManager.default.contents(atPath: weekURL.path) else {
      fatalError("PipelineBenchmarks: cannot read \(weekURL.path)")
    }
    return bytes
  }()

  /// 2023-08-03T00:00:00Z: every synthetic quake falls on this day, so the day filter keeps them all.
  static let syntheticDay = Date(timeIntervalSince1970: 1_691_020_800)

  /// How many features a feed lists (before the reducer drops any).
  static func featureCount(_ feed: Data) -> Int {
    let root = try! JSONSerialization.jsonObject(with: feed) as! [String: Any]
    return (root["features"] as! [Any]).count
  }

  /// A feed of `count` features cloned from the week's, each with a fresh id, a time on
  /// `syntheticDay` and a slightly shifted magnitude (so ties are as common as in a real feed).
  ///
  /// With `otherDayEvery: k`, every k-th quake falls on the following day instead.
  static func synthetic(_ count: Int, otherDayEvery: Int? = nil) -> Data {
    let key = SyntheticKey(count: count, otherDayEvery: otherDayEvery)
    if let bytes = cache.withLock({ $0[key] }) { return bytes }
    let bytes = Self.make(count, otherDayEvery: otherDayEvery)
    cache.withLock { $0[key] = bytes }
    return bytes
  }

  /// Feeds already made: benchmark iterations reuse them instead of building JSON again.
  private static let cache = Mutex<[SyntheticKey: Data]>([:])
  private struct SyntheticKey: Hashable {
    let count: Int
    let otherDayEvery: Int?
  }

  private static func make(_ count: Int, otherDayEvery: Int?) -> Data {
    let root = try! JSONSerialization.jsonObject(with: week) as! [String: Any]
    let features = root["features"] as! [[String: Any]]
    let dayMilliseconds = syntheticDay.timeIntervalSince1970 * 1000
    let clones = (0..<count).map { index -> [String: Any] in
      var feature = features[index % features.count]
      var properties = feature["properties"] as! [String: Any]
      let magnitude = (properties["mag"] as? Double) ?? 0
      properties["mag"] = max(magnitude, 0.01) + Double(index % 7) / 100
      let shift = otherDayEvery.map { index % $0 == 0 ? 86_400_000.0 : 0 } ?? 0
      properties["time"] = dayMilliseconds + shift + Double(index % 86_000) * 1000
      feature["properties"] = properties
      feature["id"] = "synthetic-\(index)"
      return feature
    }
    var feed = root
    feed["features"] = clones
    return try! JSONSerialization.data(withJSONObject: feed)
  }
}
