import TypedLiterals

/// One persistent-store operation callable by name, its types hidden: made from a
/// `StoreOperationDeclaration`.
public struct StoreOperation<Runtime>: Sendable {
  /// The store's own method name.
  public let name: String
  /// Its parameters.
  let parameters: [CallParameter]
  /// One line for listings.
  public let summary: String
  let run: @Sendable (Runtime, CallArguments) async throws -> [Literal]
}
