import Foundation
import QuakesData
import Testing

/// The scanner against `JSONDecoder` on thousands of damaged feeds: whatever the bytes, a feed the
/// scanner reads itself is one `JSONDecoder` reads too, to the same value. (The fuzz target
/// `usgs-geojson` runs the same decoder over far more inputs; this keeps the agreement in
/// `scripts/test`.)
@Suite struct FeedScannerMutationTests {
  /// Bytes a mutation writes: JSON's structure, number parts, escapes, and a non-ASCII lead byte.
  static let alphabet = Array(#"{}[]":,.-+eE0123456789 \tnultrfasx/\"#.utf8) + [0xC3, 0xFF, 0x00]

  /// The real week's first three features, serialized again with sorted keys: small enough to
  /// decode thousands of times, with every field a quake keeps.
  static func sampleFeed() throws -> Data {
    let week = try JSONSerialization.jsonObject(with: Data(contentsOf: GeoJSONTests.fixture)) as? [String: Any]
    var sample = try #require(week)
    sample["features"] = try #require(sample["features"] as? [Any]).prefix(3).map { $0 }
    return try JSONSerialization.data(withJSONObject: sample, options: [.sortedKeys])
  }

  @Test func aFeedTheScannerReadsIsOneJSONDecoderReadsAlike() throws {
    let sample = try Self.sampleFeed()
    #expect(FeedScanner.response(from: sample) != nil, "the undamaged sample is the scanner's own case")
    var random = SplitMix64(seed: 0x5EED_F00D)
    var (scanned, leftToDecoder) = (0, 0)
    for _ in 0..<3_000 {
      let damaged = Self.mutate(sample, count: 1 + Int(random.next() % 3), using: &random)
      guard let fromScanner = FeedScanner.response(from: damaged) else {
        leftToDecoder += 1
        continue
      }
      scanned += 1
      let fromDecoder = try? JSONDecoder().decode(RemoteResponse.self, from: damaged)
      #expect(fromDecoder == fromScanner, "\(String(decoding: damaged, as: UTF8.self))")
    }
    // Both paths are exercised, or the test proves nothing about one of them.
    #expect(scanned > 100 && leftToDecoder > 100, "scanned \(scanned), left to JSONDecoder \(leftToDecoder)")
  }

  /// `count` random edits: replace, insert or delete one byte, or cut the tail.
  static func mutate(_ data: Data, count: Int, using random: inout SplitMix64) -> Data {
    var bytes = [UInt8](data)
    for _ in 0..<count where !bytes.isEmpty {
      let at = Int(random.next() % UInt64(bytes.count))
      let byte = alphabet[Int(random.next() % UInt64(alphabet.count))]
      switch random.next() % 16 {
      case 0..<7: bytes[at] = byte
      case 7..<11: bytes.insert(byte, at: at)
      case 11..<15: bytes.remove(at: at)
      default: bytes.removeSubrange(at...)
      }
    }
    return Data(bytes)
  }
}

/// A small seeded generator (SplitMix64), so every run damages the feed the same way.
struct SplitMix64 {
  private var state: UInt64
  init(seed: UInt64) { self.state = seed }
  mutating func next() -> UInt64 {
    self.state &+= 0x9E37_79B9_7F4A_7C15
    var z = self.state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1330_11EB
    return z ^ (z >> 31)
  }
}
