/// One of the four USGS summary feeds the double serves, and how far back each one reaches.
///
/// ```swift
/// FeedRange(fileName: "all_day.geojson")  // .day
/// FeedRange.day.window                     // 86_400_000 ms
/// ```
enum FeedRange: String, CaseIterable, Sendable {
  case hour, day, week, month

  /// The file name the feed is served under, such as `all_hour.geojson`.
  var fileName: String { "all_\(self.rawValue).geojson" }

  /// How far before the fixture's `metadata.generated` a quake may be, in milliseconds; nil keeps
  /// the whole fixture (week, and month, which the one-week fixture cannot fill).
  var window: Double? {
    switch self {
    case .hour: 3_600_000
    case .day: 86_400_000
    case .week, .month: nil
    }
  }

  /// The range served under `fileName`, or nil for any other name.
  init?(fileName: some StringProtocol) {
    guard let range = Self.allCases.first(where: { $0.fileName == fileName }) else { return nil }
    self = range
  }
}
