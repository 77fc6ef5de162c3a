import Foundation
import PropertyBased
import QuakesData

/// Ids and place names: printable ASCII mixed with what the printer must escape, accents and emoji.
let quakesText = Gen<Unicode.Scalar>.oneOf(
  Gen<Unicode.Scalar>.unicodeScalar(in: " "..."~").eraseToAny(),
  Gen<Unicode.Scalar?>.element(of: ["\"", "\\", "\n", "\t", "\0", "\u{7F}", "é", "\u{301}", "😀"] as [Unicode.Scalar])
    .map { $0! }.eraseToAny()
).array(of: 0...8).map { String(String.UnicodeScalarView($0)) }

/// Dates at whole milliseconds from 1900 to 2200 (dates print to the millisecond), and instants
/// a feed's `time` can hold far outside years 1 to 9999.
let quakesDate = Gen<Date>.oneOf(
  Gen<Int64>.value(in: -2_208_988_800_000...7_258_118_400_000).map { Date(timeIntervalSince1970: Double($0) / 1000) }
    .eraseToAny(),
  Gen<Double?>.element(of: [1e15, -1e15, 1e300, -1e300, 253_402_300_800_000]).map { Date(timeIntervalSince1970: $0! / 1000) }
    .eraseToAny()
)

/// Magnitudes and coordinates, with the values a feed can hold at the edges.
let quakesNumber = Gen<Double>.oneOf(
  Gen<Double>.double(in: -180...180).eraseToAny(),
  Gen<Double?>.element(of: [0, -0.0, 9.9, -1, 1e-300, 1e300, .infinity, -.infinity]).map { $0! }.eraseToAny()
)

extension Gen where Value == Quake {
  /// Any quake, sample or not (never NaN: `Quake`'s `==` could not find it equal to itself).
  static let quake = zip(quakesText, quakesNumber, quakesDate, quakesDate, quakesText, quakesNumber, quakesNumber).map {
    Quake(quakeId: $0, magnitude: $1, time: $2, updated: $3, name: $4, longitude: $5, latitude: $6)
  }
}

extension Gen where Value == QuakesAction {
  /// Every case of every nested action enum, with generated payloads.
  static let action = Generator<QuakesAction, Shrink.None<QuakesAction>> { rng in
    let quakes = Gen<Quake>.quake.array(of: 0...3)
    let success = Bool.random(using: &rng)
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: return .ui(.quakeList(.onAppear))
    case 1: return .ui(.quakeList(.onTapRefreshQuakesButton(range: Gen<QuakesAction.UI.QuakeList.RefreshQuakesRange>.case.run(using: &rng))))
    case 2: return .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: quakesText.run(using: &rng))))
    case 3: return .ui(.quakeList(.onTapDeleteAllQuakesButton))
    case 4:
      return .data(.persistentSession(.localStore(.didFetchQuakes(
        result: success ? .success(quakes: quakes.run(using: &rng)) : .failure(error: quakesText.run(using: &rng))))))
    default:
      return .data(.persistentSession(.remoteStore(.didFetchQuakes(
        result: success ? .success(quakes: quakes.run(using: &rng)) : .failure(error: quakesText.run(using: &rng))))))
    }
  }
}
