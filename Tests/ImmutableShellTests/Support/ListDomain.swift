import ImmutableData
@testable import ImmutableShell
import TypedLiterals

/// A small test domain with arrays, optionals and structures, which Counter lacks: a list of
/// integers and an optional title.
enum ListDomain: Domain {
  static let name = "list"
  static let configuration: DomainConfiguration<ListState, ListAction, Void> = .init(
    summary: "a list of integers (test domain)", selectors: selectors, settings: [mode.entry],
    components: components, completions: [titled.offering { state in state.title.map { [$0] } ?? [] }])

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

  static var selectors: [SelectorEntry<ListState, ListAction>] {
    [
      selector("selectItems", summary: "every item") { { state in state.items } }.entry,
      selector("selectItemsOrNil", summary: "the items, nil when empty") { { state in state.items.isEmpty ? nil : state.items } }.entry,
      selector("selectTitle", summary: "the optional title") { { state in state.title } }.entry,
      selector("selectPoints", summary: "each item as a point (x, x²)") { { state in state.items.map { Point(x: $0, y: $0 * $0) } } }.entry,
      selectCount.entry,
      selectPrefix.entry,
      selectNth.entry,
    ]
  }

  static let selectCount = selector("selectCount", summary: "how many items") { { state in state.items.count } }

  /// The title a call asks for; TAB offers the current one.
  static let titled = Parameter("titled", as: String?.self)

  /// A defaulted and an optional parameter, for the typed adapter API's tests.
  static let selectPrefix = selector(
    "selectPrefix", Parameter("count", default: 2), titled,
    summary: "the first count items while the title is titled (nil: any title)"
  ) { count, titled in { state in titled == nil || state.title == titled ? Array(state.items.prefix(count)) : [] } }

  /// A required parameter, which a component's call must give (`selectNth(nil)` does not compile).
  static let selectNth = selector("selectNth", "index", summary: "the item at index, nil past the end") { (index: Int) in
    { state in state.items.indices.contains(index) ? state.items[index] : nil }
  }

  /// How `ListView` shows its items.
  enum Mode: String, CaseIterable, Sendable {
    case plain, loud
  }

  static let mode = Setting<Mode>("mode", summary: "`loud` shows the list in capitals")

  static let components: [ComponentEntry<ListState, ListAction>] = [
    ComponentEntry("ListView", Parameter("count", default: 2), mode.parameter, summary: "the first items and the count") {
      count, mode in
      ComponentBlueprint(
        ComponentWatch("SelectPrefix", selectPrefix(count, nil)), ComponentWatch("SelectCount", selectCount())
      ) { items, total in
        let text = "\(items.map(String.init).joined(separator: ", ")) of \(total)"
        return [mode == .loud ? "ITEMS: " + text : "items: " + text]
      }
    }
  ]
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
