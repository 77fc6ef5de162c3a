import CounterData
import PropertyBased
import TestSupport
import Testing
import TypedLiterals

/// Print → parse over generated Counter actions, from a fixed seed.
@Suite struct CounterRoundTripPropertyTests {
  @Test func everyGeneratedActionReadsBackAsItself() {
    var rng = Xoshiro(seed: (13, 3, 1, 1))
    var cases = Set<String>()
    for _ in 0..<50 {
      let action = Gen<CounterAction>.oneOf(
        Gen.always(CounterAction.didTapIncrementButton), Gen.always(CounterAction.didTapDecrementButton)
      ).run(using: &rng)
      expectLiteralRoundTrip(action)
      cases.insert(casePath(of: action.literal))
    }
    #expect(cases == ["didTapIncrementButton", "didTapDecrementButton"])
  }
}
