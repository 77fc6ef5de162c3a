import Foundation
import TypedLiterals

/// One named parameter of a selector or filter as the shell accepts it: `categoryId: "Mammal"`.
public struct CallParameter: Sendable {
  /// The label written in the shell.
  public let label: String
  /// The value's type.
  public let type: any TypedLiteral.Type
  /// The value used when the argument is left out, if it may be.
  public let defaultValue: Literal?
  /// How an exported test spells a value of a shell-only type in Swift (`sort: .name` is
  /// `\Animal.name` to the real selector); nil: the literal is already Swift.
  public let swiftSpelling: (@Sendable (Literal) -> String)?

  /// Creates a parameter; give `defaultValue` to make it optional (an `Optional` type is: nil).
  public init(
    _ label: String, _ type: any TypedLiteral.Type, default defaultValue: Literal? = nil,
    swift swiftSpelling: (@Sendable (Literal) -> String)? = nil
  ) {
    self.label = label
    self.type = type
    // An optional parameter may be left out, as a Swift caller with `= nil` would: it is nil.
    if defaultValue == nil, case .optional = type.literalShape {
      self.defaultValue = Literal(.null)
    } else {
      self.defaultValue = defaultValue
    }
    self.swiftSpelling = swiftSpelling
  }
}

/// Decoded arguments of a call, read by label.
public struct CallArguments: Sendable {
  let values: [String: Literal]
  /// The session's clock (`--now`), for arguments that default to "today".
  public var now: Date?
  /// The session's domain settings (`:set`), for components whose behaviour they choose.
  public var settings: [String: String] = [:]

  /// The argument labelled `label`, as `T`.
  ///
  /// - Throws: `LiteralError` if it does not read as `T`.
  public func callAsFunction<T: TypedLiteral>(_ label: String, as type: T.Type = T.self) throws -> T {
    guard let literal = self.values[label] else {
      throw LiteralError(position: nil, message: "missing argument '\(label):'")
    }
    return try T(literal: literal)
  }
}

/// A selector the shell can call by name: `:select`, `:watch` and `:expect` look them up here.
public struct SelectorEntry<State: Sendable, Action: Sendable>: Sendable {
  /// The book's name, e.g. `selectAnimalsValues`.
  public let name: String
  /// Its parameters, in order.
  public let parameters: [CallParameter]
  /// The output type, to read `:expect` values.
  public let outputType: any (TypedLiteral & Equatable).Type
  /// One line for `:selectors`.
  public let summary: String
  /// The selector for `arguments`, its output type kept for watches.
  let make: @Sendable (CallArguments) throws -> WatchableSelector<State, Action>

  /// Creates an entry from a factory of typed selectors.
  public init<Output: TypedLiteral & Equatable & Sendable>(
    _ name: String,
    _ parameters: [CallParameter] = [],
    summary: String,
    _ make: @escaping @Sendable (CallArguments) throws -> @Sendable (State) -> Output
  ) {
    self.name = name
    self.parameters = parameters
    self.outputType = Output.self
    self.summary = summary
    self.make = { arguments in WatchableSelector(try make(arguments)) }
  }
}

extension SelectorEntry {
  /// The real selector call in Swift, every argument written out:
  /// `AnimalsState.selectAnimalsValues(categoryId: "Mammal", sort: \Animal.name, order: .forward)`.
  func swiftCall(_ arguments: CallArguments, on stateType: String) -> String {
    let rendered = self.parameters.map { parameter in
      let value = arguments.values[parameter.label] ?? Literal(.null)
      return "\(parameter.label): " + (parameter.swiftSpelling?(value) ?? value.description)
    }
    return "\(stateType).\(self.name)(\(rendered.joined(separator: ", ")))"
  }
}

extension CallParameter {
  /// Spells a shell sort key (`.name`) as the key path the real selector takes (`\Animal.name`).
  public static func keyPath(on root: String) -> @Sendable (Literal) -> String {
    { literal in
      guard case .member(_, let name, _) = literal.kind else { return literal.description }
      return "\\\(root).\(name)"
    }
  }
}

/// A filter the shell can attach to a watch by name: `filter: filterAnimals(categoryId: "Bird")`.
public struct FilterEntry<State: Sendable, Action: Sendable>: Sendable {
  /// The book's name, e.g. `filterCategories`.
  public let name: String
  /// Its parameters, in order.
  public let parameters: [CallParameter]
  /// One line for `:selectors`.
  public let summary: String
  let make: @Sendable (CallArguments) throws -> @Sendable (State, Action) -> Bool

  /// Creates an entry.
  public init(
    _ name: String,
    _ parameters: [CallParameter] = [],
    summary: String,
    _ make: @escaping @Sendable (CallArguments) throws -> @Sendable (State, Action) -> Bool
  ) {
    self.name = name
    self.parameters = parameters
    self.summary = summary
    self.make = make
  }
}

extension Array where Element == CallParameter {
  /// `(categoryId: String?, sort: AnimalSort)`-style text for listings.
  var signature: String {
    "(" + self.map { "\($0.label): \($0.type.literalShape.typeName)" + ($0.defaultValue == nil ? "" : " = \($0.defaultValue!)") }
      .joined(separator: ", ") + ")"
  }
}
