@testable import ImmutableShell
import Testing
import TypedLiterals

/// A sorted selector's key paths registered once as a table: the prompt's case reads as its
/// row, whose key path keeps its value type for the selector it is passed to.
@Suite struct KeyPathTableTests {
  /// The keys a prompt may sort points by.
  enum PointSort: Hashable, Sendable, TypedLiteral {
    case x, y

    static var literalShape: LiteralShape {
      .enumeration(name: "PointSort", cases: [LiteralCase("x"), LiteralCase("y")])
    }

    init(literal: Literal) throws {
      switch try literal.resolve(as: Self.self) {
      case .members("x", _): self = .x
      case .members("y", _): self = .y
      default: throw literal.mismatch(expecting: Self.self)
      }
    }

    var literal: Literal { .member(self == .x ? "x" : "y") }
  }

  static let table = KeyPathTable<PointSort, Point>(.row(.x, \.x), .row(.y, \.y))
  static let points = [Point(x: 1, y: 3), Point(x: 2, y: 1), Point(x: 3, y: 2)]

  /// What a sorted selector does with the row's key path, opened as its own value type.
  static func sorted(by sort: some SortKeyPath<Point>) -> [Point] {
    Self.points.sorted { $0[keyPath: sort.keyPath] < $1[keyPath: sort.keyPath] }
  }

  @Test func eachCaseReadsAsItsKeyPath() {
    #expect(Self.sorted(by: Self.table[.x].keyPath).map(\.x) == [1, 2, 3])
    #expect(Self.sorted(by: Self.table[.y].keyPath).map(\.y) == [1, 2, 3])
  }

  @Test func theParameterReadsTheCaseTheDefaultAndWritesTheCaseBack() throws {
    let sort = Self.table.parameter("sort", default: .x)
    let descriptor = try #require(sort.descriptor)
    #expect(descriptor.label == "sort")
    #expect(descriptor.defaultValue == PointSort.x.literal)
    #expect(try sort.read(CallArguments(values: ["sort": PointSort.y.literal])).key == .y)
    #expect(throws: (any Error).self) { try sort.read(CallArguments(values: ["sort": Literal(.integer(1))])) }
    let write = try #require(sort.write)
    #expect(write(.y) == PointSort.y.literal)
    #expect(write(nil) == nil)
  }

  @Test func anExportedTestSpellsTheCaseAsTheKeyPath() throws {
    let spelling = try #require(Self.table.parameter("sort", default: .x).descriptor?.swiftSpelling)
    #expect(spelling(PointSort.y.literal, nil) == #"\Point.y"#)
  }
}
