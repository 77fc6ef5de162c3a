/// What a mounted component is made of: its watches, the actions it dispatches when it appears,
/// and how it renders its watches' published outputs as text, each read as its selector's type.
///
/// ```swift
/// ComponentBlueprint(ComponentWatch("SelectValue", selectValue())) { value in ["Value: \(value)"] }
/// ```
public struct ComponentBlueprint<Action: Sendable>: Sendable {
  let watches: [WatchSpec]
  /// What the view dispatches as it appears, given its outputs (in watch order): a view that
  /// shows a placeholder until its data loads (the book's `AnimalList`) appears, and
  /// dispatches, only once it loads.
  let onAppear: @Sendable ([SelectedValue]) -> [Action]
  /// The text, part by part: one part for a view, one per column for a container.
  let renderParts: @Sendable ([SelectedValue]) -> [[String]]

  /// Creates a blueprint whose view always appears with the same actions.
  ///
  /// - Parameter watches: The view's watches, in order.
  /// - Parameter onAppear: What it dispatches as it appears.
  /// - Parameter render: Its lines, from each watch's output as its selector's type.
  public init<State: Sendable, each Output>(
    _ watches: repeat ComponentWatch<State, Action, each Output>, onAppear: [Action] = [],
    render: @escaping @Sendable (repeat each Output) -> [String]
  ) {
    self.init(watches: specs(repeat each watches), onAppear: { _ in onAppear }) { outputs in
      let cursor = OutputCursor(outputs)
      return [render(repeat cursor.next((each Output).self))]
    }
  }

  /// Creates a blueprint whose appear actions depend on its outputs.
  public init<State: Sendable, each Output>(
    _ watches: repeat ComponentWatch<State, Action, each Output>,
    onAppear: @escaping @Sendable (repeat each Output) -> [Action],
    render: @escaping @Sendable (repeat each Output) -> [String]
  ) {
    self.init(watches: specs(repeat each watches)) { outputs in
      let cursor = OutputCursor(outputs)
      return onAppear(repeat cursor.next((each Output).self))
    } parts: { outputs in
      let cursor = OutputCursor(outputs)
      return [render(repeat cursor.next((each Output).self))]
    }
  }

  init(
    watches: [WatchSpec], onAppear: @escaping @Sendable ([SelectedValue]) -> [Action],
    parts: @escaping @Sendable ([SelectedValue]) -> [[String]]
  ) {
    self.watches = watches
    self.onAppear = onAppear
    self.renderParts = parts
  }

  /// The whole text, every part in order.
  func render(_ outputs: [SelectedValue]) -> [String] {
    self.renderParts(outputs).flatMap { $0 }
  }
}

extension ComponentBlueprint {
  /// Several blueprints side by side, as a container view shows its columns: watch labels are
  /// prefixed with the column's name, appear actions and text are concatenated in order, and each
  /// column is a part of its own, so a change in one reprints only that one.
  public static func columns(_ parts: [(name: String, blueprint: ComponentBlueprint)]) -> ComponentBlueprint {
    let counts = parts.map(\.blueprint.watches.count)
    return ComponentBlueprint(
      watches: parts.flatMap { part in part.blueprint.watches.map { $0.prefixed(by: part.name) } },
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

/// The erased specs of a pack of watches, in order.
private func specs<State, Action, each Output>(_ watches: repeat ComponentWatch<State, Action, each Output>) -> [WatchSpec] {
  var result: [WatchSpec] = []
  for watch in repeat each watches { result.append(watch.spec) }
  return result
}

/// Reads a component's outputs in watch order, each as its selector's type.
///
/// A class read in a pack expansion (`repeat cursor.next((each Output).self)`) rather than a local
/// generic function over the pack: the latter crashes the compiler's cross-module optimization in
/// release builds (Swift 6.3.1, "Abstract conformance with bad subject type" on `each Output`).
private final class OutputCursor {
  private let outputs: [SelectedValue]
  private var index = 0

  init(_ outputs: [SelectedValue]) {
    self.outputs = outputs
  }

  func next<T>(_ type: T.Type) -> T {
    defer { self.index += 1 }
    // A watch's output is its selector's: `ComponentWatch` pairs each with its selector's declaration.
    guard let value = self.outputs[self.index].value(as: T.self) else {
      fatalError("watch \(self.index) of a component published a value that is not a \(T.self)")
    }
    return value
  }
}
