extension FeedScanner {
  /// The text of a string body that holds escapes, or `nil` for an escape `JSONDecoder` might
  /// read differently (a lone surrogate) or bytes that are not UTF-8.
  static func unescaped(_ body: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    var scalars = String.UnicodeScalarView()
    var plain: [UInt8] = []
    var position = body.startIndex
    func flush() -> Bool {
      guard !plain.isEmpty else { return true }
      guard let text = String(validating: plain, as: UTF8.self) else { return false }
      scalars.append(contentsOf: text.unicodeScalars)
      plain.removeAll(keepingCapacity: true)
      return true
    }
    while position < body.endIndex {
      let byte = body[position]
      guard byte == UInt8(ascii: "\\") else {
        plain.append(byte)
        position += 1
        continue
      }
      guard flush(), position + 1 < body.endIndex else { return nil }
      let escape = body[position + 1]
      position += 2
      if escape != UInt8(ascii: "u") {
        guard let scalar = Self.simpleEscapes[escape] else { return nil }
        scalars.append(scalar)
        continue
      }
      guard let (scalar, next) = Self.unicodeEscape(body, at: position) else { return nil }
      scalars.append(scalar)
      position = next
    }
    guard flush() else { return nil }
    return String(scalars)
  }

  private static let simpleEscapes: [UInt8: Unicode.Scalar] = [
    UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{08}",
    UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
  ]

  /// The scalar of `XXXX` (after `\u`) at `position`, joined with a following `\uXXXX` low
  /// surrogate when it is a high one, and where reading ended.
  private static func unicodeEscape(
    _ body: Slice<UnsafeBufferPointer<UInt8>>, at position: Int
  ) -> (Unicode.Scalar, Int)? {
    guard let high = Self.hex4(body, at: position) else { return nil }
    if let scalar = Unicode.Scalar(high) { return (scalar, position + 4) }
    let low = position + 4
    guard (0xD800...0xDBFF).contains(high), low + 6 <= body.endIndex, body[low] == UInt8(ascii: "\\"),
      body[low + 1] == UInt8(ascii: "u"), let second = Self.hex4(body, at: low + 2), (0xDC00...0xDFFF).contains(second),
      let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (second - 0xDC00))
    else { return nil }
    return (scalar, low + 6)
  }

  /// Four hexadecimal digits at `position` as a number.
  private static func hex4(_ body: Slice<UnsafeBufferPointer<UInt8>>, at position: Int) -> UInt32? {
    guard position + 4 <= body.endIndex else { return nil }
    var value: UInt32 = 0
    for byte in body[position..<(position + 4)] {
      guard let digit = Self.hexDigit(byte) else { return nil }
      value = value << 4 | digit
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// Whether a number's digits before any exponent are all zeros (a true zero, not an underflow).
  static func isZero(_ text: String.UTF8View) -> Bool {
    text.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
      .allSatisfy { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
  }
}
