import Foundation
import PropertyBased
import QuakesData
import TestSupport
import Testing
import TypedLiterals

/// Print → parse over generated Quakes values, from fixed seeds: every action case and every
/// quake reads back as itself.
@Suite struct QuakesRoundTripPropertyTests {
  @Test func everyGeneratedActionReadsBackAsItself() {
    var rng = Xoshiro(seed: (13, 10, 1, 1))
    expectGeneratedActionsRoundTrip(count: 400, leafCases: 6) { Gen<QuakesAction>.action.run(using: &rng) }
  }

  @Test func everyGeneratedQuakeReadsBackAsItself() {
    var rng = Xoshiro(seed: (13, 10, 1, 2))
    for _ in 0..<400 {
      expectLiteralRoundTrip(Gen<Quake>.quake.run(using: &rng))
    }
    for quake in Quake.samples { expectLiteralRoundTrip(quake) }
  }

  @Test func aQuakeWithANaNMagnitudePrintsTheSameTextAgain() {
    var rng = Xoshiro(seed: (13, 10, 1, 3))
    let quake = Gen<Quake>.quake.run(using: &rng)
    let nan = Quake(
      quakeId: quake.quakeId, magnitude: .nan, time: quake.time, updated: quake.updated, name: quake.name,
      longitude: .nan, latitude: -.infinity)
    expectLiteralRoundTrip(nan, exact: false)
  }
}
