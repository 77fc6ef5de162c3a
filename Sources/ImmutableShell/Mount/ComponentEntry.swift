/// A headless view `:mount` can mount: `CategoryList`, `AnimalList(categoryId: "Mammal")`, `Content`.
///
/// ```swift
/// ComponentEntry("AnimalDetail", animalId, summary: "one animal with its category") { id in animalDetail(animalId: id) }
/// ```
public struct ComponentEntry<State: Sendable, Action: Sendable>: Sendable {
  /// The name typed after `:mount`.
  public let name: String
  /// Its parameters, in order.
  let parameters: [CallParameter]
  /// One line for `:components`.
  public let summary: String
  /// Builds the component for a call's arguments.
  let make: @Sendable (CallArguments) throws -> ComponentBlueprint<Action>

  /// Creates an entry whose blueprint `make` builds from the mount's arguments, one per parameter.
  ///
  /// - Parameters:
  ///   - name: What `:mount` takes.
  ///   - parameters: One per argument of `make`: a label, a declared `Parameter`, or a domain
  ///     setting's `parameter` (read from `:set`, not written at the prompt).
  ///   - summary: One line for `:components`.
  ///   - make: Builds the blueprint from the decoded arguments, in the order of `parameters`.
  public init<each Argument, each Given>(
    _ name: String, _ parameters: repeat Parameter<each Argument, each Given>, summary: String,
    _ make: @escaping @Sendable (repeat each Argument) throws -> ComponentBlueprint<Action>
  ) {
    let pack = (repeat each parameters)
    self.name = name
    self.parameters = descriptors(repeat each parameters)
    self.summary = summary
    self.make = { arguments in try make(repeat try (each pack).read(arguments)) }
  }
}
