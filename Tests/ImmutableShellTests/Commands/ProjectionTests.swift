@testable import ImmutableShell
import Testing
import TypedLiterals

/// `Projection`: parsing `.count`, `.first`, `.last`, `[i]`, `.field`; applying them to values and types.
@MainActor @Suite struct ProjectionTests {
  /// Projection text and what it parses to.
  struct ParseCase: Sendable, CustomTestStringConvertible {
    let text: String
    let projections: [Projection]
    var testDescription: String { self.text.isEmpty ? "(none)" : self.text }
  }

  @Test(arguments: [
    ParseCase(text: "", projections: []),
    ParseCase(text: ".count", projections: [.count]),
    ParseCase(text: ".first.name", projections: [.first, .field("name")]),
    ParseCase(text: "[2].last", projections: [.index(2), .last]),
    ParseCase(text: " . count [ 0 ]", projections: [.count, .index(0)]),
    ParseCase(text: ".y[1].first.count", projections: [.field("y"), .index(1), .first, .count]),
  ])
  func parses(_ testCase: ParseCase) throws {
    var parser = try LiteralParser(testCase.text + " == 1")
    let projections = try Projection.parseAll(&parser)
    #expect(projections == testCase.projections)
    #expect(parser.current.kind == .equalsEquals, "stops at what is not a projection")
    #expect(projections.map(\.text).joined() == testCase.text.filter { $0 != " " })
  }

  @Test(arguments: [
    ([.count], ValueType.typed([Int].self), ".count"),
    ([.first, .count], ValueType.typed([String].self), ".first?.count"),
    ([.index(1)], ValueType.typed(Optional<[Int]>.self), "?[1]"),
    ([.last], ValueType.typed(Optional<[Int]>.self), "?.last"),
  ] as [([Projection], ValueType, String)])
  func swiftSpelling(_ projections: [Projection], type: ValueType, swift: String) {
    #expect(Projection.swiftSpelling(projections, after: type) == swift)
  }

  @Test func parseAllHonoursItsLimit() throws {
    var parser = try LiteralParser(".count.first")
    #expect(try Projection.parseAll(&parser, limit: 1) == [.count])
    #expect(try Projection.parseAll(&parser) == [.first])
  }

