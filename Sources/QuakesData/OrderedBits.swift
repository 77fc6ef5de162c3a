extension Double {
  /// An integer whose unsigned order is this number's order: equal for `-0.0` and `0.0` (as `==`
  /// says), and for every NaN, which orders after `.infinity` (where `<` gives no order at all).
  ///
  /// A positive number's bits already count up with it, so only the sign bit is set to put them
  /// above the negatives; a negative number's bits count up as it falls, so all of them are flipped.
  @inline(__always)
  var orderedBits: UInt64 {
    if self.isNaN { return .max }
    let bits = (self == 0 ? 0 : self).bitPattern
    let sign: UInt64 = 1 << 63
    return bits & sign == 0 ? bits | sign : ~bits
  }
}
