import Testing

/// Field types a literal cannot spell are refused where they are declared, naming the field, the
/// type and the place; the integer widths and nested types are written.
@Suite(.enabled(if: GeneratorTool.shouldRun, "build it: scripts/update-literals --check"))
struct GeneratorFieldTypeTests {
  @Test(arguments: [
    ("var pair: (Int, Int)", "3:13: error: field 'pair' of Ledger has type '(Int, Int)', which a literal cannot spell: tuples are not supported (declare a struct)"),
    ("var onDone: () -> Void", "3:15: error: field 'onDone' of Ledger has type '() -> Void', which a literal cannot spell: functions are not supported"),
    ("var handler: (@Sendable (Int) -> Void)?", "3:16: error: field 'handler' of Ledger has type '(@Sendable (Int) -> Void)?', which a literal cannot spell: functions are not supported"),
    ("var shape: any Sendable", "3:14: error: field 'shape' of Ledger has type 'any Sendable', which a literal cannot spell: opaque and existential types are not supported"),
    ("var pairs: [String: [(Int, Int)]]", "3:14: error: field 'pairs' of Ledger has type '[String: [(Int, Int)]]', which a literal cannot spell: tuples are not supported (declare a struct)"),
    ("var kind: Int.Type", "3:13: error: field 'kind' of Ledger has type 'Int.Type', which a literal cannot spell: metatypes are not supported"),
  ])
  func anUnsupportedStoredPropertyIsRefusedWithItsPlace(_ property: String, _ error: String) async throws {
    let source = """
      // @TypedLiteral
      struct Ledger {
        \(property)
      }
      """
    #expect(try await GeneratorDiagnosticsTests.errors(source) == [error])
  }

  @Test func aGenericParameterIsRefused() async throws {
    let source = """
      // @TypedLiteral
      struct Box<Value: Sendable> {
        var value: Value
        var values: [Value]
      }
      """
    #expect(
      try await GeneratorDiagnosticsTests.errors(source) == [
        "3:14: error: field 'value' of Box has type 'Value', which a literal cannot spell: generic parameters are not supported (a literal names a concrete type)"
      ])
  }

  @Test func anUnsupportedCasePayloadIsRefusedWithItsPlace() async throws {
    let source = """
      // @TypedLiteral
      enum Event {
        case moved(by: (Int, Int), _ note: String)
        case ran(() -> Void)
      }
      """
    #expect(
      try await GeneratorDiagnosticsTests.errors(source) == [
        "3:18: error: payload 'by' of case 'moved' of Event has type '(Int, Int)', which a literal cannot spell: tuples are not supported (declare a struct)"
      ])
  }

  @Test func integerWidthsAndNestedTypesAreWritten() async throws {
    let source = """
      enum LedgerAction {
        enum UI {
          // @TypedLiteral
          struct Transfer {
            var amount: UInt
            var cents: UInt8
            var memo: (String)
          }
        }
      }
      """
    let generated = try #require(try await GeneratorTool.run(["Ledger.swift": source]).generated)
    #expect(generated.contains("TypedLiterals.LiteralParameter(\"amount\", UInt.self), TypedLiterals.LiteralParameter(\"cents\", UInt8.self)"))
    #expect(generated.contains("static var swiftTypeName: String {\n    \"LedgerAction.UI.Transfer\"\n  }"))
  }
}
