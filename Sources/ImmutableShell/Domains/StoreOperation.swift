import TypedLiterals

/// One persistent-store operation callable by name: `:store addAnimalMutation(name: "Eagle", …)`.
public struct StoreOperation<Runtime>: Sendable {
  /// The store's own method name.
  public let name: String
  /// Its parameters.
  let parameters: [CallParameter]
  /// One line for listings.
  public let summary: String
  let run: @Sendable (Runtime, CallArguments) async throws -> [Literal]

  /// Creates an operation; `run` receives the runtime and one argument per parameter, and
  /// returns the values to print (one line each).
  public init<each Argument, each Given>(
    _ name: String, _ parameters: repeat Parameter<each Argument, each Given>, summary: String,
    _ run: @escaping @Sendable (Runtime, repeat each Argument) async throws -> [Literal]
  ) {
    let pack = (repeat each parameters)
    self.name = name
    self.parameters = descriptors(repeat each parameters)
    self.summary = summary
    self.run = { runtime, arguments in try await run(runtime, repeat try (each pack).read(arguments)) }
  }
}
