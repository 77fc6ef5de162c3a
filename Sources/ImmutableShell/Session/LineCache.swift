/// What an input line was read as, by the line's whole text: a script that repeats a line (100k
/// increments) lexes, parses and decodes it once. The session keeps each action line's decoded
/// action, a pure function of the text.
///
/// Only ASCII lines are kept: `String` equality is canonical equivalence, so two lines spelling
/// `é` differently would share an entry, and a value must keep the exact characters of its own
/// line. A line that fails is not kept, so it fails again with the same diagnostic; the cache
/// starts over when full.
@usableFromInline struct LineCache<Value> {
  @usableFromInline var values: [String: Value] = [:]
  /// The line asked for last: a batch often repeats one line, and comparing two short strings
  /// costs a fraction of hashing one.
  @usableFromInline var last: (text: String, value: Value)?
  @usableFromInline let capacity: Int

  @usableFromInline init(capacity: Int = 256) {
    self.capacity = capacity
  }

  /// How many lines are kept.
  var count: Int { self.values.count }

  /// The value of `text`, from the cache or from `make`.
  mutating func value(of text: String, make: () throws -> Value) rethrows -> Value {
    if let kept = self.cached(text) { return kept }
    let value = try make()
    self.keep(value, for: text)
    return value
  }

  /// The value kept for `text`, if any.
  @inlinable mutating func cached(_ text: String) -> Value? {
    if let last = self.last, last.text == text { return last.value }
    guard let kept = self.values[text] else { return nil }
    self.last = (text, kept)
    return kept
  }

  /// Keeps `value` for `text` (an ASCII text only; see the type's note).
  @inlinable mutating func keep(_ value: Value, for text: String) {
    guard text.isAllASCII else { return }
    if self.values.count >= self.capacity { self.values.removeAll(keepingCapacity: true) }
    self.values[text] = value
    self.last = (text, value)
  }
}

extension String {
  /// Whether every byte is ASCII; reads the bytes in place (a `UTF8View` walk costs several
  /// times more per byte, and this runs for every line).
  @usableFromInline var isAllASCII: Bool {
    if let answer = self.utf8.withContiguousStorageIfAvailable({ bytes in bytes.allSatisfy { $0 < 0x80 } }) {
      return answer
    }
    return self.utf8.allSatisfy { $0 < 0x80 }
  }

  /// Whether any byte is one of `bytes`, read in place like `isAllASCII`.
  func containsByte(in bytes: (UInt8, UInt8, UInt8)) -> Bool {
    if let answer = self.utf8.withContiguousStorageIfAvailable({ Self.contains(bytes, in: $0) }) { return answer }
    return Self.contains(bytes, in: self.utf8)
  }

  private static func contains(_ bytes: (UInt8, UInt8, UInt8), in text: some Sequence<UInt8>) -> Bool {
    for byte in text where byte == bytes.0 || byte == bytes.1 || byte == bytes.2 { return true }
    return false
  }
}
