@testable import QuakesData
import Testing

/// The radix sort's integers must order numbers exactly as `<` and `==` do, NaN aside.
@Suite struct OrderedBitsTests {
  /// Every kind of number, in ascending order.
  static let ascending: [Double] = [
    -.infinity, -.greatestFiniteMagnitude, -1e300, -2.5, -1, -0.01, -.leastNormalMagnitude,
    -.leastNonzeroMagnitude, 0, .leastNonzeroMagnitude, .leastNormalMagnitude, 0.01, 1, 2.5, 9.9, 1e300,
    .greatestFiniteMagnitude, .infinity,
  ]

  @Test func ordersEveryPairAsLessThanDoes() {
    for left in Self.ascending {
      for right in Self.ascending {
        #expect((left.orderedBits < right.orderedBits) == (left < right), "\(left) vs \(right)")
        #expect((left.orderedBits == right.orderedBits) == (left == right), "\(left) vs \(right)")
      }
    }
  }

  @Test func minusZeroEqualsZero() {
    #expect((-0.0).orderedBits == (0.0).orderedBits)
    #expect((-0.0).orderedBits > (-Double.leastNonzeroMagnitude).orderedBits)
  }

  @Test(arguments: [Double.nan, -.nan, .signalingNaN, Double(nan: 5, signaling: false), Double(bitPattern: 0xFFF0_0000_0000_0001)])
  func everyNaNIsOneValueAfterInfinity(_ nan: Double) {
    #expect(nan.orderedBits == Double.nan.orderedBits)
    #expect(nan.orderedBits > Double.infinity.orderedBits)
  }
}
