import Testing
import TypedLiterals

/// The macro's expansions, observed through the conformances it generated for the fixtures in
/// ExpansionFixtures.swift: the schema each declares, and literals read and printed by them.
@Suite struct TypedLiteralMacroTests {
  // MARK: - Enums

  @Test func anEnumDeclaresEveryCaseWithItsLabelsAndPayloadTypes() {
    #expect(
      Self.schema(MacroAction.self)
        == "enum MacroAction { .onAppear | .ui(_: MacroUI) | .select(id: String?, tags: [String], counts: [String: [Int]]) }")
  }

  @Test(arguments: [
    (MacroAction.onAppear, ".onAppear"),
    (.ui(.onTapButton), ".ui(.onTapButton)"),
    (.select(id: nil, tags: [], counts: [:]), ".select(id: nil, tags: [], counts: [:])"),
    (.select(id: "a", tags: ["x", "y"], counts: ["k": [1, 2]]), #".select(id: "a", tags: ["x", "y"], counts: ["k": [1, 2]])"#),
  ])
  func anEnumCaseReadsAndPrintsItsPayload(value: MacroAction, text: String) throws {
    #expect(Self.print(value) == text)
    #expect(try Self.read(text, as: MacroAction.self) == value)
  }

  @Test func aRawValueEnumListsCaseNamesNotRawValues() throws {
    #expect(Self.schema(MacroDiet.self) == "enum MacroDiet { .herbivorous | .carnivorous | .omnivorous }")
    #expect(Self.print(MacroDiet.omnivorous) == ".omnivorous")
    #expect(try Self.read(".carnivorous", as: MacroDiet.self) == .carnivorous)
    #expect(throws: LiteralError.self) { try Self.read(#""Carnivore""#, as: MacroDiet.self) }
  }

  @Test func keywordNamesAreWrittenWithoutBackticks() throws {
    #expect(Self.schema(MacroScope.self) == "enum MacroScope { .default(in: Int) }")
    #expect(Self.print(MacroScope.default(in: 3)) == ".default(in: 3)")
    #expect(try Self.read(".default(in: 3)", as: MacroScope.self) == .default(in: 3))
  }

  @Test func anUnknownCaseIsAMismatch() {
    #expect(throws: LiteralError.self) { try Self.read(".onDisappear", as: MacroAction.self) }
  }

  // MARK: - Structs

  @Test func aStructsFieldsAreItsMemberwiseStoredProperties() throws {
    #expect(Self.schema(MacroCreature.self) == "struct MacroCreature(animalId: String, name: String, tags: [String])")
    let creature = MacroCreature(animalId: "Dog", name: "Rex", tags: ["good"])
    let text = #"MacroCreature(animalId: "Dog", name: "Rex", tags: ["good"])"#
    #expect(Self.print(creature) == text)
    #expect(try Self.read(text, as: MacroCreature.self) == creature)
  }

  @Test func aStructWithoutStoredPropertiesIsAnEmptyConstruction() throws {
    #expect(Self.schema(MacroEmpty.self) == "struct MacroEmpty()")
    #expect(Self.print(MacroEmpty()) == "MacroEmpty()")
    #expect(try Self.read("MacroEmpty()", as: MacroEmpty.self) == MacroEmpty())
  }
}

extension TypedLiteralMacroTests {
  /// The declared schema in one line: cases with `label: Type`, or a struct's fields.
  static func schema(_ type: any TypedLiteral.Type) -> String {
    func parameters(_ list: [LiteralParameter]) -> String {
      list.map { ($0.label ?? "_") + ": " + $0.type.literalShape.typeName }.joined(separator: ", ")
    }
    switch type.literalShape {
    case .enumeration(let name, let cases):
      let listed = cases.map { $0.parameters.isEmpty ? "." + $0.name : ".\($0.name)(\(parameters($0.parameters)))" }
      return "enum \(name) { " + listed.joined(separator: " | ") + " }"
    case .structure(let name, let fields):
      return "struct \(name)(\(parameters(fields)))"
    default:
      return type.literalShape.typeName
    }
  }

  static func print(_ value: some TypedLiteral) -> String {
    LiteralPrinter().text(value.literal)
  }

  static func read<T: TypedLiteral>(_ text: String, as type: T.Type) throws -> T {
    try LiteralParser.parse(text).decode(as: type)
  }
}
