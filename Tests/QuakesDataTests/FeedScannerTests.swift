import Foundation
import QuakesData
import Testing

/// `FeedScanner` reads what it is sure of exactly as `JSONDecoder` does, and leaves the rest to it;
/// `FeedDecoder` puts the two together.
@Suite struct FeedScannerTests {
  /// A feed, whether the scanner should read it itself, and why.
  struct FeedCase: Sendable, CustomTestStringConvertible {
    let json: String
    let scanned: Bool
    let testDescription: String
  }

  static func feature(id: String = #""a""#, properties: String = #"{"mag":1.5,"place":"P","time":1000,"updated":2000}"#,
                      coordinates: String = "[-122.5, 38.25, 3.84]") -> String {
    #"{"features":[{"type":"Feature","id":\#(id),"properties":\#(properties),"geometry":{"type":"Point","coordinates":\#(coordinates)}}]}"#
  }

  static let cases: [FeedCase] = [
    FeedCase(json: feature(), scanned: true, testDescription: "a plain feature"),
    FeedCase(json: #" {"bbox":[1,2.5e3,-0],"features":[],"metadata":{"a":[true,false,null,{"b":"c"}]}} "#, scanned: true,
             testDescription: "skipped values of every kind"),
    FeedCase(json: feature(id: #""a\u00e9\ud83d\ude00\n\"\\\/""#), scanned: true, testDescription: "escapes in a string"),
    FeedCase(json: feature(id: #""Zürich""#), scanned: true, testDescription: "UTF-8 in a string"),
    FeedCase(json: feature(properties: #"{"mag":null,"place":null,"time":1E3,"updated":-2.5e-1,"x":"y"}"#), scanned: true,
             testDescription: "null mag and place, exponents"),
    FeedCase(json: feature(properties: #"{"time":1000,"updated":2000}"#), scanned: true, testDescription: "no mag, no place"),
    FeedCase(json: feature(coordinates: "[1]"), scanned: false, testDescription: "one coordinate"),
    FeedCase(json: feature(coordinates: "[1, \"2\"]"), scanned: false, testDescription: "a coordinate that is a string"),
    FeedCase(json: feature(id: "7"), scanned: false, testDescription: "a numeric id"),
    FeedCase(json: feature(properties: #"{"mag":"1","time":1000,"updated":2000}"#), scanned: false, testDescription: "mag as a string"),
    FeedCase(json: feature(properties: #"{"mag":1e-400,"time":1000,"updated":2000}"#), scanned: false, testDescription: "an underflowing number"),
    FeedCase(json: feature(properties: #"{"mag":1e400,"time":1000,"updated":2000}"#), scanned: false, testDescription: "an overflowing number"),
    FeedCase(json: feature(properties: #"{"mag":1,"mag":2,"time":1000,"updated":2000}"#), scanned: false, testDescription: "a repeated key"),
    FeedCase(json: feature(properties: #"{"m\u0061g":1,"time":1000,"updated":2000}"#), scanned: false, testDescription: "an escaped key"),
    FeedCase(json: feature(properties: #"{"mag":01,"time":1000,"updated":2000}"#), scanned: false, testDescription: "a leading zero"),
    FeedCase(json: feature(id: "\"a\u{01}\""), scanned: false, testDescription: "a control character in a string"),
    FeedCase(json: feature(id: #""\ud83d""#), scanned: false, testDescription: "a lone surrogate"),
    FeedCase(json: feature() + " x", scanned: false, testDescription: "text after the document"),
    FeedCase(json: #"{"features":[{"id":"a""#, scanned: false, testDescription: "a truncated document"),
    FeedCase(json: #"{"type":"FeatureCollection"}"#, scanned: false, testDescription: "no features"),
    FeedCase(json: String(repeating: "[", count: 100), scanned: false, testDescription: "deep nesting"),
  ]

  @Test(arguments: cases)
  func scannerAndDecoderAgree(_ testCase: FeedCase) throws {
    let data = Data(testCase.json.utf8)
    let scanned = FeedScanner.response(from: data)
    #expect((scanned != nil) == testCase.scanned)
    let expected = Result { try JSONDecoder().decode(RemoteResponse.self, from: data) }
    let actual = Result { try FeedDecoder().decode(RemoteResponse.self, from: data) }
    switch (expected, actual) {
    case (.success(let expected), .success(let actual)):
      #expect(actual == expected)
      if let scanned { #expect(scanned == expected) }
    case (.failure(let expected), .failure(let actual)):
      #expect(String(describing: actual) == String(describing: expected), "the same error, from JSONDecoder")
    default:
      Issue.record("JSONDecoder: \(expected); FeedDecoder: \(actual)")
    }
  }

  @Test func readsTheRealWeekAsJSONDecoderDoes() throws {
    let data = try Data(contentsOf: GeoJSONTests.fixture)
    let scanned = try #require(FeedScanner.response(from: data))
    #expect(scanned == (try JSONDecoder().decode(RemoteResponse.self, from: data)))
    #expect(scanned.features.count == 2_124)
  }

  @Test func decodesOtherTypesWithJSONDecoder() throws {
    let data = Data(#"{"features":[]}"#.utf8)
    #expect(try FeedDecoder().decode([String: [Int]].self, from: data) == ["features": []])
  }
}
