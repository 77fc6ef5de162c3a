/// One lexical unit of the literal language, with the offset where it starts.
public struct LiteralToken: Sendable, Equatable {
  /// The kinds of token.
  public enum Kind: Sendable, Equatable {
    case identifier(String)
    case string(String)
    case integer(Int)
    /// An integer above `Int.max` that fits in 64 bits (a `UInt` or `UInt64` value).
    case unsignedInteger(UInt64)
    case double(Double)
    case dot, comma, colon, equals
    case openParen, closeParen, openBracket, closeBracket
    /// `==`, used by `:expect`.
    case equalsEquals
    case end
  }

  /// The kind and payload.
  public var kind: Kind
  /// Unicode-scalar offset of the first character.
  public var position: Int
}

extension LiteralToken.Kind {
  /// How the token reads in an error message.
  public var spelling: String {
    switch self {
    case .identifier(let name): quotedName(name)
    case .string: "a string"
    case .integer, .unsignedInteger, .double: "a number"
    case .dot: "'.'"
    case .comma: "','"
    case .colon: "':'"
    case .equals: "'='"
    case .equalsEquals: "'=='"
    case .openParen: "'('"
    case .closeParen: "')'"
    case .openBracket: "'['"
    case .closeBracket: "']'"
    case .end: "end of line"
    }
  }
}
