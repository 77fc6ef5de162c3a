extension MarkedDeclarationScanner {
  /// Marks each byte of Swift source as code, comment or string literal. A string's
  /// interpolations count as string: what matters is where the literal ends, and an interpolation
  /// may hold quotes, parentheses and braces of its own.
  struct Lexer {
    let bytes: [UInt8]
    var index = 0
    /// Where each `//` comment outside strings and block comments starts: only those can be markers.
    var lineCommentStarts: [Int] = []

    mutating func classify(into kinds: inout [ByteKind]) {
      while self.index < self.bytes.count {
        let start = self.index
        if self.skipComment() {
          if self.bytes[start + 1] == UInt8(ascii: "/") { self.lineCommentStarts.append(start) }
          for offset in start..<self.index { kinds[offset] = .comment }
        } else if self.skipString() {
          for offset in start..<self.index { kinds[offset] = .string }
        } else {
          self.index += 1
        }
      }
    }

    private func byte(_ offset: Int) -> UInt8? {
      offset < self.bytes.count ? self.bytes[offset] : nil
    }

    /// Skips a `//` or (nested) `/* */` comment starting here.
    private mutating func skipComment() -> Bool {
      guard self.byte(self.index) == UInt8(ascii: "/") else { return false }
      if self.byte(self.index + 1) == UInt8(ascii: "/") {
        while let byte = self.byte(self.index), byte != UInt8(ascii: "\n") { self.index += 1 }
        return true
      }
      guard self.byte(self.index + 1) == UInt8(ascii: "*") else { return false }
      self.index += 2
      var depth = 1
      while depth > 0, self.index < self.bytes.count {
        if self.byte(self.index) == UInt8(ascii: "/"), self.byte(self.index + 1) == UInt8(ascii: "*") {
          depth += 1
          self.index += 2
        } else if self.byte(self.index) == UInt8(ascii: "*"), self.byte(self.index + 1) == UInt8(ascii: "/") {
          depth -= 1
          self.index += 2
        } else {
          self.index += 1
        }
      }
      return true
    }

    /// Skips a string literal starting here: `"…"`, `"""…"""`, and their raw forms `#"…"#`.
    private mutating func skipString() -> Bool {
      var cursor = self.index
      var hashes = 0
      while self.byte(cursor) == UInt8(ascii: "#") {
        hashes += 1
        cursor += 1
      }
      guard self.byte(cursor) == UInt8(ascii: "\"") else { return false }
      let quotes = self.byte(cursor + 1) == UInt8(ascii: "\"") && self.byte(cursor + 2) == UInt8(ascii: "\"") ? 3 : 1
      cursor += quotes
      while cursor < self.bytes.count {
        let byte = self.bytes[cursor]
        if byte == UInt8(ascii: "\\"), self.hashes(hashes, at: cursor + 1) {
          cursor += 1 + hashes
          if self.byte(cursor) == UInt8(ascii: "(") {
            cursor = self.endOfInterpolation(from: cursor + 1)
          } else {
            cursor += 1
          }
        } else if byte == UInt8(ascii: "\""), self.quotes(quotes, at: cursor), self.hashes(hashes, at: cursor + quotes) {
          self.index = cursor + quotes + hashes
          return true
        } else if byte == UInt8(ascii: "\n"), quotes == 1 {
          break  // an unterminated single-line string ends with its line
        } else {
          cursor += 1
        }
      }
      self.index = cursor
      return true
    }

    private func hashes(_ count: Int, at offset: Int) -> Bool {
      (0..<count).allSatisfy { self.byte(offset + $0) == UInt8(ascii: "#") }
    }

    private func quotes(_ count: Int, at offset: Int) -> Bool {
      (0..<count).allSatisfy { self.byte(offset + $0) == UInt8(ascii: "\"") }
    }

    /// Just past the `)` that closes an interpolation whose `(` ended before `offset`.
    private func endOfInterpolation(from offset: Int) -> Int {
      var inner = Lexer(bytes: self.bytes, index: offset)
      var depth = 1
      while inner.index < self.bytes.count {
        if inner.skipComment() || inner.skipString() { continue }
        let byte = self.bytes[inner.index]
        inner.index += 1
        if byte == UInt8(ascii: "(") { depth += 1 }
        if byte == UInt8(ascii: ")") {
          depth -= 1
          if depth == 0 { break }
        }
      }
      return inner.index
    }
  }
}
