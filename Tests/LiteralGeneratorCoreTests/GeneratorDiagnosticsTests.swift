import Testing

/// What the generator says about declarations it cannot write a conformance for: the errors the
/// `@TypedLiteral` macro gave, plus those of a marker the generator reads from another file.
@Suite(.enabled(if: GeneratorTool.shouldRun, "build it: scripts/update-literals --check"))
struct GeneratorDiagnosticsTests {
  /// The generator's errors for one file, `LINE:COL: error: MESSAGE`; empty when it wrote code.
  static func errors(_ source: String) async throws -> [String] {
    let run = try await GeneratorTool.run(["Snippet.swift": source])
    #expect(run.status == (run.errors.isEmpty ? 0 : 1))
    return run.errors.map { String($0.dropFirst("Snippet.swift:".count)) }
  }

  @Test func aValidDeclarationGeneratesWithoutErrors() async throws {
    let source = """
      import TypedLiterals

      // @TypedLiteral
      struct Counter {
        let value: Int
      }
      """
    let run = try await GeneratorTool.run(["Snippet.swift": source])
    #expect(run.errors == [])
    #expect(run.generated != nil)
  }

  @Test(arguments: ["class", "actor", "protocol", "extension"])
  func onlyEnumsAndStructsAreAccepted(_ keyword: String) async throws {
    let source = """
      import TypedLiterals

      // @TypedLiteral
      \(keyword) Store {}
      """
    #expect(try await Self.errors(source) == ["4:1: error: @TypedLiteral applies to an enum or a struct"])
  }

  @Test func aStoredPropertyWithoutATypeAnnotationIsRejected() async throws {
    let source = """
      // @TypedLiteral
      struct Counter {
        var value = 0
      }
      """
    #expect(try await Self.errors(source) == ["3:7: error: @TypedLiteral needs a type annotation on every stored property"])
  }

  @Test(arguments: ["private", "fileprivate"])
  func aTypeAnotherFileCannotSeeIsRejected(_ access: String) async throws {
    let source = """
      \(access) enum Outer {
        // @TypedLiteral
        enum Inner { case a }
      }
      """
    #expect(
      try await Self.errors(source)
        == ["3:3: error: @TypedLiteral needs an internal, package or public type: its conformance is generated into another file"])
  }

  @Test func aTypeInsideAFunctionIsRejected() async throws {
    let source = """
      func make() {
        // @TypedLiteral
        enum Local { case a }
      }
      """
    #expect(try await Self.errors(source) == ["3:3: error: @TypedLiteral needs a type declared at file scope or inside a type or extension"])
  }

  @Test func aMarkerAboveSomethingElseIsRejected() async throws {
    let source = """
      struct Counter {
        // @TypedLiteral
        func reset() { }
      }
      """
    #expect(try await Self.errors(source) == ["3:1: error: // @TypedLiteral must be directly above an enum or struct declaration"])
  }

  @Test func everyProblemIsReportedInLineOrder() async throws {
    let source = """
      // @TypedLiteral
      class A {}
      // @TypedLiteral
      struct B { var b = 1 }
      """
    #expect(
      try await Self.errors(source) == [
        "2:1: error: @TypedLiteral applies to an enum or a struct",
        "4:16: error: @TypedLiteral needs a type annotation on every stored property",
      ])
  }
}
