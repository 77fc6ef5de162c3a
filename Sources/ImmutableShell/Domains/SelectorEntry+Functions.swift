import TypedLiterals

// Entries registered from the functions themselves: each label is written once, and its type is
// the function's parameter type, so the compiler checks what the prompt will decode. (Labels with
// optional types may be left out at the prompt: they are nil.)

extension SelectorEntry {
  /// A selector without arguments: `SelectorEntry("selectValue", summary: "…", CounterState.selectValue)`.
  public init<Output: TypedLiteral & Equatable & Sendable>(
    _ name: String, summary: String, _ function: @escaping @Sendable () -> @Sendable (State) -> Output
  ) {
    self.init(name, [], summary: summary) { _ in function() }
  }

  /// A selector of one argument labelled `label`.
  public init<A: TypedLiteral, Output: TypedLiteral & Equatable & Sendable>(
    _ name: String, _ label: String, summary: String, _ function: @escaping @Sendable (A) -> @Sendable (State) -> Output
  ) {
    self.init(name, [CallParameter(label, A.self)], summary: summary) { arguments in function(try arguments(label)) }
  }

  /// A selector of two arguments labelled `first` and `second`:
  /// `SelectorEntry("selectCount", "tag", "isDone", summary: "…", TodoState.selectCount)`.
  public init<A: TypedLiteral, B: TypedLiteral, Output: TypedLiteral & Equatable & Sendable>(
    _ name: String, _ first: String, _ second: String, summary: String,
    _ function: @escaping @Sendable (A, B) -> @Sendable (State) -> Output
  ) {
    self.init(name, [CallParameter(first, A.self), CallParameter(second, B.self)], summary: summary) { arguments in
      function(try arguments(first), try arguments(second))
    }
  }
}

extension FilterEntry {
  /// A filter without arguments: `FilterEntry("filterOrders", summary: "…", FoodTruckFilter.filterOrders)`.
  public init(_ name: String, summary: String, _ function: @escaping @Sendable () -> @Sendable (State, Action) -> Bool) {
    self.init(name, [], summary: summary) { _ in function() }
  }

  /// A filter of one argument labelled `label`: `FilterEntry("filterTag", "tag", summary: "…", TodoFilter.filterTag)`.
  public init<A: TypedLiteral>(
    _ name: String, _ label: String, summary: String,
    _ function: @escaping @Sendable (A) -> @Sendable (State, Action) -> Bool
  ) {
    self.init(name, [CallParameter(label, A.self)], summary: summary) { arguments in function(try arguments(label)) }
  }
}
