import HashTreeCollections
import Testing
import TypedLiterals

/// `LiteralElision` builds a literal already shortened: it must print exactly as the printer
/// prints the whole literal with the same `maxItems`, and leave `literal` whole outside it.
@Suite struct LiteralElisionTests {
  /// Both ways of printing `value` with `maxItems`.
  func printed<Value: TypedLiteral>(_ value: Value, maxItems: Int) -> (elided: String, whole: String) {
    let printer = LiteralPrinter(maxItems: maxItems)
    return (printer.text(LiteralElision.literal(of: value, maxItems: maxItems)), printer.text(value.literal))
  }

  @Test(arguments: [0, 1, 2, 3, 5])
  func printsLikeThePrinterShorteningTheWholeLiteral(maxItems: Int) {
    let nested: [[Int]] = [[], [1], [1, 2], [1, 2, 3], Array(0..<70_000)]
    let keyed: [String: [Int]] = ["a": [1, 2, 3], "b": [], "c": [4]]
    let tree: TreeDictionary<String, [Double]> = ["x": [1.5, 2.5], "y": [], "z": [0.5, 1, 2, 3]]
    let optional: [Int]? = [7, 8, 9]
    for (elided, whole) in [
      self.printed(nested, maxItems: maxItems), self.printed(keyed, maxItems: maxItems),
      self.printed(tree, maxItems: maxItems), self.printed(optional, maxItems: maxItems),
      self.printed([String: Int](), maxItems: maxItems),
    ] {
      #expect(elided == whole)
    }
  }

  @Test func aLongCollectionIsOneElidedLiteral() {
    #expect(LiteralElision.literal(of: Array(0..<10), maxItems: 5) == Literal(.elided(count: 10)))
    #expect(LiteralElision.literal(of: ["k": 1, "l": 2], maxItems: 1) == Literal(.elided(count: 2)))
    #expect(LiteralElision.literal(of: [1, 2], maxItems: 5) == [1, 2].literal)
  }

  @Test func outsideItLiteralsStayWhole() {
    _ = LiteralElision.literal(of: Array(0..<10), maxItems: 1)
    guard case .array(let elements) = Array(0..<10).literal.kind else { Issue.record("not an array"); return }
    #expect(elements.count == 10)
  }
}
