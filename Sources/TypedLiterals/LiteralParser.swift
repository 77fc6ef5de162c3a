/// Recursive-descent parser from tokens to `Literal` trees.
///
/// The grammar (README): `.case`, `.case(label: value, …)`, `Type.member`, `Type(args)`,
/// `Outer.Type(args)` and `.init(args)` (a struct, read as `.member` until its type is known),
/// strings, integers, doubles, `true`, `false`, `nil`, `[a, b]`, `[k: v]`, `[:]`. The shell's
/// command parser drives the same instance for selector calls and projections.
public struct LiteralParser: Sendable {
  private let tokens: [LiteralToken]
  private var index = 0
  /// How many values enclose the one being parsed.
  private var depth = 0

  /// Tokenizes `text`.
  ///
  /// - Throws: `LiteralError` from the lexer.
  public init(_ text: String) throws {
    self.tokens = try LiteralLexer.tokens(of: text)
  }

  /// Parses `text` as exactly one literal.
  public static func parse(_ text: String) throws -> Literal {
    var parser = try LiteralParser(text)
    let value = try parser.value()
    try parser.expectEnd()
    return value
  }

  /// The token at the cursor.
  public var current: LiteralToken { self.tokens[self.index] }

  /// The token `offset` places after the cursor (the end token past the end).
  public func peek(_ offset: Int) -> LiteralToken {
    self.tokens[Swift.min(self.index + offset, self.tokens.count - 1)]
  }

  /// Whether every token was consumed.
  public var isAtEnd: Bool { self.current.kind == .end }

  /// Moves past the current token.
  public mutating func advance() {
    if self.index < self.tokens.count - 1 { self.index += 1 }
  }

  /// Consumes the current token if it is `kind`.
  public mutating func consume(_ kind: LiteralToken.Kind) -> Bool {
    guard self.current.kind == kind else { return false }
    self.advance()
    return true
  }

  /// Consumes `kind` or throws an error naming what was found.
  public mutating func expect(_ kind: LiteralToken.Kind, context: String? = nil) throws {
    guard self.consume(kind) else { throw self.unexpected(expecting: [kind.spelling], context: context) }
  }

  /// Throws unless all input was consumed.
  public mutating func expectEnd() throws {
    guard self.isAtEnd else { throw self.unexpected(expecting: ["end of line"]) }
  }

  /// Consumes an identifier and returns it.
  public mutating func identifier(context: String? = nil) throws -> String {
    guard case .identifier(let name) = self.current.kind else {
      throw self.unexpected(expecting: ["a name"], context: context)
    }
    self.advance()
    return name
  }

  /// An error at the current token.
  public func unexpected(expecting: [String], context: String? = nil) -> LiteralError {
    let found = self.current.kind.spelling
    let message = context.map { "expected \($0), found \(found)" } ?? "unexpected \(found)"
    return LiteralError(position: self.current.position, message: message, expected: expecting)
  }
}

extension LiteralParser {
  /// How deeply values may nest: far beyond any real action, and far below what the stack holds.
  public static let maximumDepth = 256

  /// Parses one value.
  ///
  /// - Throws: `LiteralError` at the token that opens a value nested deeper than `maximumDepth`.
  public mutating func value() throws -> Literal {
    let token = self.current
    guard self.depth < Self.maximumDepth else {
      throw LiteralError(position: token.position, message: "values nest more than \(Self.maximumDepth) levels deep")
    }
    self.depth += 1
    defer { self.depth -= 1 }
    switch token.kind {
    case .string(let text): self.advance(); return Literal(.string(text), position: token.position)
    case .integer(let number): self.advance(); return Literal(.integer(number), position: token.position)
    case .unsignedInteger(let number): self.advance(); return Literal(.unsignedInteger(number), position: token.position)
    case .double(let number): self.advance(); return Literal(.double(number), position: token.position)
    case .dot: return try self.member(type: nil, start: token.position)
    case .openBracket: return try self.collection()
    case .identifier(let name): return try self.named(name, start: token.position)
    default:
      throw self.unexpected(
        expecting: [".case", "a string", "a number", "true", "false", "nil", "[…]", "Type(…)"],
        context: "a value")
    }
  }

