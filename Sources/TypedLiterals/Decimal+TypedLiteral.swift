import Foundation

/// A `Decimal` is written and printed as a number (`4.78`), read through its text so `4.78`
/// stays exactly 4.78 rather than the nearest binary double.
extension Decimal: TypedLiteral {
  public static var literalShape: LiteralShape { .double }

  public init(literal: Literal) throws {
    switch literal.kind {
    case .integer(let value): self = Decimal(value)
    case .double(let value): self = Decimal(string: LiteralPrinter.number(value)) ?? Decimal(value)
    default: throw literal.mismatch(expecting: Decimal.self)
    }
  }

  public var literal: Literal { Literal(.double(Double(self.description) ?? 0)) }
}
