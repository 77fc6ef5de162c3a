import Testing
import TypedLiterals

/// A struct whose memberwise initializer has defaults: an explicit initializer, an implicit
/// `nil` for an optional `var`, and a required field between them.
// @TypedLiteral
struct Page: Equatable, Sendable {
  var size: Int = 10
  let title: String
  var note: String?
  let tags: [String]?
}

/// A struct literal may leave out the fields its declaration gives defaults, as Swift's
/// memberwise initializer does; the others must be written.
@Suite struct StructDefaultTests {
  @Test func leftOutFieldsTakeTheirDeclaredDefaults() throws {
    let page = try LiteralParser.parse(#"Page(title: "A", tags: nil)"#).decode(as: Page.self)
    #expect(page == Page(title: "A", tags: nil))
    #expect(page.size == 10 && page.note == nil)
  }

  @Test func writtenFieldsStillGoInOrderAndOverrideTheDefault() throws {
    let page = try LiteralParser.parse(#"Page(size: 3, title: "A", note: "n", tags: ["x"])"#).decode(as: Page.self)
    #expect(page == Page(size: 3, title: "A", note: "n", tags: ["x"]))
  }

  @Test func theShapeCarriesEachDefault() {
    guard case .structure(_, let fields) = Page.literalShape else {
      Issue.record("Page is not a struct shape")
      return
    }
    #expect(fields.map(\.defaultValue) == [10.literal, nil, Literal(.null), nil])
  }

  @Test func aRequiredFieldCannotBeLeftOut() {
    // `title` has no default; `tags`, an optional `let`, has none either in Swift.
    #expect(throws: LiteralError.self) { try LiteralParser.parse("Page(size: 3)").decode(as: Page.self) }
    #expect(throws: LiteralError.self) { try LiteralParser.parse(#"Page(title: "A")"#).decode(as: Page.self) }
  }

  @Test func printingStillWritesEveryField() {
    #expect(Page(title: "A", tags: nil).literal.description == #"Page(size: 10, title: "A", note: nil, tags: nil)"#)
  }
}
