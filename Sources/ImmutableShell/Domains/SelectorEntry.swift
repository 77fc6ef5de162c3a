import Foundation
import TypedLiterals

/// A selector the shell can call by name, its types hidden: `:select`, `:watch` and `:expect`
/// look them up here. Made by a `SelectorFunction` (its `entry`).
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
  let make: @Sendable (CallArguments) throws -> WatchableSelector<State, Action>
}

extension SelectorEntry {
  /// The real selector call in Swift, every argument written out:
  /// `AnimalsState.selectAnimalsValues(categoryId: "Mammal", sort: \Animal.name, order: .forward)`.
  func swiftCall(_ arguments: CallArguments, on stateType: String) -> String {
    let rendered = self.parameters.map { parameter in
      let value = arguments.values[parameter.label] ?? Literal(.null)
      let swift = parameter.swiftSpelling?(value, arguments.now) ?? SwiftSpelling.literal(value, as: parameter.type).description
      return "\(parameter.label): " + swift
    }
    return "\(stateType).\(self.name)(\(rendered.joined(separator: ", ")))"
  }
}

/// A filter the shell can attach to a watch by name, its types hidden:
/// `filter: filterAnimals(categoryId: "Bird")`. Made by a `FilterFunction` (its `entry`).
public struct FilterEntry<State: Sendable, Action: Sendable>: Sendable {
  /// The book's name, e.g. `filterCategories`.
  public let name: String
  /// Its parameters, in order.
  let parameters: [CallParameter]
  /// One line for `:selectors`.
  public let summary: String
  let make: @Sendable (CallArguments) throws -> @Sendable (State, Action) -> Bool
}
