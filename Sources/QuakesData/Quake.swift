import Foundation
import TypedLiterals

/// One earthquake from the USGS feed (book, chapter 10).
///
/// - Note: Stored inline (72 bytes), not behind a copy-on-write box as the book's chapter 18 does
///   with its CowBox macros. A release micro-benchmark on a 64k-quake `TreeDictionary` found no
///   gain where the state spends its time: copying the state and replacing one quake took about
///   3 µs either way, and the selector's key-path sort of all 64k 170–195 ms either way (a box
///   only halves a sort that reads fields directly). A box would add an allocation per decoded
///   quake and need hand-written literal and Codable conformances, since the generator reads stored
///   properties.
// @TypedLiteral
public struct Quake: Hashable, Sendable, Codable {
  public let quakeId: String
  /// USGS `mag`; a null magnitude reads as 0.
  public let magnitude: Double
  public let time: Date
  /// When USGS last revised the record; carried and stored, never compared.
  public let updated: Date
  /// USGS `place`.
  public let name: String
  public let longitude: Double
  public let latitude: Double

  /// Creates a quake (an exported test of a session writes the ones the feed delivered).
  public init(
    quakeId: String, magnitude: Double, time: Date, updated: Date, name: String, longitude: Double, latitude: Double
  ) {
    self.quakeId = quakeId
    self.magnitude = magnitude
    self.time = time
    self.updated = updated
    self.name = name
    self.longitude = longitude
    self.latitude = latitude
  }
}

extension Quake: Identifiable {
  public var id: String { self.quakeId }
}

extension Quake {
  /// The fixed instant samples are stamped with. The book stamps them `.now` at every access,
  /// which makes two reads unequal; a fixed date keeps transcripts and tests deterministic.
  public static let sampleDate = Date(timeIntervalSince1970: 1_691_118_537)

  private static func sample(_ id: String, _ magnitude: Double) -> Self {
    Self(
      quakeId: id, magnitude: magnitude, time: sampleDate, updated: sampleDate, name: "West of California",
      longitude: -125, latitude: 35)
  }

  public static var xxsmall: Self { sample("xxsmall", 0.5) }
  public static var xsmall: Self { sample("xsmall", 1.5) }
  public static var small: Self { sample("small", 2.5) }
  public static var medium: Self { sample("medium", 3.5) }
  public static var large: Self { sample("large", 4.5) }
  public static var xlarge: Self { sample("xlarge", 5.5) }
  public static var xxlarge: Self { sample("xxlarge", 6.5) }
  public static var xxxlarge: Self { sample("xxxlarge", 7.5) }

  /// The eight samples, smallest first.
  public static var samples: [Self] { [.xxsmall, .xsmall, .small, .medium, .large, .xlarge, .xxlarge, .xxxlarge] }

  public static var literalSamples: [LiteralSample<Self>] {
    Self.samples.map { LiteralSample($0.quakeId, $0) }
  }
}
