@testable import ImmutableShell
import Testing
import TypedLiterals

/// A sorted selector's key paths registered once as a table: the prompt's case reads as its
/// row, whose key path keeps its value type for the selector it is passed to.
@Suite struct KeyPathTableTests {
  /// The keys a prompt may sort points by.
  enum PointSort: SortKeyCase {
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

    static let keyPaths = KeyPathTable<PointSort, Point>(.row(.x, \.x), .row(.y, \.y))
  }

  static let table = PointSort.keyPaths
  static let points = [Point(x: 1, y: 3), Point(x: 2, y: 1), Point(x: 3, y: 2)]

  /// What a sorted selector does with the row's key path, opened as its own value type.
  static func sorted(by sort: some SortKeyPath<Point>) -> [Point] {
    Self.points.sorted { $0[keyPath: sort.keyPath] < $1[keyPath: sort.keyPath] }
  }

  @Test func eachCaseReadsAsItsKeyPath() {
    #expect(Self.sorted(by: Self.table[.x].keyPath).map(\.x) == [1, 2, 3])
    #expect(Self.sorted(by: Self.table[.y].keyPath).map(\.y) == [1, 2, 3])
  }

  @Test func aCaseGivesItsRowsKeyPath() {
    #expect(Self.sorted(by: PointSort.y.keyPath).map(\.y) == [1, 2, 3])
  }

  @Test func anExportedTestSpellsTheCaseAsTheKeyPath() throws {
    #expect(PointSort.y.swiftArgument == #"\Point.y"#)
    let spelling = try #require(swiftArgumentSpelling(of: PointSort.self))
    #expect(spelling(PointSort.y.literal, nil) == #"\Point.y"#)
    #expect(swiftArgumentSpelling(of: Int.self) == nil)
  }
}
