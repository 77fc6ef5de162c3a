import Foundation
import TypedLiterals

/// `.forward` / `.reverse`, as the book's sorted selectors take them (`order: .reverse`).
extension SortOrder: TypedLiteral {
  /// The two cases, for completion, `:actions` and error messages.
  public static var literalShape: LiteralShape {
    .enumeration(name: "SortOrder", cases: [LiteralCase("forward"), LiteralCase("reverse")])
  }

  /// Reads `.forward` or `.reverse`.
  ///
  /// - Throws: For any other literal.
  public init(literal: Literal) throws {
    switch try literal.resolve(as: Self.self) {
    case .members(name: "reverse", _): self = .reverse
    case .members: self = .forward
    case .sample(let value): self = value
    }
  }

  /// `.forward` or `.reverse`.
  public var literal: Literal { .member(self == .forward ? "forward" : "reverse") }
}
