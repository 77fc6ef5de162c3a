import Foundation

// Foundation values apps keep in state, written as Swift constructs them, so a printed line
// pastes back into Swift as well as into the shell:
// `UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")`, `URL(string: "https://example.com")`,
// `Data(base64Encoded: "AQID")`.

extension UUID: TypedLiteral {
  public static var literalShape: LiteralShape {
    .structure(name: "UUID", fields: [LiteralParameter("uuidString", String.self)])
  }

  public init(literal: Literal) throws {
    guard let value = try Self.text(of: literal, as: Self.self).flatMap(UUID.init(uuidString:)) else {
      throw literal.mismatch(expecting: Self.self)
    }
    self = value
  }

  public var literal: Literal { .construct("UUID", [("uuidString", Literal(.string(self.uuidString)))]) }
}

extension URL: TypedLiteral {
  public static var literalShape: LiteralShape {
    .structure(name: "URL", fields: [LiteralParameter("string", String.self)])
  }

  public init(literal: Literal) throws {
    guard let value = try Self.text(of: literal, as: Self.self).flatMap(URL.init(string:)) else {
      throw literal.mismatch(expecting: Self.self)
    }
    self = value
  }

  public var literal: Literal { .construct("URL", [("string", Literal(.string(self.absoluteString)))]) }
}

extension Data: TypedLiteral {
  public static var literalShape: LiteralShape {
    .structure(name: "Data", fields: [LiteralParameter("base64Encoded", String.self)])
  }

  public init(literal: Literal) throws {
    guard let value = try Self.text(of: literal, as: Self.self).flatMap({ Data(base64Encoded: $0) }) else {
      throw literal.mismatch(expecting: Self.self)
    }
    self = value
  }

  public var literal: Literal { .construct("Data", [("base64Encoded", Literal(.string(self.base64EncodedString())))]) }
}

extension TypedLiteral {
  /// The one string argument of `Type(label: "…")`, or the string itself when written bare.
  fileprivate static func text<T: TypedLiteral>(of literal: Literal, as type: T.Type) throws -> String? {
    if case .string(let text) = literal.kind { return text }
    guard case .members(_, let values) = try literal.resolve(as: T.self), case .string(let text) = values.first?.kind else {
      return nil
    }
    return text
  }
}
