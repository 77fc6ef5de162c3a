import ImmutableData
@testable import ImmutableShell
import TypedLiterals

/// A small test domain with arrays, optionals and structures, which Counter lacks: a list of
/// integers and an optional title.
enum ListDomain: Domain {
  static let name = "list"
  static let configuration: DomainConfiguration<ListState, ListAction, Void> = .init(
    summary: "a list of integers (test domain)", selectors: selectors, settings: [Mode.self],
    components: [ListView.self], completions: [CompletionValues(\SelectPrefix.titled) { state in state.title.map { [$0] } ?? [] }])

  static func initialState(options: DomainOptions) -> ListState {
    ListState(items: [], title: nil)
  }

  static func reducer(options: DomainOptions) -> Reducer<ListState, ListAction> {
    { state, action in
      var state = state
      switch action {
      case .didAppend(let value): state.items.append(value)
      case .didClear: state.items = []
      case .didRename(let title): state.title = title
      case .didFail: throw ListError()
      }
      return state
    }
  }

  static let selectors: [any SelectorDeclaration<ListState>.Type] = [
    SelectItems.self, SelectItemsOrNil.self, SelectTitle.self, SelectPoints.self, SelectCount.self, SelectPrefix.self,
    SelectNth.self,
  ]
}

extension ListDomain {
  // @TypedLiteral
  struct SelectItems: SelectorDeclaration {
    static let summary = "every item"
    var selector: @Sendable (ListState) -> [Int] { { state in state.items } }
  }

  // @TypedLiteral
  struct SelectItemsOrNil: SelectorDeclaration {
    static let summary = "the items, nil when empty"
    var selector: @Sendable (ListState) -> [Int]? { { state in state.items.isEmpty ? nil : state.items } }
  }

  // @TypedLiteral
  struct SelectTitle: SelectorDeclaration {
    static let summary = "the optional title"
    var selector: @Sendable (ListState) -> String? { { state in state.title } }
  }

  // @TypedLiteral
  struct SelectPoints: SelectorDeclaration {
    static let summary = "each item as a point (x, x²)"
    var selector: @Sendable (ListState) -> [Point] { { state in state.items.map { Point(x: $0, y: $0 * $0) } } }
  }

  // @TypedLiteral
  struct SelectCount: SelectorDeclaration {
    static let summary = "how many items"
    var selector: @Sendable (ListState) -> Int { { state in state.items.count } }
  }

  /// A defaulted and an optional parameter: `count` may be left out (2), and so may `titled`,
  /// whose type is optional (nil), though a Swift caller must write it (a `let`).
  // @TypedLiteral
  struct SelectPrefix: SelectorDeclaration {
    var count: Int = 2
    let titled: String?
    static let summary = "the first count items while the title is titled (nil: any title)"
    var selector: @Sendable (ListState) -> [Int] {
      { [count, titled] state in titled == nil || state.title == titled ? Array(state.items.prefix(count)) : [] }
    }
  }

  /// A required parameter, which a component's call must give (`SelectNth()` does not compile).
  // @TypedLiteral
  struct SelectNth: SelectorDeclaration {
    let index: Int
    static let summary = "the item at index, nil past the end"
    var selector: @Sendable (ListState) -> Int? { { [index] state in state.items.indices.contains(index) ? state.items[index] : nil } }
  }

  /// How `ListView` shows its items.
  enum Mode: String, SettingDeclaration {
    case plain, loud
    static let name = "mode"
    static let summary = "`loud` shows the list in capitals"
  }

  /// The first items and the count, in capitals when the `mode` setting is `loud`.
  // @TypedLiteral
  struct ListView: ComponentDeclaration {
    var count: Int = 2
    static let summary = "the first items and the count"
    func body(in context: CallContext) -> ComponentBlueprint<ListAction> {
      let mode = context[Mode.self]
      return ComponentBlueprint(
        ComponentWatch("SelectPrefix", SelectPrefix(count: self.count, titled: nil)), ComponentWatch("SelectCount", SelectCount())
      ) { items, total in
        let text = "\(items.map(String.init).joined(separator: ", ")) of \(total)"
        return [mode == .loud ? "ITEMS: " + text : "items: " + text]
      }
    }
  }
}

/// The test domain's state.
struct ListState: Sendable, Equatable {
  var items: [Int]
  var title: String?
}

extension ListState: TypedLiteral {
  static var literalShape: LiteralShape {
    .structure(name: "ListState", fields: [LiteralParameter("items", [Int].self), LiteralParameter("title", String?.self)])
  }

  init(literal: Literal) throws {
    guard case .members(_, let values) = try literal.resolve(as: Self.self) else { throw literal.mismatch(expecting: Self.self) }
    self.init(items: try [Int](literal: values[0]), title: try String?(literal: values[1]))
  }

  var literal: Literal { .construct("ListState", [("items", self.items.literal), ("title", self.title.literal)]) }
}

/// A structure output, for `.field` projections.
struct Point: Sendable, Equatable {
  var x: Int
  var y: Int
}

extension Point: TypedLiteral {
  static var literalShape: LiteralShape {
    .structure(name: "Point", fields: [LiteralParameter("x", Int.self), LiteralParameter("y", Int.self)])
  }

  init(literal: Literal) throws {
    guard case .members(_, let values) = try literal.resolve(as: Self.self) else { throw literal.mismatch(expecting: Self.self) }
    self.init(x: try Int(literal: values[0]), y: try Int(literal: values[1]))
  }

  var literal: Literal { .construct("Point", [("x", self.x.literal), ("y", self.y.literal)]) }
}

/// The test domain's actions.
enum ListAction: Sendable, Equatable {
  case didAppend(value: Int)
  case didClear
  case didRename(title: String?)
  case didFail
}

extension ListAction: TypedLiteral {
  static var literalShape: LiteralShape {
    .enumeration(
      name: "ListAction",
      cases: [
        LiteralCase("didAppend", [LiteralParameter("value", Int.self)]), LiteralCase("didClear"),
        LiteralCase("didRename", [LiteralParameter("title", String?.self)]), LiteralCase("didFail"),
      ])
  }

  init(literal: Literal) throws {
    switch try literal.resolve(as: Self.self) {
    case .members("didAppend", let values): self = .didAppend(value: try Int(literal: values[0]))
    case .members("didClear", _): self = .didClear
    case .members("didRename", let values): self = .didRename(title: try String?(literal: values[0]))
    case .members("didFail", _): self = .didFail
    default: throw literal.mismatch(expecting: Self.self)
    }
  }

  var literal: Literal {
    switch self {
    case .didAppend(let value): .member("didAppend", [("value", value.literal)])
    case .didClear: .member("didClear")
    case .didRename(let title): .member("didRename", [("title", title.literal)])
    case .didFail: .member("didFail")
    }
  }
}

/// What `.didFail` throws.
struct ListError: Error, CustomStringConvertible {
  var description: String { "list reducer refused" }
}
