import Testing
import TypedLiterals

/// The scanner behind the freshness check: it finds markers and declarations by telling code from
/// comments and strings, without parsing Swift.
@Suite struct MarkedDeclarationScannerTests {
  static func found(_ source: String) -> [String] {
    GeneratedConformances.declarations(inSource: source, file: "F.swift").map { "\($0.line) \($0.name)" }
  }

  static func fingerprint(_ source: String) -> String? {
    GeneratedConformances.declarations(inSource: source, file: "F.swift").first?.fingerprint
  }

  @Test func nestedDeclarationsAreFoundInSourceOrderWithTheirLines() {
    let source = """
      // @TypedLiteral
      enum Outer {
        case a(Inner)
        // @TypedLiteral
        public struct Inner {
          let x: Int
        }
      }
      extension Outer {
        /// Doc comment between the marker and the declaration is fine too.
        // @TypedLiteral
        /// Like this.
        @available(*, deprecated) package enum `Type`: String { case `default` }
      }
      """
    #expect(Self.found(source) == ["2 Outer", "5 Inner", "13 Type"])
  }

  @Test(arguments: [
    "  // @TypedLiteral macro must handle\nenum A { case a }",  // more text on the line
    "let x = 1 // @TypedLiteral\nenum A { case a }",  // not alone on its line
    "let s = \"\"\"\n// @TypedLiteral\nenum A { case a }\n\"\"\"",  // inside a multi-line string
    "/*\n// @TypedLiteral\n*/ enum A { case a }",  // inside a block comment
  ])
  func onlyAWholeCommentLineIsAMarker(source: String) {
    #expect(Self.found(source) == [])
  }

  @Test(arguments: [
    (##"  static let open = "{", close = #"}"#"##, true),
    ("  static let text = \"\\(label(\"}\"))\"", true),
    ("  static let block = \"\"\"\n    }\n    \"\"\"", true),
    ("  /* } /* nested */ } */", false),
    ("  // }", false),
  ])
  func bracesInStringsAndCommentsDoNotCloseTheDeclaration(member: String, isCode: Bool) {
    let source = "// @TypedLiteral\nstruct S {\n\(member)\n  let x: Int\n}\n"
    let withoutMember = "// @TypedLiteral\nstruct S {\n  let x: Int\n}\n"
    #expect(Self.found(source) == ["2 S"])
    // The declaration ends at its own brace: a change after it does not touch the fingerprint.
    #expect(Self.fingerprint(source) == Self.fingerprint(source + "struct T { let y: Int }\n"))
    // Code counts; a comment does not.
    #expect((Self.fingerprint(source) != Self.fingerprint(withoutMember)) == isCode)
  }

  @Test func stringContentsCountInFull() {
    let one = "// @TypedLiteral\nstruct S {\n  static let s = \"a  b\"\n}"
    let two = "// @TypedLiteral\nstruct S {\n  static let s = \"a b\"\n}"
    #expect(Self.fingerprint(one) != Self.fingerprint(two))
  }
}
