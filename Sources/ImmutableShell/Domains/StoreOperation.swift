import TypedLiterals

/// One persistent-store operation callable by name: `:store addAnimalMutation(name: "Eagle", …)`.
public struct StoreOperation<Runtime>: Sendable {
  /// The store's own method name.
  public let name: String
  /// Its parameters.
  public let parameters: [CallParameter]
  /// One line for listings.
  public let summary: String
  let run: @Sendable (Runtime, CallArguments) async throws -> [Literal]

  /// Creates an operation; `run` returns the lines to print (one per returned value).
  public init(
    _ name: String, _ parameters: [CallParameter] = [], summary: String,
    _ run: @escaping @Sendable (Runtime, CallArguments) async throws -> [Literal]
  ) {
    self.name = name
    self.parameters = parameters
    self.summary = summary
    self.run = run
  }
}
