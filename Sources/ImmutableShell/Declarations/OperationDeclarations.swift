import TypedLiterals

/// A persistent-store operation `:store` calls by name, declared once as a struct whose stored
/// properties are its parameters (`CallDeclaration`); listing the type in the domain's
/// `storeOperations` registers it: `:store deleteAnimalMutation(animalId: "Cat")`.
public protocol StoreOperationDeclaration<Runtime>: CallDeclaration {
  /// What the domain keeps open across relaunches (its store).
  associatedtype Runtime
  /// Runs the operation; the values to print, one line each.
  func run(on runtime: Runtime) async throws -> [Literal]
}

extension StoreOperationDeclaration {
  /// The type's name with its first letter lowercased, the store's method: `fetchAnimalsQuery`.
  public static var name: String { Self.declaredName.lowercasingFirst }

  /// The table entry `:store` looks this operation up by.
  static var storeOperation: StoreOperation<Runtime> {
    StoreOperation(
      name: Self.name, parameters: Self.callParameters, summary: Self.summary,
      run: { runtime, arguments in try await Self.make(arguments).run(on: runtime) })
  }
}

/// An operation of a legacy model `:legacy` calls by name, declared as a store operation is;
/// listing the type in the domain's `legacyOperations` registers it.
public protocol LegacyOperationDeclaration<Runtime>: CallDeclaration {
  /// What the domain keeps open across relaunches (the legacy model).
  associatedtype Runtime
  /// Runs the operation; the lines to print.
  @MainActor func run(on runtime: Runtime) throws -> [String]
}

extension LegacyOperationDeclaration {
  /// The type's name with its first letter lowercased: `editDonut`.
  public static var name: String { Self.declaredName.lowercasingFirst }

  /// The table entry `:legacy` looks this operation up by.
  static var legacyOperation: LegacyOperation<Runtime> {
    LegacyOperation(
      name: Self.name, parameters: Self.callParameters, summary: Self.summary,
      run: { runtime, arguments in try Self.make(arguments).run(on: runtime) })
  }
}
