import CounterData
import Testing

@Suite struct CounterFilterTests {
  @Test(arguments: [0, 5, -5])
  func passesIncrementsWhateverTheState(_ value: Int) {
    #expect(CounterFilter.isIncrement()(CounterState(value: value), .didTapIncrementButton))
  }

  @Test(arguments: [0, 5, -5])
  func skipsDecrementsWhateverTheState(_ value: Int) {
    #expect(!CounterFilter.isIncrement()(CounterState(value: value), .didTapDecrementButton))
  }
}
