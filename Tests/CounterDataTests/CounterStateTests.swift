import CounterData
import Testing
import TypedLiterals

@Suite struct CounterStateTests {
  // MARK: - Selectors

  @Test(arguments: [0, 3, -2, Int.max, Int.min])
  func selectValueReturnsTheValue(_ value: Int) {
    #expect(CounterState.selectValue()(CounterState(value: value)) == value)
  }

  @Test func selectIsAtLeastIncludesTheThreshold() {
    let selector = CounterState.selectIsAtLeast(value: 3)
    #expect(!selector(CounterState(value: 2)))
    #expect(selector(CounterState(value: 3)))
    #expect(selector(CounterState(value: 4)))
  }

  @Test func selectIsAtLeastWorksBelowZero() {
    let selector = CounterState.selectIsAtLeast(value: -1)
    #expect(!selector(CounterState(value: -2)))
    #expect(selector(CounterState(value: -1)))
    #expect(selector(CounterState(value: 0)))
  }

  // MARK: - Literals

  @Test func aStatePrintsAsItsConstructor() {
    #expect(CounterState(value: 3).literal.description == "CounterState(value: 3)")
    #expect(CounterState(value: -12).literal.description == "CounterState(value: -12)")
    #expect(CounterState().literal.description == "CounterState(value: 0)")
  }

  @Test(arguments: [0, 3, -12, Int.max, Int.min])
  func aStateRoundTripsThroughText(_ value: Int) throws {
    let text = CounterState(value: value).literal.description
    let parsed = try LiteralParser.parse(text)
    #expect(parsed.description == text)
    #expect(try CounterState(literal: parsed).value == value)
  }

  @Test func theSingleLabelMayBeLeftOut() throws {
    #expect(try LiteralParser.parse("CounterState(7)").decode(as: CounterState.self).value == 7)
  }

  @Test func aWrongLabelOrValueIsRejected() throws {
    let label = try #require(throws: LiteralError.self) {
      try LiteralParser.parse("CounterState(count: 7)").decode(as: CounterState.self)
    }
    #expect(label.message == "expected label 'value:'")
    #expect(label.position == 13)
    let value = try #require(throws: LiteralError.self) {
      try LiteralParser.parse(#"CounterState(value: "7")"#).decode(as: CounterState.self)
    }
    #expect(value.message == "expected Int, found a string")
    #expect(value.position == 20)
  }

  @Test func theShapeDescribesOneIntField() {
    #expect(CounterState.literalShape.typeName == "CounterState")
    #expect(CounterState.literalShape.expectedForms() == ["CounterState(value:)"])
    #expect(CounterState.sampleNames.isEmpty)
  }
}
