import Foundation
import PropertyBased
import TestSupport
import Testing
import TypedLiterals

/// Print → parse over generated literals and leaf values, from fixed seeds so every run checks
/// the same values (a failure names the value; rerunning reproduces it).
@Suite struct LiteralRoundTripPropertyTests {
  /// How many values each property sees.
  static let count = 500

  @Test func everyGeneratedLiteralReadsBackAsItself() throws {
    var rng = Xoshiro(seed: (13, 2, 0xF00D, 1))
    let generator = Gen<Literal>.literal(depth: 3)
    for _ in 0..<Self.count {
      let literal = generator.run(using: &rng)
      let text = literal.description
      do {
        let parsed = try LiteralParser.parse(text)
        #expect(parsed == literal, "\(text)")
        #expect(parsed.description == text)
      } catch {
        Issue.record(error, "\(text) does not parse")
      }
    }
  }

  @Test func leafValuesReadBackAsThemselves() {
    var rng = Xoshiro(seed: (13, 2, 0xF00D, 2))
    for _ in 0..<Self.count {
      expectLiteralRoundTrip(Gen<String>.text.run(using: &rng))
      expectLiteralRoundTrip(Gen<Int>.anyInt.run(using: &rng))
      let double = Gen<Double>.anyDouble.run(using: &rng)
      expectLiteralRoundTrip(double, exact: !double.isNaN)
      expectLiteralRoundTrip(Gen<Int>.anyInt.optional.run(using: &rng))
      expectLiteralRoundTrip(Gen<Double>.anyDouble.filter { !$0.isNaN }.array(of: 0...4).run(using: &rng))
    }
  }

  @Test func aDoubleReadsBackToTheSameBits() throws {
    var rng = Xoshiro(seed: (13, 2, 0xF00D, 3))
    for _ in 0..<Self.count {
      let value = Gen<Double>.anyDouble.run(using: &rng)
      let read = try Double(literal: LiteralParser.parse(value.literal.description))
      // Every NaN prints as `.nan` and reads back as the one quiet NaN; everything else keeps its bits.
      #expect(value.isNaN ? read.isNaN : read.bitPattern == value.bitPattern, "\(value.literal)")
    }
  }

  @Test func datesAtWholeMillisecondsReadBackWithinHalfAMillisecond() throws {
    var rng = Xoshiro(seed: (13, 2, 0xF00D, 4))
    // From 1900 to 2200, in milliseconds.
    let milliseconds = Gen<Int64>.value(in: -2_208_988_800_000...7_258_118_400_000)
    for _ in 0..<Self.count {
      let date = Date(timeIntervalSince1970: Double(milliseconds.run(using: &rng)) / 1000)
      expectLiteralRoundTrip(date, exact: false)
      let read = try Date(literal: LiteralParser.parse(date.literal.description))
      #expect(abs(read.timeIntervalSince(date)) < 0.000_5, "\(date.literal)")
    }
  }
}
