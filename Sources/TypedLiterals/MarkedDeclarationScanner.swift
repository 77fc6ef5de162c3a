/// Finds `// @TypedLiteral` declarations in Swift source without parsing Swift: it tells code from
/// comments and string literals (raw, multi-line, with interpolations), which is all it takes to
/// find a marker line, the declaration below it, and the brace that closes it.
///
/// The generator (swift-syntax, `LiteralGeneratorCore`) and the freshness check share this scanner, so
/// both fingerprint exactly the same text.
struct MarkedDeclarationScanner {
  /// What a byte of the source is part of.
  enum ByteKind: UInt8 {
    case code, comment, string
  }

  let bytes: [UInt8]
  let kinds: [ByteKind]
  let lineCommentStarts: [Int]

  init(_ source: String) {
    self.bytes = Array(source.utf8)
    var kinds = [ByteKind](repeating: .code, count: self.bytes.count)
    var lexer = Lexer(bytes: self.bytes)
    lexer.classify(into: &kinds)
    self.kinds = kinds
    self.lineCommentStarts = lexer.lineCommentStarts
  }

  /// Every marked declaration, in source order.
  func declarations(file: String) -> [GeneratedConformances.Declaration] {
    self.markerLineEnds().compactMap { self.declaration(after: $0, file: file) }
  }

  /// Where each marker line ends: a line comment equal to the marker, alone on its line.
  private func markerLineEnds() -> [Int] {
    let marker = Array(GeneratedConformances.marker.utf8)
    return self.lineCommentStarts.compactMap { start in
      var end = start
      while end < self.bytes.count, self.bytes[end] != UInt8(ascii: "\n") { end += 1 }
      var lineStart = start
      while lineStart > 0, self.bytes[lineStart - 1] == UInt8(ascii: " ") || self.bytes[lineStart - 1] == UInt8(ascii: "\t") {
        lineStart -= 1
      }
      let alone = lineStart == 0 || self.bytes[lineStart - 1] == UInt8(ascii: "\n")
      return alone && Array(self.bytes[start..<end]).trimmingTrailingBlanks() == marker ? end : nil
    }
  }

  /// The declaration starting at the first code after `markerEnd`, through its closing brace.
  private func declaration(after markerEnd: Int, file: String) -> GeneratedConformances.Declaration? {
    var start = markerEnd
    while start < self.bytes.count, self.kinds[start] == .comment || Self.isBlank(self.bytes[start]) { start += 1 }
    var open = start
    while open < self.bytes.count, !(self.kinds[open] == .code && self.bytes[open] == UInt8(ascii: "{")) { open += 1 }
    guard open < self.bytes.count else { return nil }
    var depth = 0
    var close = open
    while close < self.bytes.count {
      if self.kinds[close] == .code {
        if self.bytes[close] == UInt8(ascii: "{") { depth += 1 }
        if self.bytes[close] == UInt8(ascii: "}") {
          depth -= 1
          if depth == 0 { break }
        }
      }
      close += 1
    }
    guard close < self.bytes.count else { return nil }
    let line = self.bytes[..<start].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    return GeneratedConformances.Declaration(
      file: file, name: self.declaredName(in: start..<open), line: line,
      fingerprint: Self.fnv1a64(self.normalized(start...close)))
  }

  /// The word after the first `enum`, `struct`, `class`, `actor`, `protocol` or `extension`.
  private func declaredName(in range: Range<Int>) -> String {
    var words: [String] = []
    var word: [UInt8] = []
    for index in range where self.kinds[index] == .code {
      let byte = self.bytes[index]
      if Self.isIdentifier(byte) {
        word.append(byte)
      } else if !word.isEmpty {
        words.append(String(decoding: word, as: UTF8.self))
        word = []
      }
    }
    if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
    let keywords: Set = ["enum", "struct", "class", "actor", "protocol", "extension"]
    guard let keyword = words.firstIndex(where: keywords.contains), keyword + 1 < words.count else { return "" }
    return words[keyword + 1]
  }

  /// The declaration's text with each comment and run of blanks outside strings made one space,
  /// so editing a comment or re-indenting does not make the generated code stale.
  private func normalized(_ range: ClosedRange<Int>) -> [UInt8] {
    var text: [UInt8] = []
    var pendingSpace = false
    for index in range {
      let byte = self.bytes[index]
      if self.kinds[index] == .comment || (self.kinds[index] == .code && Self.isBlank(byte)) {
        pendingSpace = true
        continue
      }
      if pendingSpace, !text.isEmpty { text.append(UInt8(ascii: " ")) }
      pendingSpace = false
      text.append(byte)
    }
    return text
  }

  /// FNV-1a, 64 bits, as 16 lowercase hex digits: stable across runs and platforms, unlike `Hasher`.
  static func fnv1a64(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
  }
}

extension [UInt8] {
  fileprivate func trimmingTrailingBlanks() -> [UInt8] {
    var copy = self
    while let last = copy.last, MarkedDeclarationScanner.isBlank(last) { copy.removeLast() }
    return copy
  }
}