  /// Parses `( [label:] value, … )`; the current token must be `(`.
  public mutating func arguments() throws -> [Literal.Argument] {
    try self.expect(.openParen)
    var result: [Literal.Argument] = []
    while !self.consume(.closeParen) {
      if !result.isEmpty { try self.expect(.comma, context: "',' or ')'") }
      let start = self.current.position
      var label: String?
      if case .identifier(let name) = self.current.kind, self.tokens[self.index + 1].kind == .colon {
        label = name
        self.advance()
        self.advance()
      }
      result.append(Literal.Argument(label: label, value: try self.value(), position: start))
    }
    return result
  }

  private mutating func named(_ name: String, start: Int) throws -> Literal {
    self.advance()
    switch name {
    case "true": return Literal(.bool(true), position: start)
    case "false": return Literal(.bool(false), position: start)
    case "nil": return Literal(.null, position: start)
    default: break
    }
    if self.current.kind == .dot { return try self.member(type: name, start: start) }
    guard self.current.kind == .openParen else {
      throw LiteralError(
        position: start, message: "\(quotedName(name)) is not a value",
        expected: [".\(name)", "\"\(name)\"", "\(name)(…)"])
    }
    let open = self.current.position
    return Literal(.construct(type: name, arguments: try self.arguments()), position: start, argumentsPosition: open)
  }

  private mutating func member(type: String?, start: Int) throws -> Literal {
    try self.expect(.dot)
    var type = type
    var name = try self.identifier(context: "a case name after '.'")
    // A nested type's qualified name: `LedgerAction.UI.Transfer(…)`, `Outer.Kind.member`.
    while let qualifier = type, self.current.kind == .dot, case .identifier = self.peek(1).kind {
      type = qualifier + "." + name
      self.advance()
      name = try self.identifier()
    }
    guard self.current.kind == .openParen else {
      if let value = Self.nonFinite(type: type, name: name) { return Literal(.double(value), position: start) }
      return Literal(.member(type: type, name: name, arguments: nil), position: start)
    }
    let open = self.current.position
    return Literal(.member(type: type, name: name, arguments: try self.arguments()), position: start, argumentsPosition: open)
  }

  /// `.infinity` and `.nan` (bare or `Double.`), as the printer writes non-finite doubles.
  /// `resolve` reads them back as cases where an enum is expected, as Swift's context would.
  private static func nonFinite(type: String?, name: String) -> Double? {
    guard type == nil || type == "Double" else { return nil }
    switch name {
    case "infinity": return .infinity
    case "nan": return .nan
    default: return nil
    }
  }

  private mutating func collection() throws -> Literal {
    let start = self.current.position
    try self.expect(.openBracket)
    if self.consume(.closeBracket) { return Literal(.array([]), position: start) }
    if self.consume(.colon) {
      try self.expect(.closeBracket, context: "']' after '[:'")
      return Literal(.dictionary([]), position: start)
    }
    let first = try self.value()
    if self.consume(.colon) { return try self.dictionary(firstKey: first, start: start) }
    var elements = [first]
    while !self.consume(.closeBracket) {
      try self.expect(.comma, context: "',' or ']'")
      if self.consume(.closeBracket) { break }
      elements.append(try self.value())
    }
    return Literal(.array(elements), position: start)
  }

  private mutating func dictionary(firstKey: Literal, start: Int) throws -> Literal {
    var entries = [Literal.Entry(key: firstKey, value: try self.value())]
    while !self.consume(.closeBracket) {
      try self.expect(.comma, context: "',' or ']'")
      if self.consume(.closeBracket) { break }
      let key = try self.value()
      try self.expect(.colon, context: "':' after a dictionary key")
      entries.append(Literal.Entry(key: key, value: try self.value()))
    }
    return Literal(.dictionary(entries), position: start)
  }
}
