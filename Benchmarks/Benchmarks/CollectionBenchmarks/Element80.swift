/// The element of the book's benchmark: ten 64-bit integers, 80 bytes with no padding. It is named
/// for its size because `Element` is already every collection's own typealias.
///
/// A plain value with no references, so a copy of a state holding it copies the bytes themselves.
/// That is what makes a `Dictionary` copy O(n) in bytes, not merely in pointers.
struct Element80: Hashable, Sendable {
  var f0: Int64
  var f1: Int64
  var f2: Int64
  var f3: Int64
  var f4: Int64
  var f5: Int64
  var f6: Int64
  var f7: Int64
  var f8: Int64
  var f9: Int64
}

extension Element80 {
  /// The payload one element carries, the unit of the "raw payload" in the memory budget.
  static let payloadBytes = 80

  /// A deterministic element for a seed: every run and every back end sees the same values, so
  /// sorts do the same work and the SQLite rows equal the dictionary values.
  init(seed: Int64) {
    var generator = SplitMix64(seed: UInt64(bitPattern: seed))
    f0 = seed
    f1 = generator.nextInt64()
    f2 = generator.nextInt64()
    f3 = generator.nextInt64()
    f4 = generator.nextInt64()
    f5 = generator.nextInt64()
    f6 = generator.nextInt64()
    f7 = generator.nextInt64()
    f8 = generator.nextInt64()
    f9 = generator.nextInt64()
  }

  /// The field every sort benchmark orders by: pseudo-random, so a sort is real work.
  var sortKey: Int64 { f3 }

  /// Stops the run when the layout drifts from the book's 80/80: every ratio assumes it.
  static func checkLayout() {
    precondition(
      MemoryLayout<Element80>.size == payloadBytes && MemoryLayout<Element80>.stride == payloadBytes,
      "Element80 must be 80 bytes with stride 80, got \(MemoryLayout<Element80>.size)/\(MemoryLayout<Element80>.stride)"
    )
  }
}

/// SplitMix64: a tiny, well-mixed generator, enough to spread sort keys without Foundation.
private struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func nextInt64() -> Int64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int64(bitPattern: z ^ (z >> 31))
  }
}
