import TypedLiterals

/// A filter registered from its function, as `SelectorFunction` registers a selector; a
/// domain's adapter makes one with `filter(…)`:
/// `static let filterTag = filter("filterTag", "tag", summary: "…", TodoFilter.filterTag)`.
///
/// - Important: `function` must be pure.
public struct FilterFunction<State: Sendable, Action: Sendable, each Given>: Sendable {
  /// The table entry `:watch … filter:` looks up.
  public let entry: FilterEntry<State, Action>
  let writers: [ArgumentWriter]

  /// Registers `function` under `name`, one parameter per argument in order.
  public init<each Argument>(
    _ name: String, _ parameters: repeat Parameter<each Argument, each Given>, summary: String,
    _ function: @escaping @Sendable (repeat each Argument) -> @Sendable (State, Action) -> Bool
  ) {
    let pack = (repeat each parameters)
    self.entry = FilterEntry(
      name: name, parameters: descriptors(repeat each parameters), summary: summary,
      make: { arguments in function(repeat try (each pack).read(arguments)) })
    self.writers = argumentWriters(repeat each parameters)
  }

  /// A call of this filter with these arguments, for a component's watch; as a selector's call,
  /// a required argument cannot be nil and nil for a defaulted one is not written.
  public func callAsFunction(_ arguments: repeat each Given) -> FilterCall<State, Action> {
    FilterCall(call: NamedCall(name: self.entry.name, arguments: writtenArguments(self.writers, repeat each arguments)))
  }
}
