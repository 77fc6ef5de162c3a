import Foundation
import QuakesData
import Testing
import TestSupport

@Suite struct GeoJSONTests {
  /// The real USGS week feed of 2023-08-04 (2,124 features).
  static let fixture = PackagePaths.root.appendingPathComponent("fixtures/usgs/all_week_2023-08-04.geojson")

  static func decode(_ json: String) throws -> RemoteResponse {
    try JSONDecoder().decode(RemoteResponse.self, from: Data(json.utf8))
  }

  /// A one-feature feed whose properties and coordinates are spliced in.
  static func feed(properties: String, coordinates: String = "[-122.5, 38.25, 3.84]") -> String {
    """
    {"type":"FeatureCollection","metadata":{"count":1},"features":[
      {"type":"Feature","id":"xx1","properties":\(properties),
       "geometry":{"type":"Point","coordinates":\(coordinates)}}],"bbox":[0,0,0,0,0,0]}
    """
  }

  @Test func decodesEveryFeatureOfTheRealFeed() throws {
    let data = try Data(contentsOf: Self.fixture)
    let response = try RemoteStore<StubSession>.decoder().decode(RemoteResponse.self, from: data)

    #expect(response.features.count == 2_124)
    #expect(Set(response.quakes.map(\.id)).count == 2_124)
    #expect(response.quakes.filter { $0.magnitude <= 0 }.count == 157)
  }

  @Test func firstFeatureOfTheRealFeedMapsFieldByField() throws {
    let data = try Data(contentsOf: Self.fixture)
    let response = try JSONDecoder().decode(RemoteResponse.self, from: data)
    let quake = try #require(response.quakes.first)

    // Read from the file: "nc73919986", mag 1.32, "2 km ESE of Larkfield-Wikiup, CA",
    // time 1691117533180, updated 1691118251122, coordinates [-122.7301636, 38.5060005, 3.84].
    #expect(quake.quakeId == "nc73919986")
    #expect(quake.magnitude == 1.32)
    #expect(quake.name == "2 km ESE of Larkfield-Wikiup, CA")
    #expect(quake.time == Date(timeIntervalSince1970: 1_691_117_533.180))
    #expect(quake.updated == Date(timeIntervalSince1970: 1_691_118_251.122))
    #expect(quake.longitude == -122.7301636)
    #expect(quake.latitude == 38.5060005)
  }

  @Test func nullMagnitudeReadsAsZero() throws {
    let response = try Self.decode(
      Self.feed(properties: #"{"mag":null,"place":"Near Nowhere","time":1000,"updated":2000}"#))

    #expect(response.quakes.map(\.magnitude) == [0])
    #expect(response.quakes.map(\.name) == ["Near Nowhere"])
  }

  @Test func nullPlaceAndExtraFieldsDecode() throws {
    let response = try Self.decode(
      Self.feed(
        properties: #"{"mag":1.5,"place":null,"time":1691117533180,"updated":1691118251122,"tz":null,"#
          + #""felt":3,"alert":"green","types":",origin,","title":"M 1.5"}"#))

    #expect(
      response.quakes == [
        Quake(
          quakeId: "xx1", magnitude: 1.5, time: Date(timeIntervalSince1970: 1_691_117_533.18),
          updated: Date(timeIntervalSince1970: 1_691_118_251.122), name: "", longitude: -122.5, latitude: 38.25)
      ])
  }

  @Test func missingMagAndPlaceKeysReadAsDefaults() throws {
    let response = try Self.decode(Self.feed(properties: #"{"time":1000,"updated":2000}"#))

    #expect(response.quakes.map(\.magnitude) == [0])
    #expect(response.quakes.map(\.name) == [""])
    #expect(response.quakes.map(\.time) == [Date(timeIntervalSince1970: 1)])
  }

  @Test(arguments: ["[]", "[-122.5]"])
  func fewerThanTwoCoordinatesIsADecodingError(_ coordinates: String) {
    #expect(throws: DecodingError.self) {
      try Self.decode(
        Self.feed(properties: #"{"mag":1,"place":"P","time":1,"updated":2}"#, coordinates: coordinates))
    }
  }

  @Test(arguments: [
    #"{"features": [ {"id": "a""#,
    "not json",
    #"{"features": [{"id": "a", "properties": {"mag": 1, "place": "P", "updated": 2}, "geometry": {"coordinates": [1, 2]}}]}"#,
    #"{"type": "FeatureCollection"}"#,
  ])
  func malformedOrIncompleteFeedIsADecodingError(_ json: String) {
    #expect(throws: DecodingError.self) { try Self.decode(json) }
  }
}
