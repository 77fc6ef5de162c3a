import CounterData
import Testing
import TypedLiterals

@Suite struct CounterReducerTests {
  private func reduce(_ value: Int, _ actions: CounterAction...) -> Int {
    actions.reduce(CounterState(value: value)) { CounterReducer.reduce(state: $0, action: $1) }.value
  }

  @Test(arguments: [0, 1, -1, 41, -100])
  func incrementAddsOne(_ value: Int) {
    #expect(self.reduce(value, .didTapIncrementButton) == value + 1)
  }

  @Test(arguments: [0, 1, -1, 41, -100])
  func decrementSubtractsOne(_ value: Int) {
    #expect(self.reduce(value, .didTapDecrementButton) == value - 1)
  }

  @Test func thereAreNoBoundsSoTheValueGoesNegative() {
    #expect(self.reduce(0, .didTapDecrementButton, .didTapDecrementButton, .didTapDecrementButton) == -3)
    #expect(self.reduce(-3, .didTapIncrementButton, .didTapIncrementButton, .didTapIncrementButton, .didTapIncrementButton) == 1)
  }

  @Test func incrementAndDecrementCancelOut() {
    #expect(self.reduce(7, .didTapIncrementButton, .didTapDecrementButton) == 7)
    #expect(self.reduce(7, .didTapDecrementButton, .didTapIncrementButton) == 7)
  }

  @Test func theReducerReturnsANewStateAndLeavesItsInputAlone() {
    let state = CounterState(value: 5)
    let next = CounterReducer.reduce(state: state, action: .didTapIncrementButton)
    #expect(next.value == 6)
    #expect(state.value == 5)
  }

  @Test func theDefaultStateStartsAtZero() {
    #expect(CounterState().value == 0)
    #expect(self.reduce(CounterState().value, .didTapIncrementButton) == 1)
  }

  // MARK: - Actions as literals

  @Test(arguments: [
    (CounterAction.didTapIncrementButton, ".didTapIncrementButton"),
    (CounterAction.didTapDecrementButton, ".didTapDecrementButton"),
  ])
  func actionsPrintAndParseAsTheirCaseNames(_ action: CounterAction, _ text: String) throws {
    #expect(action.literal.description == text)
    #expect(try LiteralParser.parse(text).decode(as: CounterAction.self) == action)
    #expect(try LiteralParser.parse("CounterAction" + text).decode(as: CounterAction.self) == action)
  }

  @Test func aMisspelledActionSuggestsTheClosestCase() throws {
    let error = try #require(throws: LiteralError.self) {
      try LiteralParser.parse(".didTapIncrementButon").decode(as: CounterAction.self)
    }
    #expect(error.suggestion == ".didTapIncrementButton")
    #expect(error.expected == [".didTapIncrementButton", ".didTapDecrementButton"])
  }
}
