import LiteralGeneratorCore
import Testing

/// What the generator says about declarations it cannot write a conformance for: the errors the
/// `@TypedLiteral` macro gave, plus those of a marker the generator reads from another file.
@Suite struct GeneratorDiagnosticsTests {
  /// The generator's errors for one file, `LINE:COL: error: MESSAGE`; empty when it wrote code.
  static func errors(_ source: String) -> [String] {
    do {
      _ = try LiteralGenerator.generate([SourceFile(path: "Snippet.swift", text: source)])
      return []
    } catch {
      return error.diagnostics.map { String($0.description.dropFirst("Snippet.swift:".count)) }
    }
  }

  @Test func aValidDeclarationGeneratesWithoutErrors() throws {
    let source = """
      import TypedLiterals

      // @TypedLiteral
      struct Counter {
        let value: Int
      }
      """
    #expect(Self.errors(source) == [])
    #expect(try LiteralGenerator.generate([SourceFile(path: "Snippet.swift", text: source)]) != nil)
  }

  @Test(arguments: ["class", "actor", "protocol", "extension"])
  func onlyEnumsAndStructsAreAccepted(_ keyword: String) {
    let source = """
      import TypedLiterals

      // @TypedLiteral
      \(keyword) Store {}
      """
    #expect(Self.errors(source) == ["4:1: error: @TypedLiteral applies to an enum or a struct"])
  }

  @Test func aStoredPropertyWithoutATypeAnnotationIsRejected() {
    let source = """
      // @TypedLiteral
      struct Counter {
        var value = 0
      }
      """
    #expect(Self.errors(source) == ["3:7: error: @TypedLiteral needs a type annotation on every stored property"])
  }

  @Test(arguments: ["private", "fileprivate"])
  func aTypeAnotherFileCannotSeeIsRejected(_ access: String) {
    let source = """
      \(access) enum Outer {
        // @TypedLiteral
        enum Inner { case a }
      }
      """
    #expect(
      Self.errors(source)
        == ["3:3: error: @TypedLiteral needs an internal, package or public type: its conformance is generated into another file"])
  }

  @Test func aTypeInsideAFunctionIsRejected() {
    let source = """
      func make() {
        // @TypedLiteral
        enum Local { case a }
      }
      """
    #expect(Self.errors(source) == ["3:3: error: @TypedLiteral needs a type declared at file scope or inside a type or extension"])
  }

  @Test func aMarkerAboveSomethingElseIsRejected() {
    let source = """
      struct Counter {
        // @TypedLiteral
        func reset() { }
      }
      """
    #expect(Self.errors(source) == ["3:1: error: // @TypedLiteral must be directly above an enum or struct declaration"])
  }

  @Test func everyProblemIsReportedInLineOrder() {
    let source = """
      // @TypedLiteral
      class A {}
      // @TypedLiteral
      struct B { var b = 1 }
      """
    #expect(
      Self.errors(source) == [
        "2:1: error: @TypedLiteral applies to an enum or a struct",
        "4:16: error: @TypedLiteral needs a type annotation on every stored property",
      ])
  }
}
