import Foundation

/// The bodies the double serves, one per range, cut from a USGS week fixture once at start-up.
///
/// ```swift
/// let feed = try Feed(fixture: URL(fileURLWithPath: "fixtures/usgs/all_week_2023-08-04.geojson"))
/// feed.bodies[.hour]  // the FeatureCollection of quakes ≤ 1 h before `metadata.generated`
/// ```
///
/// Each body keeps the fixture's FeatureCollection shape (`type`, `metadata`, `features`, `bbox`)
/// with only the features inside the range's window and `metadata.count` set to their number.
/// A range that keeps every feature of a correctly counted fixture is served as the fixture's own
/// bytes; other slices are re-encoded with sorted keys, so a body is the same on every run.
struct Feed: Sendable {
  /// The JSON body of each range.
  let bodies: [FeedRange: Data]
  /// How many features each range holds.
  let counts: [FeedRange: Int]

  /// Reads and slices `fixture`.
  ///
  /// - Throws: `FeedError.fixture` when the file cannot be read or is not a FeatureCollection
  ///   with `metadata.generated` and numeric `properties.time` on every feature.
  init(fixture: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: fixture)
    } catch {
      throw FeedError.fixture("cannot read the fixture \"\(fixture.path)\"")
    }
    guard
      let collection = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let metadata = collection["metadata"] as? [String: Any],
      let generated = (metadata["generated"] as? NSNumber)?.doubleValue,
      let features = collection["features"] as? [[String: Any]]
    else {
      throw FeedError.fixture("the fixture \"\(fixture.path)\" is not a USGS FeatureCollection with metadata.generated")
    }
    var times: [Double] = []
    for feature in features {
      guard let time = ((feature["properties"] as? [String: Any])?["time"] as? NSNumber)?.doubleValue else {
        throw FeedError.fixture("the fixture \"\(fixture.path)\" has a feature without properties.time")
      }
      times.append(time)
    }
    var bodies: [FeedRange: Data] = [:]
    var counts: [FeedRange: Int] = [:]
    let declaredCount = (metadata["count"] as? NSNumber)?.intValue
    for range in FeedRange.allCases {
      let kept = zip(features, times).filter { _, time in
        range.window.map { time >= generated - $0 } ?? true
      }.map(\.0)
      counts[range] = kept.count
      if kept.count == features.count && declaredCount == features.count {
        // The whole fixture, already counted right: serve its bytes (re-encoding 1.5 MB is slow).
        bodies[range] = data
        continue
      }
      var sliced = collection
      var slicedMetadata = metadata
      slicedMetadata["count"] = kept.count
      sliced["metadata"] = slicedMetadata
      sliced["features"] = kept
      bodies[range] = try JSONSerialization.data(withJSONObject: sliced, options: [.sortedKeys])
    }
    self.bodies = bodies
    self.counts = counts
  }
}
