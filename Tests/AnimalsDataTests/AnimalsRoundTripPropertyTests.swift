import AnimalsData
import PropertyBased
import TestSupport
import Testing
import TypedLiterals

/// Print → parse over generated Animals values, from fixed seeds: every action case and every
/// model reads back as itself (the shell prints them, and a printed line can be pasted back).
@Suite struct AnimalsRoundTripPropertyTests {
  @Test func everyGeneratedActionReadsBackAsItself() {
    var rng = Xoshiro(seed: (13, 6, 1, 1))
    expectGeneratedActionsRoundTrip(count: 600, leafCases: 13) { Gen<AnimalsAction>.action.run(using: &rng) }
  }

  @Test func everyGeneratedModelReadsBackAsItself() {
    var rng = Xoshiro(seed: (13, 6, 1, 2))
    for _ in 0..<300 {
      expectLiteralRoundTrip(Gen<Animal>.animal.run(using: &rng))
      expectLiteralRoundTrip(Gen<AnimalsData.Category>.category.run(using: &rng))
      expectLiteralRoundTrip(Gen<Animal.Diet>.case.run(using: &rng))
    }
  }

  @Test func theSamplesReadBackAsThemselves() {
    for animal in Animal.samples { expectLiteralRoundTrip(animal) }
    for category in AnimalsData.Category.samples { expectLiteralRoundTrip(category) }
  }
}
