import TypedLiterals

/// A reducer as the book writes one, a namespace with `static func reduce(state:action:)`, which
/// an exported test calls by its name. The adapter declares the conformance, which needs no code:
/// `extension CounterReducer: NamedReducer {}`.
public protocol NamedReducer<State, Action>: SendableMetatype {
  /// The state it reduces.
  associatedtype State
  /// The actions it takes.
  associatedtype Action
  /// The book's reducer.
  static func reduce(state: State, action: Action) throws -> State
}

/// How `:export-test` spells a domain in Swift, read from its types: the modules an exported test
/// imports, the state and action types, and the store it builds,
/// `Store(initialState: CounterState(), reducer: CounterReducer.reduce)` (the state's `init()`,
/// as the book's stores start).
struct TestExport: Sendable {
  /// Modules the test imports besides `Testing`: the types' own and `ImmutableData`.
  let imports: [String]
  /// The state type as the test names it, whose static selectors the test calls.
  let stateType: String
  /// The root action type as the test names it.
  let actionType: String
  /// An expression of type `Store<State, Action>` at the initial state with the domain's reducer.
  let makeStore: String
  /// The reducer as the test names it, whose `reduce` a store starting from a literal takes.
  let reducerType: String

  /// The export of a domain whose tests call `reducer`; `spelled` are the types whose values
  /// the test writes out (the actions, the selectors' arguments and outputs), whose modules it imports.
  init<Reducer: NamedReducer>(reducer: Reducer.Type, spelling spelled: [any TypedLiteral.Type]) {
    let state = QualifiedTypeName(Reducer.State.self)
    let action = QualifiedTypeName(Reducer.Action.self)
    let reducer = QualifiedTypeName(Reducer.self)
    var modules: Set<String> = [state.module, action.module, reducer.module, "ImmutableData"]
    var seen: Set<ObjectIdentifier> = []
    for type in spelled { type.collectModules(into: &modules, seen: &seen) }
    self.imports = modules.subtracting(["Swift"]).sorted()
    self.stateType = state.name
    self.actionType = action.name
    self.makeStore = "Store(initialState: \(state.name)(), reducer: \(reducer.name).reduce)"
    self.reducerType = reducer.name
  }
}

extension TypedLiteral {
  /// Adds the module of every type a literal of this type names when Swift spells it: enums,
  /// structs and dates (`Date(timeIntervalSince1970:)`), not the containers around them.
  fileprivate static func collectModules(into modules: inout Set<String>, seen: inout Set<ObjectIdentifier>) {
    guard seen.insert(ObjectIdentifier(Self.self)).inserted else { return }
    let inner: [any TypedLiteral.Type]
    switch Self.literalShape {
    case .string, .integer, .double, .bool: return
    case .date: modules.insert(QualifiedTypeName(Self.self).importedModule); return
    case .optional(let wrapped): inner = [wrapped]
    case .array(let element): inner = [element]
    case .dictionary(let key, let value): inner = [key, value]
    case .enumeration(_, let cases):
      modules.insert(QualifiedTypeName(Self.self).importedModule)
      inner = cases.flatMap { $0.parameters.map(\.type) }
    case .structure(_, let fields):
      modules.insert(QualifiedTypeName(Self.self).importedModule)
      inner = fields.map(\.type)
    }
    for type in inner { type.collectModules(into: &modules, seen: &seen) }
  }
}

/// A type's name as Swift reflects it, `TodoData.TodoAction.UI`, split into its module and the
/// name the module's importers write, `TodoAction.UI`.
struct QualifiedTypeName: Equatable {
  let module: String
  let name: String

  init(_ type: Any.Type) {
    let reflected = String(reflecting: type)
    guard let dot = reflected.firstIndex(of: ".") else {
      (self.module, self.name) = ("", reflected)
      return
    }
    self.module = String(reflected[..<dot])
    self.name = String(reflected[reflected.index(after: dot)...])
  }

  /// The module a test imports for this type: Foundation for the parts swift-foundation splits
  /// it into on Linux (`FoundationEssentials.SortOrder`), which Apple's platforms do not have.
  var importedModule: String {
    self.module.hasPrefix("Foundation") ? "Foundation" : self.module
  }
}
