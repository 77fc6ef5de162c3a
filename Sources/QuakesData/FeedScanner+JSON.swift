import Foundation

/// JSON syntax for `FeedScanner`: objects, arrays, strings, numbers and what to skip.
extension FeedScanner {
  /// Reads `{ "key": value, … }`, handing each key (unescaped keys only) to `member`, which must
  /// read the value; false as soon as anything does not fit.
  mutating func object(depth: Int, member: (inout FeedScanner, Key) -> Bool) -> Bool {
    guard depth <= Self.maximumDepth, self.consume(UInt8(ascii: "{")) else { return false }
    if self.consume(UInt8(ascii: "}")) { return true }
    repeat {
      guard let key = self.plainKey(), self.consume(UInt8(ascii: ":")) else { return false }
      self.skipWhitespace()
      guard member(&self, key) else { return false }
    } while self.consume(UInt8(ascii: ","))
    return self.consume(UInt8(ascii: "}"))
  }

  /// Reads `[ value, … ]`, `element` reading each value.
  mutating func array(depth: Int, element: (inout FeedScanner) -> Bool) -> Bool {
    guard depth <= Self.maximumDepth, self.consume(UInt8(ascii: "[")) else { return false }
    if self.consume(UInt8(ascii: "]")) { return true }
    repeat {
      self.skipWhitespace()
      guard element(&self) else { return false }
    } while self.consume(UInt8(ascii: ","))
    return self.consume(UInt8(ascii: "]"))
  }

  /// Checks and skips any one value.
  mutating func skipValue(depth: Int) -> Bool {
    guard self.index < self.bytes.count else { return false }
    switch self.bytes[self.index] {
    case UInt8(ascii: "{"): return self.object(depth: depth + 1) { scanner, _ in scanner.skipValue(depth: depth + 1) }
    case UInt8(ascii: "["): return self.array(depth: depth + 1) { $0.skipValue(depth: depth + 1) }
    case UInt8(ascii: "\""): return self.stringEnd() != nil
    case UInt8(ascii: "t"): return self.consume("true")
    case UInt8(ascii: "f"): return self.consume("false")
    case UInt8(ascii: "n"): return self.consume("null")
    default: return self.numberEnd() != nil
    }
  }

  /// A key without escapes, as one of the names the feed's shape reads or `.other`.
  mutating func plainKey() -> Key? {
    self.skipWhitespace()
    let start = self.index + 1
    guard let end = self.stringEnd() else { return nil }
    let body = UnsafeBufferPointer(rebasing: self.bytes[start..<end])
    guard !body.contains(UInt8(ascii: "\\")) else { return nil }
    return Key.allCases.first { key in
      key.name.utf8CodeUnitCount == body.count
        && key.name.withUTF8Buffer { name in memcmp(name.baseAddress!, body.baseAddress!, body.count) == 0 }
    } ?? .other
  }

  /// The member names the feed's shape reads.
  enum Key: CaseIterable {
    case features, id, properties, geometry, mag, place, time, updated, coordinates, other

    var name: StaticString {
      switch self {
      case .features: "features"
      case .id: "id"
      case .properties: "properties"
      case .geometry: "geometry"
      case .mag: "mag"
      case .place: "place"
      case .time: "time"
      case .updated: "updated"
      case .coordinates: "coordinates"
      case .other: ""
      }
    }
  }

  /// A string value, unescaped; `nil` if it is not one or is not valid UTF-8.
  mutating func string() -> String? {
    let start = self.index + 1
    guard let end = self.stringEnd() else { return nil }
    let body = self.bytes[start..<end]
    guard body.contains(UInt8(ascii: "\\")) else { return Self.text(body) }
    return Self.unescaped(body)
  }

  /// Moves past a string (from its opening quote) and returns the index of its closing quote.
  /// Control characters and unknown escapes end the scan; UTF-8 is checked where it is read.
  private mutating func stringEnd() -> Int? {
    guard self.index < self.bytes.count, self.bytes[self.index] == UInt8(ascii: "\"") else { return nil }
    var position = self.index + 1
    var plain = true
    while position < self.bytes.count {
      let byte = self.bytes[position]
      if byte == UInt8(ascii: "\"") {
        guard plain || Self.text(self.bytes[(self.index + 1)..<position]) != nil else { return nil }
        self.index = position + 1
        return position
      }
      if byte < 0x20 { return nil }
      if byte >= 0x80 { plain = false }
      if byte == UInt8(ascii: "\\") {
        position += 1
        guard position < self.bytes.count, Self.escapes.contains(self.bytes[position]) else { return nil }
      }
      position += 1
    }
    return nil
  }

  private static let escapes: Set<UInt8> = Set("\"\\/bfnrtu".utf8)

  /// A number value as `Double`; `nil` if it is not one or does not fit.
  mutating func number() -> Double? {
    let start = self.index
    guard let end = self.numberEnd(), let text = Self.text(self.bytes[start..<end]),
      let value = Double(text), value.isFinite, value != 0 || Self.isZero(text.utf8)
    else { return nil }
    return value
  }

  /// Moves past a number in JSON's grammar and returns where it ended.
  private mutating func numberEnd() -> Int? {
    var position = self.index
    func digits() -> Bool {
      let first = position
      while position < self.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self.bytes[position]) {
        position += 1
      }
      return position > first
    }
    func at(_ byte: UInt8) -> Bool { position < self.bytes.count && self.bytes[position] == byte }
    if at(UInt8(ascii: "-")) { position += 1 }
    let integerStart = position
    guard digits(), self.bytes[integerStart] != UInt8(ascii: "0") || position == integerStart + 1 else { return nil }
    if at(UInt8(ascii: ".")) {
      position += 1
      guard digits() else { return nil }
    }
    if at(UInt8(ascii: "e")) || at(UInt8(ascii: "E")) {
      position += 1
      if at(UInt8(ascii: "+")) || at(UInt8(ascii: "-")) { position += 1 }
      guard digits() else { return nil }
    }
    self.index = position
    return position
  }

  /// Skips whitespace, then takes `byte` if it is next.
  mutating func consume(_ byte: UInt8) -> Bool {
    self.skipWhitespace()
    guard self.index < self.bytes.count, self.bytes[self.index] == byte else { return false }
    self.index += 1
    return true
  }

  /// Takes the literal `word` (`true`, `false`, `null`) if it is next.
  mutating func consume(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard self.index + count <= self.bytes.count else { return false }
    let matches = word.withUTF8Buffer { $0.elementsEqual(self.bytes[self.index..<(self.index + count)]) }
    if matches { self.index += count }
    return matches
  }

  mutating func skipWhitespace() {
    while self.index < self.bytes.count {
      switch self.bytes[self.index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): self.index += 1
      default: return
      }
    }
  }

  /// The bytes as text, or `nil` if they are not valid UTF-8.
  static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    let buffer = UnsafeBufferPointer(rebasing: bytes)
    // ASCII, by far the most common, needs no validation.
    guard buffer.contains(where: { $0 >= 0x80 }) else { return String(decoding: buffer, as: UTF8.self) }
    return String(validating: buffer, as: UTF8.self)
  }
}
