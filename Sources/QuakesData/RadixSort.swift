/// What a radix sort can order: entries moved as plain bytes, ordered by some 64-bit keys.
protocol RadixSortable: BitwiseCopyable {
  /// Key `index`: key 0 orders first, key 1 breaks its ties, and so on.
  func radixKey(_ index: Int) -> UInt64
}

/// A stable least-significant-digit radix sort of entries by 64-bit keys.
///
/// Digits are one byte. One pass counts every digit's values, of every key; a digit that is the
/// same in every entry (say, the top bytes of keys in a narrow range, or an id prefix all ids
/// share) needs no pass of its own.
enum RadixSort {
  private static let digitBits = 11
  private static let radix = 1 << digitBits
  private static let digits = (UInt64.bitWidth + digitBits - 1) / digitBits

  /// Sorts `entries` in place by their first `keyCount` keys; entries with equal keys keep their order.
  static func sort<Entry: RadixSortable>(_ entries: UnsafeMutableBufferPointer<Entry>, keyCount: Int) {
    let count = entries.count
    guard count > 1, let base = entries.baseAddress else { return }
    let scratch = UnsafeMutablePointer<Entry>.allocate(capacity: count)
    defer { scratch.deallocate() }
    let histograms = keyCount * digits
    let counts = UnsafeMutablePointer<Int>.allocate(capacity: histograms * radix)
    defer { counts.deallocate() }
    Self.count(UnsafeBufferPointer(entries), keyCount: keyCount, into: counts)
    var source = base
    var target = scratch
    // The least significant digit of the least significant key first.
    for histogram in (0..<histograms).reversed() {
      let places = counts + histogram * radix
      guard !UnsafeBufferPointer(start: places, count: radix).contains(count) else { continue }
      let key = histogram / digits
      let shift = UInt64((digits - 1 - histogram % digits) * digitBits)
      Self.scatter(source, count: count, into: target, places: places) { entry in
        Int(truncatingIfNeeded: entry.radixKey(key) >> shift) & (radix - 1)
      }
      swap(&source, &target)
    }
    if source != base { base.update(from: source, count: count) }
  }

  /// How many entries hold each value of each digit: for key after key, `digits` histograms of
  /// `radix` counts, the most significant digit first.
  private static func count<Entry: RadixSortable>(
    _ entries: UnsafeBufferPointer<Entry>, keyCount: Int, into counts: UnsafeMutablePointer<Int>
  ) {
    counts.initialize(repeating: 0, count: keyCount * digits * radix)
    for entry in entries {
      for key in 0..<keyCount {
        var bits = entry.radixKey(key)
        let keyCounts = counts + key * digits * radix
        for digit in (0..<digits).reversed() {
          keyCounts[digit * radix + Int(truncatingIfNeeded: bits) & (radix - 1)] += 1
          bits >>= digitBits
        }
      }
    }
  }

  /// One pass: each entry of `source` goes to its digit's next free place in `target`. The
  /// digit's counts become those places as it goes.
  @inline(__always)
  private static func scatter<Entry: RadixSortable>(
    _ source: UnsafeMutablePointer<Entry>, count: Int, into target: UnsafeMutablePointer<Entry>,
    places: UnsafeMutablePointer<Int>, digit: (Entry) -> Int
  ) {
    var next = 0
    for value in 0..<radix {
      let here = places[value]
      places[value] = next
      next += here
    }
    for index in 0..<count {
      let entry = source[index]
      let value = digit(entry)
      (target + places[value]).initialize(to: entry)
      places[value] += 1
    }
  }
}
