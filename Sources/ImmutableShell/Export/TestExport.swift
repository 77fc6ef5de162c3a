/// How `:export-test` spells a domain in Swift: the modules an exported test imports and the
/// expression that builds the domain's real store. A domain without one cannot be exported.
public struct TestExport: Sendable {
  /// Modules the test imports besides `Testing` (the domain's module, `ImmutableData`…).
  public var imports: [String]
  /// The Swift name of the state type, whose static selectors the test calls.
  public var stateType: String
  /// The Swift name of the root action type.
  public var actionType: String
  /// An expression of type `Store<State, Action>` at the initial state with the domain's reducer.
  public var makeStore: String

  /// Creates an export description.
  public init(imports: [String], stateType: String, actionType: String, makeStore: String) {
    self.imports = imports
    self.stateType = stateType
    self.actionType = actionType
    self.makeStore = makeStore
  }
}
