/// A quake id's first 16 UTF-8 bytes as two integers, so the sort's tie-break on the id usually
/// costs two integer comparisons instead of a `String` comparison.
///
/// Ties are the common case in a sort by magnitude (a feed has a few hundred distinct two-decimal
/// magnitudes), so the tie-break runs on most comparisons. For ASCII ids, byte order is exactly
/// `String`'s order; when the prefixes cannot decide (longer than 16 bytes, non-ASCII or
/// containing NUL), ``precedes(_:_:orElse:)`` falls back to comparing the strings themselves. The
/// key does not hold the id, so that a sort entry stays small (24 bytes).
struct IDOrderKey {
  private let high: UInt64
  private let low: UInt64
  /// Whether the two words alone order this id against any other decisive id.
  private let isDecisive: Bool

  init(_ id: String) {
    var high: UInt64 = 0
    var low: UInt64 = 0
    var isDecisive = true
    var count = 0
    for byte in id.utf8 {
      guard count < 16, byte != 0, byte < 0x80 else {
        isDecisive = false
        break
      }
      if count < 8 { high |= UInt64(byte) << (56 - 8 * count) } else { low |= UInt64(byte) << (56 - 8 * (count - 8)) }
      count += 1
    }
    self.high = high
    self.low = low
    self.isDecisive = isDecisive
  }

  /// Whether the id of `lhs` orders before the id of `rhs`, exactly as `String`'s `<` does;
  /// `compareIds` compares the ids themselves, and runs only when the words cannot decide.
  @inline(__always)
  static func precedes(_ lhs: Self, _ rhs: Self, orElse compareIds: () -> Bool) -> Bool {
    guard lhs.isDecisive && rhs.isDecisive else { return compareIds() }
    return lhs.high != rhs.high ? lhs.high < rhs.high : lhs.low < rhs.low
  }
}
