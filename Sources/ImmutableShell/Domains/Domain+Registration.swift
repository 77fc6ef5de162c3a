import TypedLiterals

extension Domain {
  /// A selector of this domain registered from its function (`SelectorFunction`), its state and
  /// action types the domain's: `static let selectValue = selector("selectValue", summary: "…", CounterState.selectValue)`.
  public static func selector<Output: TypedLiteral & Equatable & Sendable, each Argument, each Given>(
    _ name: String, _ parameters: repeat Parameter<each Argument, each Given>, summary: String,
    _ function: @escaping @Sendable (repeat each Argument) -> @Sendable (State) -> Output
  ) -> SelectorFunction<State, Action, Output, repeat each Given> {
    SelectorFunction(name, repeat each parameters, summary: summary, function)
  }

  /// A filter of this domain registered from its function (`FilterFunction`).
  public static func filter<each Argument, each Given>(
    _ name: String, _ parameters: repeat Parameter<each Argument, each Given>, summary: String,
    _ function: @escaping @Sendable (repeat each Argument) -> @Sendable (State, Action) -> Bool
  ) -> FilterFunction<State, Action, repeat each Given> {
    FilterFunction(name, repeat each parameters, summary: summary, function)
  }
}
