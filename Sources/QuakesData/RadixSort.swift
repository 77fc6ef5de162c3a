/// A stable least-significant-digit radix sort of entries by a 64-bit key.
///
/// Digits are one byte. One pass counts every digit's values; a digit that is the same in every
/// entry (say, the top bytes of keys in a narrow range) needs no pass of its own.
enum RadixSort {
  private static let digitBits = 8
  private static let radix = 1 << digitBits
  private static let digits = UInt64.bitWidth / digitBits

  /// Sorts `entries` by `key` in place; entries with equal keys keep their order.
  static func sort<Entry: BitwiseCopyable>(_ entries: UnsafeMutableBufferPointer<Entry>, key: (Entry) -> UInt64) {
    let count = entries.count
    guard count > 1, let base = entries.baseAddress else { return }
    let scratch = UnsafeMutablePointer<Entry>.allocate(capacity: count)
    defer { scratch.deallocate() }
    let counts = Self.digitCounts(entries, key: key)
    defer { counts.deallocate() }
    var source = base
    var target = scratch
    for digit in 0..<digits {
      let histogram = counts + digit * radix
      guard !UnsafeBufferPointer(start: histogram, count: radix).contains(count) else { continue }
      Self.scatter(source, count: count, into: target, digit: digit, histogram: histogram, key: key)
      swap(&source, &target)
    }
    if source != base { base.update(from: source, count: count) }
  }

  /// How many entries hold each value of each digit: `digits` histograms of `radix` counts.
  private static func digitCounts<Entry>(
    _ entries: UnsafeMutableBufferPointer<Entry>, key: (Entry) -> UInt64
  ) -> UnsafeMutablePointer<Int> {
    let counts = UnsafeMutablePointer<Int>.allocate(capacity: digits * radix)
    counts.initialize(repeating: 0, count: digits * radix)
    for entry in entries {
      var bits = key(entry)
      for digit in 0..<digits {
        counts[digit * radix + Int(truncatingIfNeeded: bits) & (radix - 1)] += 1
        bits >>= digitBits
      }
    }
    return counts
  }

  /// One pass: each entry of `source` goes to its digit's next free place in `target`. The
  /// histogram becomes those places as it goes.
  @inline(__always)
  private static func scatter<Entry: BitwiseCopyable>(
    _ source: UnsafeMutablePointer<Entry>, count: Int, into target: UnsafeMutablePointer<Entry>,
    digit: Int, histogram: UnsafeMutablePointer<Int>, key: (Entry) -> UInt64
  ) {
    var next = 0
    for value in 0..<radix {
      let here = histogram[value]
      histogram[value] = next
      next += here
    }
    let shift = UInt64(digit * digitBits)
    for index in 0..<count {
      let entry = source[index]
      let value = Int(truncatingIfNeeded: key(entry) >> shift) & (radix - 1)
      (target + histogram[value]).initialize(to: entry)
      histogram[value] += 1
    }
  }
}
