/// A quake id's first 16 UTF-8 bytes as two integers, so the sort's tie-break on the id usually
/// costs two integer comparisons (or two more radix keys) instead of a `String` comparison.
///
/// Ties are the common case in a sort by magnitude (a feed has a few hundred distinct two-decimal
/// magnitudes), so the tie-break runs on most comparisons. For ASCII ids, byte order is exactly
/// `String`'s order; when the prefixes cannot decide (longer than 16 bytes, non-ASCII or
/// containing NUL), ``precedes(_:_:orElse:)`` falls back to comparing the strings themselves. The
/// key does not hold the id, so that a sort entry stays small.
struct IDOrderKey {
  /// The id's first 8 bytes, the first one highest.
  let high: UInt64
  /// Its next 8 bytes.
  let low: UInt64
  /// Whether the two words alone order this id against any other decisive id.
  let isDecisive: Bool

  init(_ id: String) {
    let words = id.utf8.withContiguousStorageIfAvailable(Self.words) ?? Array(id.utf8).withUnsafeBufferPointer(Self.words)
    (self.high, self.low, self.isDecisive) = words
  }

  /// The two words and whether they hold the whole id.
  private static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64, Bool) {
    guard bytes.count <= 16 else { return (0, 0, false) }
    var buffer: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &buffer) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
    let high = UInt64(bigEndian: buffer.0)
    let low = UInt64(bigEndian: buffer.1)
    let isDecisive = Self.isPlainASCII(high, count: min(bytes.count, 8)) && Self.isPlainASCII(low, count: max(bytes.count - 8, 0))
    return (high, low, isDecisive)
  }

  /// Whether the first `count` bytes of `word` (highest first; the others are zero) are ASCII and
  /// not NUL, tested on all eight at once.
  @inline(__always)
  private static func isPlainASCII(_ word: UInt64, count: Int) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits = ones << 7
    // The bytes past `count` are made non-zero, so only a NUL inside the id can look like one.
    let padding: UInt64 = count >= 8 ? 0 : UInt64.max >> (8 * count)
    let filled = word | (ones & padding)
    let hasZeroByte = (filled &- ones) & ~filled & highBits != 0
    return word & highBits == 0 && !hasZeroByte
  }

  /// Whether the id of `lhs` orders before the id of `rhs`, exactly as `String`'s `<` does;
  /// `compareIds` compares the ids themselves, and runs only when the words cannot decide.
  @inline(__always)
  static func precedes(_ lhs: Self, _ rhs: Self, orElse compareIds: () -> Bool) -> Bool {
    guard lhs.isDecisive && rhs.isDecisive else { return compareIds() }
    return lhs.high != rhs.high ? lhs.high < rhs.high : lhs.low < rhs.low
  }
}
