/// A headless view `:mount` can mount, its types hidden: `CategoryList`,
/// `AnimalList(categoryId: "Mammal")`. Made from a `ComponentDeclaration`.
public struct ComponentEntry<State: Sendable, Action: Sendable>: Sendable {
  /// The name typed after `:mount`.
  public let name: String
  /// Its parameters, in order.
  let parameters: [CallParameter]
  /// One line for `:components`.
  public let summary: String
  /// Builds the component for a call's arguments.
  let make: @Sendable (CallArguments) throws -> ComponentBlueprint<Action>
}
