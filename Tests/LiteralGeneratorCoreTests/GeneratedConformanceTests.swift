import Testing
import TypedLiterals

/// What the generator writes, observed through the conformances it generated for the fixtures in
/// ExpansionFixtures.swift (the tests the `@TypedLiteral` macro had): the schema each declares,
/// and literals read and printed by them.
@Suite struct GeneratedConformanceTests {
  // MARK: - Enums

  @Test func anEnumDeclaresEveryCaseWithItsLabelsAndPayloadTypes() {
    #expect(
      Self.schema(FixtureAction.self)
        == "enum FixtureAction { .onAppear | .ui(_: FixtureUI) | .select(id: String?, tags: [String], counts: [String: [Int]]) }")
  }

  @Test(arguments: [
    (FixtureAction.onAppear, ".onAppear"),
    (.ui(.onTapButton), ".ui(.onTapButton)"),
    (.select(id: nil, tags: [], counts: [:]), ".select(id: nil, tags: [], counts: [:])"),
    (.select(id: "a", tags: ["x", "y"], counts: ["k": [1, 2]]), #".select(id: "a", tags: ["x", "y"], counts: ["k": [1, 2]])"#),
  ])
  func anEnumCaseReadsAndPrintsItsPayload(value: FixtureAction, text: String) throws {
    #expect(Self.print(value) == text)
    #expect(try Self.read(text, as: FixtureAction.self) == value)
  }

  @Test func aRawValueEnumListsCaseNamesNotRawValues() throws {
    #expect(Self.schema(FixtureDiet.self) == "enum FixtureDiet { .herbivorous | .carnivorous | .omnivorous }")
    #expect(Self.print(FixtureDiet.omnivorous) == ".omnivorous")
    #expect(try Self.read(".carnivorous", as: FixtureDiet.self) == .carnivorous)
    #expect(throws: LiteralError.self) { try Self.read(#""Carnivore""#, as: FixtureDiet.self) }
  }

  @Test func keywordNamesAreWrittenWithoutBackticks() throws {
    #expect(Self.schema(FixtureScope.self) == "enum FixtureScope { .default(in: Int) }")
    #expect(Self.print(FixtureScope.default(in: 3)) == ".default(in: 3)")
    #expect(try Self.read(".default(in: 3)", as: FixtureScope.self) == .default(in: 3))
  }

  @Test func anUnknownCaseIsAMismatch() {
    #expect(throws: LiteralError.self) { try Self.read(".onDisappear", as: FixtureAction.self) }
  }

  // MARK: - Structs

  @Test func aStructsFieldsAreItsMemberwiseStoredProperties() throws {
    #expect(Self.schema(FixtureCreature.self) == "struct FixtureCreature(animalId: String, name: String, tags: [String])")
    let creature = FixtureCreature(animalId: "Dog", name: "Rex", tags: ["good"])
    let text = #"FixtureCreature(animalId: "Dog", name: "Rex", tags: ["good"])"#
    #expect(Self.print(creature) == text)
    #expect(try Self.read(text, as: FixtureCreature.self) == creature)
  }

  @Test func aFieldWithAnInitializerIsDefaultedAndMayBeLeftOut() throws {
    guard case .structure(_, let fields) = FixtureCreature.literalShape else {
      Issue.record("FixtureCreature is not a struct shape")
      return
    }
    #expect(fields.map(\.defaultValue) == [nil, "".literal, nil])
    let creature = try Self.read(#"FixtureCreature(animalId: "Dog", tags: [])"#, as: FixtureCreature.self)
    #expect(creature == FixtureCreature(animalId: "Dog", tags: []))
  }

  @Test func aStructWithoutStoredPropertiesIsAnEmptyConstruction() throws {
    #expect(Self.schema(FixtureEmpty.self) == "struct FixtureEmpty()")
    #expect(Self.print(FixtureEmpty()) == "FixtureEmpty()")
    #expect(try Self.read("FixtureEmpty()", as: FixtureEmpty.self) == FixtureEmpty())
  }
}

extension GeneratedConformanceTests {
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
