import TypedLiterals

/// A call to a selector or filter by name, as a component declares it (the same tables
/// `:watch` uses, so a component's watch is exactly what a user could type).
public struct NamedCall: Sendable {
  /// The selector or filter name.
  public let name: String
  /// Labelled arguments, as literals.
  public let arguments: [(label: String, value: Literal)]

  /// Creates a call.
  public init(_ name: String, _ arguments: [(label: String, value: Literal)] = []) {
    self.name = name
    self.arguments = arguments
  }
}

/// One watch a component wires, with the book's label, filter and dependencies.
public struct ComponentWatch: Sendable {
  /// The book's label, e.g. `SelectAnimalsValues(categoryId: Mammal)`.
  public let label: String
  public let output: NamedCall
  public let filter: NamedCall?
  public let dependencies: [NamedCall]

  /// Creates a component watch.
  public init(_ label: String, output: NamedCall, filter: NamedCall? = nil, dependencies: [NamedCall] = []) {
    self.label = label
    self.output = output
    self.filter = filter
    self.dependencies = dependencies
  }
}

/// What a mounted component is made of: its watches, the actions it dispatches when it appears,
/// and how it renders its watches' published outputs (in watch order) as text.
public struct ComponentBlueprint<Action: Sendable>: Sendable {
  public let watches: [ComponentWatch]
  /// What the view dispatches as it appears, given its outputs: a view that shows a placeholder
  /// until its data loads (the book's `AnimalList`) appears, and dispatches, only once it loads.
  public let onAppear: @Sendable ([SelectedValue]) -> [Action]
  /// The text, part by part: one part for a view, one per column for a container.
  let renderParts: @Sendable ([SelectedValue]) -> [[String]]

  /// Creates a blueprint whose view always appears with the same actions.
  public init(watches: [ComponentWatch], onAppear: [Action] = [], render: @escaping @Sendable ([SelectedValue]) -> [String]) {
    self.init(watches: watches, onAppear: { _ in onAppear }, parts: { [render($0)] })
  }

  /// Creates a blueprint whose appear actions depend on its outputs.
  public init(
    watches: [ComponentWatch], onAppear: @escaping @Sendable ([SelectedValue]) -> [Action],
    render: @escaping @Sendable ([SelectedValue]) -> [String]
  ) {
    self.init(watches: watches, onAppear: onAppear, parts: { [render($0)] })
  }

  init(
    watches: [ComponentWatch], onAppear: @escaping @Sendable ([SelectedValue]) -> [Action],
    parts: @escaping @Sendable ([SelectedValue]) -> [[String]]
  ) {
    self.watches = watches
    self.onAppear = onAppear
    self.renderParts = parts
  }

  /// The whole text, every part in order.
  public func render(_ outputs: [SelectedValue]) -> [String] {
    self.renderParts(outputs).flatMap { $0 }
  }
}

/// A headless view `:mount` can mount: `CategoryList`, `AnimalList(categoryId: "Mammal")`, `Content`.
public struct ComponentEntry<State: Sendable, Action: Sendable>: Sendable {
  public let name: String
  public let parameters: [CallParameter]
  public let summary: String
  /// Builds the component for `arguments`: another component may be made of this one's parts.
  public let make: @Sendable (CallArguments) throws -> ComponentBlueprint<Action>

  /// Creates an entry.
  public init(
    _ name: String, _ parameters: [CallParameter] = [], summary: String,
    _ make: @escaping @Sendable (CallArguments) throws -> ComponentBlueprint<Action>
  ) {
    self.name = name
    self.parameters = parameters
    self.summary = summary
    self.make = make
  }
}

extension NamedCall {
  /// The same call as `:watch` would have parsed it.
  var syntax: CallSyntax {
    CallSyntax(
      name: self.name, arguments: self.arguments.map { Literal.Argument(label: $0.label, value: $0.value) },
      position: 0)
  }
}

extension ComponentWatch {
  var definition: WatchDefinition {
    WatchDefinition(selector: self.output.syntax, filter: self.filter?.syntax, dependencies: self.dependencies.map(\.syntax))
  }
}

extension ComponentBlueprint {
  /// Several blueprints side by side, as a container view shows its columns: watch labels are
  /// prefixed with the column's name, appear actions and text are concatenated in order, and each
  /// column is a part of its own, so a change in one reprints only that one.
  public static func columns(_ parts: [(name: String, blueprint: ComponentBlueprint)]) -> ComponentBlueprint {
    let counts = parts.map(\.blueprint.watches.count)
    return ComponentBlueprint(
      watches: parts.flatMap { part in
        part.blueprint.watches.map {
          ComponentWatch(part.name + "." + $0.label, output: $0.output, filter: $0.filter, dependencies: $0.dependencies)
        }
      },
      onAppear: { outputs in
        var rest = outputs[...]
        return zip(parts, counts).flatMap { part, count in
          defer { rest = rest.dropFirst(count) }
          return part.blueprint.onAppear(Array(rest.prefix(count)))
        }
      }
    ) { outputs in
      var rest = outputs[...]
      return zip(parts, counts).map { part, count in
        defer { rest = rest.dropFirst(count) }
        return part.blueprint.render(Array(rest.prefix(count))).map { part.name + ": " + $0 }
      }
    }
  }
}
