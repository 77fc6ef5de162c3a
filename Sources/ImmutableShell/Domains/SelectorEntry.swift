import Foundation
import TypedLiterals

/// A selector the shell can call by name, its types hidden: `:select`, `:watch` and `:expect`
/// look them up here. Made from a `SelectorDeclaration`.
public struct SelectorEntry<State: Sendable, Action: Sendable>: Sendable {
  /// The book's name, e.g. `selectAnimalsValues`.
  public let name: String
  /// Its parameters, in order.
  let parameters: [CallParameter]
  /// The output type, to read `:expect` values.
  let outputType: any (TypedLiteral & Equatable).Type
  /// One line for `:selectors`.
  public let summary: String
  /// The selector for `arguments`, its output type kept for watches.
  let make: @Sendable (CallArguments) throws -> WatchableSelector<State>
  /// The declaration the arguments make, resolved, as a struct literal: its arguments in the
  /// order of the real function's.
  let swiftArguments: @Sendable (CallArguments) throws -> Literal
}

extension SelectorEntry {
  /// The real selector call in Swift, every argument written out:
  /// `AnimalsState.selectAnimalsValues(categoryId: "Mammal", sort: \Animal.name, order: .forward)`.
  func swiftCall(_ arguments: CallArguments, on stateType: String) -> String {
    guard let declared = try? self.swiftArguments(arguments), case .construct(_, let values) = declared.kind else {
      return "\(stateType).\(self.name)()"
    }
    let rendered = zip(self.parameters, values).map { parameter, argument in
      let swift = parameter.swiftSpelling?(argument.value, arguments.now)
        ?? SwiftSpelling.literal(argument.value, as: parameter.type).description
      return "\(parameter.label): " + swift
    }
    return "\(stateType).\(self.name)(\(rendered.joined(separator: ", ")))"
  }
}

/// A filter the shell can attach to a watch by name, its types hidden:
/// `filter: filterAnimals(categoryId: "Bird")`. Made from a `FilterDeclaration`.
public struct FilterEntry<State: Sendable, Action: Sendable>: Sendable {
  /// The book's name, e.g. `filterCategories`.
  public let name: String
  /// Its parameters, in order.
  let parameters: [CallParameter]
  /// One line for `:selectors`.
  public let summary: String
  let make: @Sendable (CallArguments) throws -> @Sendable (State, Action) -> Bool
}
