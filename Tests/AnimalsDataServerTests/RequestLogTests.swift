import AnimalsDataServer
import Testing

/// The request log's duration: two decimals of a millisecond, as `%.2f` wrote them before.
@Suite struct RequestLogTests {
  @Test(arguments: [
    (Duration.zero, "0.00"),
    (.microseconds(410), "0.41"),
    (.microseconds(4), "0.00"),
    (.microseconds(5), "0.01"),
    (.microseconds(90), "0.09"),
    (.milliseconds(12) + .microseconds(345), "12.35"),
    (.seconds(2) + .microseconds(1_999), "2002.00"),
  ])
  func aDurationReadsAsMillisecondsWithTwoDecimals(_ duration: Duration, _ text: String) {
    #expect(duration.millisecondsText == text)
  }
}
