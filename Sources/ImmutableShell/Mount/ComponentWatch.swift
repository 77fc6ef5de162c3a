import TypedLiterals

/// One watch a component wires, with the book's label, filter and dependencies, each a
/// declaration's call made as Swift makes it (`SelectAnimal(animalId: id)`), so a component's
/// watch is exactly what a user could type at `:watch`.
///
/// ```swift
/// ComponentWatch("SelectAnimalsValues(categoryId: \"Bird\")", SelectAnimalsValues(categoryId: "Bird"),
///                filter: FilterAnimals(categoryId: "Bird"), dependencies: SelectAnimals(categoryId: "Bird"))
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
  public init<Selector: SelectorDeclaration>(
    _ label: String, _ output: Selector, filter: (any FilterDeclaration<State, Action>)? = nil,
    dependencies: any SelectorDeclaration<State>...
  ) where Selector.State == State, Selector.Output == Output {
    let selectors = [Selector.selectorEntry(for: Action.self)] + dependencies.map { type(of: $0).selectorEntry(for: Action.self) }
    self.spec = WatchSpec(
      label: label, output: output.namedCall, filter: filter?.namedCall, dependencies: dependencies.map(\.namedCall),
      declared: DeclaredEntries(selectors: selectors, filters: filter.map { [type(of: $0).filterEntry] } ?? []))
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
  /// The entries of the declarations it names, typed as the domain's (`SelectorEntry<State,
  /// Action>`) but held erased, as a spec is: mounting registers them, so a component works
  /// whether or not the domain lists what it watches.
  var declared = DeclaredEntries()

  var definition: WatchDefinition {
    WatchDefinition(selector: self.output.syntax, filter: self.filter?.syntax, dependencies: self.dependencies.map(\.syntax))
  }

  /// The same watch with its label prefixed by a container's column name.
  func prefixed(by name: String) -> WatchSpec {
    WatchSpec(
      label: name + "." + self.label, output: self.output, filter: self.filter, dependencies: self.dependencies,
      declared: self.declared)
  }
}

/// The selector and filter entries a component's watch was declared with, their types erased.
struct DeclaredEntries: Sendable {
  var selectors: [any Sendable] = []
  var filters: [any Sendable] = []
}
