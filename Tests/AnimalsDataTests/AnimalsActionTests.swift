import AnimalsData
import Testing
import TypedLiterals

@Suite struct AnimalsActionTests {
  @Test func theSamplesCoverEveryShapeOnce() {
    let shapes = ActionSample.all.map { ActionSample.shape(of: $0.action) }
    #expect(shapes.count == 19)
    #expect(Set(shapes).count == shapes.count)
  }

  @Test(arguments: ActionSample.all)
  func eachSampleIsNamedAfterItsShape(_ sample: ActionSample) {
    #expect(sample.name == ActionSample.shape(of: sample.action))
  }

  // MARK: - Literals

  @Test(arguments: ActionSample.all)
  func everyActionRoundTripsThroughItsLiteral(_ sample: ActionSample) throws {
    let text = sample.action.literal.description
    let parsed = try AnimalsAction(literal: LiteralParser.parse(text))
    #expect(parsed == sample.action)
    #expect(parsed.literal.description == text)
  }

  @Test func anActionPrintsAsTheSpecWritesIt() {
    let action = AnimalsAction.ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Cat")))
    #expect(action.literal.description == #".ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Cat")))"#)
  }

  @Test func theSpecsLiteralsParse() throws {
    let text = #".ui(.animalEditor(.onTapAddAnimalButton(id: "TMP-ID", name: "Eagle", diet: .carnivorous, categoryId: "Bird")))"#
    #expect(
      try AnimalsAction(literal: LiteralParser.parse(text))
        == .ui(.animalEditor(.onTapAddAnimalButton(id: "TMP-ID", name: "Eagle", diet: .carnivorous, categoryId: "Bird")))
    )
    let samples = ".data(.persistentSession(.didFetchAnimals(result: .success(animals: [.dog, .cat]))))"
    #expect(
      try AnimalsAction(literal: LiteralParser.parse(samples))
        == .data(.persistentSession(.didFetchAnimals(result: .success(animals: [.dog, .cat]))))
    )
  }
}
