/// A `Set` is written as an array literal (`["home", "work"]`, as Swift's own
/// `ExpressibleByArrayLiteral` allows) and printed sorted by each element's printed text, so equal
/// sets print alike whatever their hash order.
extension Set: TypedLiteral where Element: TypedLiteral {
  public static var literalShape: LiteralShape { .array(element: Element.self) }

  public init(literal: Literal) throws {
    guard case .array(let elements) = literal.kind else { throw literal.mismatch(expecting: Self.self) }
    self = Set(try elements.map { try Element(literal: $0) })
  }

  public var literal: Literal {
    if let elided = LiteralElision.elided(count: self.count) { return elided }
    let printer = LiteralPrinter(maxItems: 0)
    let elements = self.map(\.literal).map { (text: printer.text($0), literal: $0) }.sorted { $0.text < $1.text }
    return Literal(.array(elements.map(\.literal)))
  }
}
