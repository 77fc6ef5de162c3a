/// Splits text into literal tokens: identifiers, strings with escapes, numbers and punctuation.
public struct LiteralLexer: Sendable {
  private let scalars: [Unicode.Scalar]
  private var index = 0

  /// Creates a lexer over `text`.
  public init(_ text: String) {
    self.scalars = Array(text.unicodeScalars)
  }

  /// All tokens up to and including `.end`.
  ///
  /// - Throws: `LiteralError` for an unterminated string, a bad escape or a stray character.
  public static func tokens(of text: String) throws -> [LiteralToken] {
    var lexer = LiteralLexer(text)
    var tokens: [LiteralToken] = []
    repeat {
      tokens.append(try lexer.next())
    } while tokens.last?.kind != .end
    return tokens
  }

  /// The next token.
  public mutating func next() throws -> LiteralToken {
    while let scalar = self.peek(), Self.isWhitespace(scalar) { self.index += 1 }
    let start = self.index
    guard let scalar = self.peek() else { return LiteralToken(kind: .end, position: start) }
    if scalar == "=" {
      self.index += 1
      if self.peek() == "=" { self.index += 1; return LiteralToken(kind: .equalsEquals, position: start) }
      return LiteralToken(kind: .equals, position: start)
    }
    if let kind = Self.punctuation[scalar] {
      self.index += 1
      return LiteralToken(kind: kind, position: start)
    }
    if scalar == "\"" { return LiteralToken(kind: .string(try self.string()), position: start) }
    if scalar == "-", let infinity = self.negativeInfinity() { return LiteralToken(kind: infinity, position: start) }
    if scalar == "-" || Self.isDigit(scalar) {
      return LiteralToken(kind: try self.number(), position: start)
    }
    if Self.isIdentifierStart(scalar) { return LiteralToken(kind: .identifier(self.identifier()), position: start) }
    throw LiteralError(position: start, message: "unexpected character '\(scalar)'")
  }
}

extension LiteralLexer {
  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    let at = self.index + offset
    return at < self.scalars.count ? self.scalars[at] : nil
  }

  /// One-scalar tokens; a static table, built once rather than per token.
  private static let punctuation: [Unicode.Scalar: LiteralToken.Kind] = [
    ".": .dot, ",": .comma, ":": .colon, "(": .openParen, ")": .closeParen,
    "[": .openBracket, "]": .closeBracket,
  ]

  // ASCII answers first: Unicode property look-ups are the slow part of lexing a typed line.

  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }

  /// Digits inside an identifier: any decimal digit, as before the ASCII fast path.
  private static func isIdentifierDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? Self.isDigit(scalar) : scalar.properties.numericType == .decimal
  }

  private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
    return scalar.properties.isAlphabetic
  }

  private mutating func identifier() -> String {
    var result = String.UnicodeScalarView()
    while let scalar = self.peek(), Self.isIdentifierStart(scalar) || Self.isIdentifierDigit(scalar) {
      result.append(scalar)
      self.index += 1
    }
    return String(result)
  }

  private mutating func string() throws -> String {
    let start = self.index
    self.index += 1
    var result = String.UnicodeScalarView()
    while let scalar = self.peek() {
      self.index += 1
      switch scalar {
      case "\"": return String(result)
      case "\\": result.append(try self.escape())
      default: result.append(scalar)
      }
    }
    throw LiteralError(position: start, message: "unterminated string", expected: ["'\"'"])
  }

  private mutating func escape() throws -> Unicode.Scalar {
    let at = self.index - 1
    guard let scalar = self.peek() else { throw LiteralError(position: at, message: "unterminated escape") }
    self.index += 1
    if let replacement = Self.simpleEscapes[scalar] { return replacement }
    guard scalar == "u", self.peek() == "{" else {
      throw LiteralError(position: at, message: "unknown escape '\\\(scalar)'", expected: ["\\n", "\\t", "\\r", "\\0", "\\\\", "\\\"", "\\u{…}"])
    }
    self.index += 1
    var hex = ""
    while let digit = self.peek(), digit != "}" { hex.unicodeScalars.append(digit); self.index += 1 }
    self.index += 1
    guard let value = UInt32(hex, radix: 16), let result = Unicode.Scalar(value) else {
      throw LiteralError(position: at, message: "invalid unicode escape '\\u{\(hex)}'")
    }
    return result
  }

  private static let simpleEscapes: [Unicode.Scalar: Unicode.Scalar] = [
    "n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", "\"": "\"", "'": "'",
  ]

  private mutating func number() throws -> LiteralToken.Kind {
    let start = self.index
    var text = ""
    func take() { text.unicodeScalars.append(self.scalars[self.index]); self.index += 1 }
    func digits() { while let s = self.peek(), Self.isDigit(s) { take() } }
    if self.peek() == "-" { take() }
    let digitsStart = self.index
    digits()
    guard self.index > digitsStart else { throw LiteralError(position: start, message: "expected a number after '-'") }
    var isDouble = false
    if self.peek() == ".", let next = self.peek(1), Self.isDigit(next) {
      isDouble = true
      take()
      digits()
    }
    if self.peek() == "e" || self.peek() == "E" {
      isDouble = true
      take()
      if self.peek() == "+" || self.peek() == "-" { take() }
      digits()
    }
    if !isDouble {
      // Swift rejects an integer literal its type cannot hold; reading it as a double instead
      // would silently turn `Int` arguments into "found a number" and print back as `1e+20`.
      if let value = Int(text) { return .integer(value) }
      if let value = UInt64(text) { return .unsignedInteger(value) }
      let widest = text.hasPrefix("-") ? "Int" : "UInt64"
      throw LiteralError(
        position: start, message: "integer literal '\(text)' overflows when stored into '\(widest)'",
        expected: ["an integer from \(Int.min) to \(UInt64.max)", "\(text).0 for a Double"])
    }
    guard let value = Double(text) else { throw LiteralError(position: start, message: "invalid number '\(text)'") }
    // Swift warns that such a literal overflows to inf; a typed value that silently became
    // `.infinity` would be worse than a refusal that names the spelling that means it.
    guard value.isFinite else {
      throw LiteralError(
        position: start, message: "'\(text)' overflows to inf as a Double",
        expected: ["a number of magnitude at most \(Double.greatestFiniteMagnitude)", ".infinity"])
    }
    return .double(value)
  }

  /// `-.infinity`, as the printer writes negative infinity (`.infinity` and `.nan` are names the
  /// parser reads); nil, consuming nothing, for any other text after `-`.
  private mutating func negativeInfinity() -> LiteralToken.Kind? {
    let word: [Unicode.Scalar] = Array("-.infinity".unicodeScalars)
    guard self.index + word.count <= self.scalars.count,
      self.scalars[self.index..<(self.index + word.count)].elementsEqual(word)
    else { return nil }
    if let after = self.peek(word.count), Self.isIdentifierStart(after) || Self.isIdentifierDigit(after) { return nil }
    self.index += word.count
    return .double(-.infinity)
  }
}
