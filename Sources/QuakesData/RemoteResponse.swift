import Foundation

/// The part of a USGS GeoJSON summary feed the Quakes product reads (book, chapter 10,
/// "RemoteStore"): each feature's id, magnitude, place, times and position.
///
/// Decoding is tolerant where real feeds vary and strict where a quake could not be built:
/// - a null or missing `mag` reads as `0` (the reducer then drops the quake);
/// - a null or missing `place` reads as `""` (the book's non-optional `place` would fail the
///   whole feed on one such feature);
/// - every other USGS field (`type`, `metadata`, `bbox`, `url`, `felt`, the depth…) is ignored;
/// - `time` and `updated` are read as milliseconds since 1970, whatever the decoder's date
///   strategy;
/// - a geometry with fewer than two coordinates is a `DecodingError`, never a trap.
///
/// - Important: A value type, shared with anything else that speaks the USGS wire format.
package struct RemoteResponse: Hashable, Sendable, Decodable {
  /// The feed's features, in feed order.
  package let features: [Feature]

  /// Creates a response from its features.
  package init(features: [Feature]) {
    self.features = features
  }
}

extension RemoteResponse {
  /// One GeoJSON feature: one earthquake.
  package struct Feature: Hashable, Sendable, Decodable {
    /// The USGS event id, such as `"nc73919986"`.
    package let id: String
    /// The event's properties.
    package let properties: Properties
    /// Where it happened.
    package let geometry: Geometry

    /// Creates a feature.
    package init(id: String, properties: Properties, geometry: Geometry) {
      self.id = id
      self.properties = properties
      self.geometry = geometry
    }
  }

  /// The properties of a feature that make a `Quake`.
  package struct Properties: Hashable, Sendable, Decodable {
    /// USGS `mag`; `0` when the feed has none.
    package let mag: Double
    /// USGS `place`; `""` when the feed has none.
    package let place: String
    /// When the quake happened.
    package let time: Date
    /// When USGS last revised the record.
    package let updated: Date

    /// Creates the properties.
    package init(mag: Double, place: String, time: Date, updated: Date) {
      self.mag = mag
      self.place = place
      self.time = time
      self.updated = updated
    }

    private enum CodingKeys: String, CodingKey {
      case mag, place, time, updated
    }

    package init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.mag = try container.decodeIfPresent(Double.self, forKey: .mag) ?? 0
      self.place = try container.decodeIfPresent(String.self, forKey: .place) ?? ""
      self.time = Self.date(milliseconds: try container.decode(Double.self, forKey: .time))
      self.updated = Self.date(milliseconds: try container.decode(Double.self, forKey: .updated))
    }

    /// The instant `milliseconds` after 1970-01-01T00:00:00Z.
    package static func date(milliseconds: Double) -> Date {
      Date(timeIntervalSince1970: milliseconds / 1000)
    }
  }

  /// A feature's point; the depth (third coordinate) is not kept.
  package struct Geometry: Hashable, Sendable, Decodable {
    package let longitude: Double
    package let latitude: Double

    /// Creates a point.
    package init(longitude: Double, latitude: Double) {
      self.longitude = longitude
      self.latitude = latitude
    }

    private enum CodingKeys: String, CodingKey {
      case coordinates
    }

    package init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let coordinates = try container.decode([Double].self, forKey: .coordinates)
      guard coordinates.count >= 2 else {
        throw DecodingError.dataCorruptedError(
          forKey: .coordinates, in: container,
          debugDescription: "expected at least 2 coordinates (longitude, latitude), found \(coordinates.count)")
      }
      self.longitude = coordinates[0]
      self.latitude = coordinates[1]
    }
  }
}

extension RemoteResponse.Feature {
  /// The quake this feature describes.
  package var quake: Quake {
    Quake(
      quakeId: self.id,
      magnitude: self.properties.mag,
      time: self.properties.time,
      updated: self.properties.updated,
      name: self.properties.place,
      longitude: self.geometry.longitude,
      latitude: self.geometry.latitude
    )
  }
}

extension RemoteResponse {
  /// Every feature as a quake, in feed order.
  package var quakes: [Quake] {
    self.features.map(\.quake)
  }
}
