import FoodTruckData
import Foundation
import PropertyBased
import TestSupport
import Testing
import TypedLiterals

/// Print → parse over generated FoodTruck values, from fixed seeds: every action case, order and
/// donut reads back as itself.
@Suite struct FoodTruckRoundTripPropertyTests {
  @Test func everyGeneratedActionReadsBackAsItself() {
    var rng = Xoshiro(seed: (13, 20, 1, 1))
    expectGeneratedActionsRoundTrip(count: 300, leafCases: 5) { Gen<FoodTruckAction>.action.run(using: &rng) }
  }

  @Test func everyGeneratedModelReadsBackAsItself() {
    var rng = Xoshiro(seed: (13, 20, 1, 2))
    for _ in 0..<300 {
      expectLiteralRoundTrip(Gen<Order>.order.run(using: &rng))
      expectLiteralRoundTrip(Gen<Donut>.donut.run(using: &rng))
      expectLiteralRoundTrip(Gen<OrderStatus>.case.run(using: &rng))
    }
  }
}