  @Test(arguments: ["[x]", "[]", "[1", ".", ".1", #"["a"]"#])
  func malformedProjectionThrows(_ text: String) throws {
    var parser = try LiteralParser(text)
    #expect(throws: LiteralError.self) { try Projection.parseAll(&parser) }
  }

  /// A value, a projection and the result (nil: does not apply).
  struct ValueCase: Sendable, CustomTestStringConvertible {
    let value: String
    let projection: Projection
    let result: String?
    var testDescription: String { "\(self.value)\(self.projection.text)" }
  }

  @Test(arguments: [
    ValueCase(value: "[3, 1, 4]", projection: .count, result: "3"),
    ValueCase(value: "[]", projection: .count, result: "0"),
    ValueCase(value: #"["a": 1, "b": 2]"#, projection: .count, result: "2"),
    ValueCase(value: #""héllo""#, projection: .count, result: "5"),
    ValueCase(value: "[3, 1, 4]", projection: .first, result: "3"),
    ValueCase(value: "[3, 1, 4]", projection: .last, result: "4"),
    ValueCase(value: "[]", projection: .first, result: "nil"),
    ValueCase(value: "[]", projection: .last, result: "nil"),
    ValueCase(value: "[3, 1, 4]", projection: .index(0), result: "3"),
    ValueCase(value: "[3, 1, 4]", projection: .index(2), result: "4"),
    ValueCase(value: "[3, 1, 4]", projection: .index(3), result: nil),
    ValueCase(value: "[3, 1, 4]", projection: .index(-1), result: nil),
    ValueCase(value: "nil", projection: .count, result: "nil"),
    ValueCase(value: "nil", projection: .index(4), result: "nil"),
    ValueCase(value: "nil", projection: .field("x"), result: "nil"),
    ValueCase(value: "P(x: 1, y: 2)", projection: .field("y"), result: "2"),
    ValueCase(value: "P(x: 1, y: 2)", projection: .field("z"), result: nil),
    ValueCase(value: "[P(x: 1, y: 2), P(x: 3, y: 4)]", projection: .field("x"), result: "[1, 3]"),
    ValueCase(value: "[P(x: 1, y: 2), Q(z: 3)]", projection: .field("x"), result: nil),
    ValueCase(value: "7", projection: .count, result: nil),
    ValueCase(value: "7", projection: .first, result: nil),
    ValueCase(value: ".cat", projection: .field("name"), result: nil),
  ])
  func appliesToValue(_ testCase: ValueCase) throws {
    let value = try LiteralParser.parse(testCase.value)
    #expect(value.applying(testCase.projection)?.description == testCase.result)
  }

  /// A static type, a projection and the type after it (nil: does not apply).
  struct TypeCase: Sendable, CustomTestStringConvertible {
    let id: String
    let type: ValueType
    let projection: Projection
    let result: String?
    var testDescription: String { self.id }
  }

  @Test(arguments: [
    TypeCase(id: "[Int].count", type: .typed([Int].self), projection: .count, result: "Int"),
    TypeCase(id: "[Int].first", type: .typed([Int].self), projection: .first, result: "Int?"),
    TypeCase(id: "[Int].last", type: .typed([Int].self), projection: .last, result: "Int?"),
    TypeCase(id: "[Int][0]", type: .typed([Int].self), projection: .index(0), result: "Int"),
    TypeCase(id: "[Int]?.count", type: .typed([Int]?.self), projection: .count, result: "Int?"),
    TypeCase(id: "[Int]?.first", type: .typed([Int]?.self), projection: .first, result: "Int?"),
    TypeCase(id: "[Int]?[1]", type: .typed([Int]?.self), projection: .index(1), result: "Int?"),
    TypeCase(id: "String?.count", type: .typed(String?.self), projection: .count, result: "Int?"),
    TypeCase(id: "Point.x", type: .typed(Point.self), projection: .field("x"), result: "Int"),
    TypeCase(id: "Point.z", type: .typed(Point.self), projection: .field("z"), result: nil),
    TypeCase(id: "[Point].y", type: .typed([Point].self), projection: .field("y"), result: "[Int]"),
    TypeCase(id: "[Point].first", type: .typed([Point].self), projection: .first, result: "Point?"),
    TypeCase(id: "Point?.x", type: .optional(.typed(Point.self)), projection: .field("x"), result: "Int?"),
    TypeCase(id: "Int.first", type: .typed(Int.self), projection: .first, result: nil),
    TypeCase(id: "Int[0]", type: .typed(Int.self), projection: .index(0), result: nil),
    TypeCase(id: "Int.x", type: .typed(Int.self), projection: .field("x"), result: nil),
  ])
  func appliesToType(_ testCase: TypeCase) {
    #expect(testCase.type.applying(testCase.projection).map(Self.describe) == testCase.result)
  }

  /// A type and a literal it must (or must not) read.
  struct NormalizeCase: Sendable, CustomTestStringConvertible {
    let id: String
    let type: ValueType
    let text: String
    let result: String?
    var testDescription: String { self.id }
  }

  @Test(arguments: [
    NormalizeCase(id: "Int", type: .typed(Int.self), text: "3", result: "3"),
    NormalizeCase(id: "Int from a string", type: .typed(Int.self), text: #""3""#, result: nil),
    NormalizeCase(id: "Double from an integer", type: .typed(Double.self), text: "3", result: "3.0"),
    NormalizeCase(id: "optional nil", type: .optional(.typed(Int.self)), text: "nil", result: "nil"),
    NormalizeCase(id: "optional value", type: .optional(.typed(Int.self)), text: "2", result: "2"),
    NormalizeCase(id: "array", type: .array(.typed(Double.self)), text: "[1, 2.5]", result: "[1.0, 2.5]"),
    NormalizeCase(id: "array from a number", type: .array(.typed(Int.self)), text: "1", result: nil),
    NormalizeCase(id: "nil for a non-optional", type: .typed(Int.self), text: "nil", result: nil),
    NormalizeCase(id: "structure", type: .typed(Point.self), text: "Point(x: 1, y: 2)", result: "Point(x: 1, y: 2)"),
  ])
  func normalizes(_ testCase: NormalizeCase) throws {
    let literal = try LiteralParser.parse(testCase.text)
    #expect((try? testCase.type.normalize(literal))?.description == testCase.result)
  }

  /// `Int`, `Int?`, `[Int]` for a value type.
  static func describe(_ type: ValueType) -> String {
    switch type {
    case .typed(let type): type.literalShape.typeName
    case .optional(let wrapped): Self.describe(wrapped) + "?"
    case .array(let element): "[" + Self.describe(element) + "]"
    }
  }
}
