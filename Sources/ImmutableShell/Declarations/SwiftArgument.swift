import Foundation
import TypedLiterals

/// A parameter type an exported test spells otherwise than the prompt does: a sort key the
/// prompt writes `.name` is the key path `\Animal.name` the book's selector takes.
public protocol SwiftArgument: TypedLiteral {
  /// How an exported test writes this value as the real function's argument.
  var swiftArgument: String { get }
}

extension SwiftArgument {
  /// The spelling of `literal` read as this type; the literal itself when it is not one.
  static func spell(_ literal: Literal) -> String {
    (try? Self(literal: literal))?.swiftArgument ?? literal.description
  }
}

/// A parameter's spelling for `type`: its own for a `SwiftArgument`, else nil (the literal as
/// Swift reads it).
func swiftArgumentSpelling(of type: any TypedLiteral.Type) -> (@Sendable (Literal, Date?) -> String)? {
  guard let spelled = type as? any SwiftArgument.Type else { return nil }
  return { literal, _ in spelled.spell(literal) }
}
