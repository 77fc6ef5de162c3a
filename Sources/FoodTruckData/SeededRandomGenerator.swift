/// A seeded pseudo-random stream (SplitMix64), one per owner.
///
/// FoodTruckKit seeds the C library's `srand48`, one stream for the whole process, so two
/// generators disturb each other. This one is a value: the same seed gives the same numbers
/// whoever else draws, and its choices are our own arithmetic, never the standard library's
/// (whose algorithms for `random(in:)` and `shuffled` are free to change).
public struct SeededRandomGenerator: Sendable, Hashable {
  private var state: UInt64

  /// Creates a stream; equal seeds give equal streams.
  public init(seed: UInt64) {
    self.state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    self.state &+= 0x9E37_79B9_7F4A_7C15
    var z = self.state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`, every value about equally likely.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(self.next() % UInt64(range.count))
  }

  /// `elements` in a random order (Fisher–Yates).
  public mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
    var result = elements
    for index in result.indices.dropLast().reversed() {
      result.swapAt(index, self.int(in: 0...index))
    }
    return result
  }
}
