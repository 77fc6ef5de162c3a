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

  /// Whether `text` leaves a `(`, `[` or string open, so the shell should read another line.
  public static func isUnbalanced(_ text: String) -> Bool {
    var depth = 0
    var inString = false
    var escaped = false
    for scalar in text.unicodeScalars {
      if inString {
        if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
        continue
      }
      switch scalar {
      case "\"": inString = true
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      default: break
      }
    }
    return inString || depth > 0
  }

  /// The next token.
  public mutating func next() throws -> LiteralToken {
    while let scalar = self.peek(), scalar.properties.isWhitespace { self.index += 1 }
    let start = self.index
    guard let scalar = self.peek() else { return LiteralToken(kind: .end, position: start) }
    let single: [Unicode.Scalar: LiteralToken.Kind] = [
      ".": .dot, ",": .comma, ":": .colon, "(": .openParen, ")": .closeParen,
      "[": .openBracket, "]": .closeBracket,
    ]
    if scalar == "=" {
      self.index += 1
      if self.peek() == "=" { self.index += 1; return LiteralToken(kind: .equalsEquals, position: start) }
      return LiteralToken(kind: .equals, position: start)
    }
    if let kind = single[scalar] {
      self.index += 1
      return LiteralToken(kind: kind, position: start)
    }
    if scalar == "\"" { return LiteralToken(kind: .string(try self.string()), position: start) }
    if scalar == "-" || scalar.properties.numericType == .decimal && scalar.isASCII {
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

  private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }

  private mutating func identifier() -> String {
    var result = String.UnicodeScalarView()
    while let scalar = self.peek(), Self.isIdentifierStart(scalar) || scalar.properties.numericType == .decimal {
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
    let simple: [Unicode.Scalar: Unicode.Scalar] = ["n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", "\"": "\"", "'": "'"]
    if let replacement = simple[scalar] { return replacement }
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

  private mutating func number() throws -> LiteralToken.Kind {
    let start = self.index
    var text = ""
    func take() { text.unicodeScalars.append(self.scalars[self.index]); self.index += 1 }
    func digits() { while let s = self.peek(), s.isASCII, s.properties.numericType == .decimal { take() } }
    if self.peek() == "-" { take() }
    let digitsStart = self.index
    digits()
    guard self.index > digitsStart else { throw LiteralError(position: start, message: "expected a number after '-'") }
    var isDouble = false
    if self.peek() == ".", let next = self.peek(1), next.isASCII, next.properties.numericType == .decimal {
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
    if !isDouble, let value = Int(text) { return .integer(value) }
    guard let value = Double(text) else { throw LiteralError(position: start, message: "invalid number '\(text)'") }
    return .double(value)
  }
}
