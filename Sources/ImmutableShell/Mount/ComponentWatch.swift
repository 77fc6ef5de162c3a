import TypedLiterals

/// A call of a registered selector with its arguments, made by calling a `SelectorFunction`:
/// `selectAnimal("Cat")`. Its `Output` is what a component reading the watch receives.
public struct SelectorCall<State: Sendable, Output>: Sendable {
  let call: NamedCall
}

/// A call of a registered filter with its arguments, made by calling a `FilterFunction`:
/// `filterAnimals("Bird")`.
public struct FilterCall<State: Sendable, Action: Sendable>: Sendable {
  let call: NamedCall
}

/// One watch a component wires, with the book's label, filter and dependencies, all named by
/// value: the selector and filter calls come from the functions registered in the domain's
/// tables, so a component's watch is exactly what a user could type at `:watch`.
///
/// ```swift
/// ComponentWatch("SelectAnimalsValues(categoryId: \"Bird\")", selectAnimalsValues("Bird", nil, nil),
///                filter: filterAnimals("Bird"), dependencies: selectAnimals("Bird"))
/// ```
///
/// - Important: Its `Output` is the type the component's `render` receives for it.
public struct ComponentWatch<State: Sendable, Action: Sendable, Output>: Sendable {
  let spec: WatchSpec

  /// Creates a watch of `output`, optionally behind `filter`, recomputed only when a dependency's
  /// output changes.
  ///
  /// - Parameters:
  ///   - label: The book's label, e.g. `SelectAnimalsValues(categoryId: "Mammal")`.
  ///   - output: The selector call whose output the component renders.
  ///   - filter: The filter call that decides whether an action is worth a look; nil for every action.
  ///   - dependencies: Selector calls whose change gates the output; none to recompute on every action.
  public init<each Dependency>(
    _ label: String, _ output: SelectorCall<State, Output>, filter: FilterCall<State, Action>? = nil,
    dependencies: repeat SelectorCall<State, each Dependency>
  ) {
    var calls: [NamedCall] = []
    for dependency in repeat each dependencies { calls.append(dependency.call) }
    self.spec = WatchSpec(label: label, output: output.call, filter: filter?.call, dependencies: calls)
  }
}

/// A call to a selector or filter by name, as a typed call writes it.
struct NamedCall: Sendable {
  /// The selector or filter name.
  let name: String
  /// Labelled arguments, as literals.
  let arguments: [(label: String, value: Literal)]

  init(name: String, arguments: [(label: String, value: Literal)] = []) {
    self.name = name
    self.arguments = arguments
  }

  /// The same call as `:watch` would have parsed it.
  var syntax: CallSyntax {
    CallSyntax(
      name: self.name, arguments: self.arguments.map { Literal.Argument(label: $0.label, value: $0.value) },
      position: 0)
  }
}

/// A component's watch with its types hidden: what `:mount` wires.
struct WatchSpec: Sendable {
  let label: String
  let output: NamedCall
  let filter: NamedCall?
  let dependencies: [NamedCall]

  var definition: WatchDefinition {
    WatchDefinition(selector: self.output.syntax, filter: self.filter?.syntax, dependencies: self.dependencies.map(\.syntax))
  }

  /// The same watch with its label prefixed by a container's column name.
  func prefixed(by name: String) -> WatchSpec {
    WatchSpec(label: name + "." + self.label, output: self.output, filter: self.filter, dependencies: self.dependencies)
  }
}
