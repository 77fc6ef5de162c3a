import Foundation
import TypedLiterals

/// One labelled parameter of a selector, filter, component or operation, declared once: its
/// label, the type the prompt reads, its default, and the value the function receives.
///
/// The same value registers the parameter (completion, `:selectors`, checking what the prompt
/// wrote) and reads its argument, so a label is written once and its type is checked by the
/// compiler against the function that takes it:
///
/// ```swift
/// static let order = Parameter("order", default: SortOrder.forward)
/// static let selectTodos = selector("selectTodos", "tag", "includeDone", summary: "…", TodoState.selectTodos)
/// ```
///
/// A string literal is a parameter without a default whose type is inferred from the function;
/// one of `Optional` type may still be left out at the prompt (it is nil), as a Swift caller of
/// a function declaring `= nil` would.
///
/// `Given` is what a component's call of the function passes for it (`selectAnimal(id)`), so
/// the compiler, not a mount, refuses a call that leaves out a required argument:
/// - a parameter without a default takes its `Value` itself (an optional's nil is then a value,
///   written `nil`), so `nil` for a required `String` does not compile;
/// - one with a default takes `Value?`, where nil leaves the argument out (its default).
///
/// - Important: A value type; reading an argument is pure apart from the session's clock.
public struct Parameter<Value, Given>: Sendable {
  /// How the prompt spells it; nil for a value the prompt does not write (a domain setting).
  let descriptor: CallParameter?
  /// The value the function receives, from the call's decoded arguments.
  @usableFromInline let read: @Sendable (CallArguments) throws -> Value
  /// The literal a component's call writes for what it gave; nil when nothing is written (the
  /// default), or when the value cannot be written back (`write` itself nil).
  let write: (@Sendable (Given) -> Literal?)?

  init(
    descriptor: CallParameter?, read: @escaping @Sendable (CallArguments) throws -> Value,
    write: (@Sendable (Given) -> Literal?)?
  ) {
    self.descriptor = descriptor
    self.read = read
    self.write = write
  }
}

extension Parameter where Value: TypedLiteral, Given == Value {
  /// A parameter labelled `label`, required unless `Value` is optional; a component's call
  /// always passes it.
  ///
  /// - Parameter label: The label written at the prompt and in `:selectors`.
  /// - Parameter type: The type the prompt reads, when the function does not tell it.
  /// - Parameter swift: How an exported test spells an argument the real function takes in
  ///   another form (`sort: .name` is `\Animal.name`); given the literal and the session's
  ///   `--now`. Nil: the literal as Swift.
  public init(_ label: String, as type: Value.Type = Value.self, swift: (@Sendable (Literal, _ now: Date?) -> String)? = nil) {
    self.init(descriptor: CallParameter(label, Value.self, default: nil, swift: swift), write: { $0.literal })
  }

  /// The same label for a function that takes the value as an optional: one label, declared
  /// once, for `selectTodos(tag: String?, …)` and `filterTag(tag: String)`. It may be left out
  /// at the prompt (nil).
  public var optional: Parameter<Value?, Value?> {
    guard let descriptor = self.descriptor else {
      let read = self.read
      return Parameter<Value?, Value?>(descriptor: nil, read: { try read($0) }, write: nil)
    }
    return Parameter<Value?, Value?>(descriptor.label, swift: descriptor.swiftSpelling)
  }
}

extension Parameter where Value: TypedLiteral, Given == Value? {
  /// A parameter labelled `label` that may be left out at the prompt, then `defaultValue`; a
  /// component's call leaves it out with nil.
  public init(_ label: String, default defaultValue: Value, swift: (@Sendable (Literal, _ now: Date?) -> String)? = nil) {
    self.init(descriptor: CallParameter(label, Value.self, default: defaultValue.literal, swift: swift), write: { $0?.literal })
  }
}

extension Parameter where Value: TypedLiteral {
  private init(descriptor: CallParameter, write: @escaping @Sendable (Given) -> Literal?) {
    let label = descriptor.label
    self.init(
      descriptor: descriptor,
      read: { arguments in
        guard let literal = arguments.values[label] else {
          throw LiteralError(position: nil, message: "missing argument '\(label):'")
        }
        return try Value(literal: literal)
      },
      write: write)
  }

  /// The same optional parameter as the prompt writes it, received by the function as
  /// `transform` makes it from the argument and the session's `--now` (nil: the real clock).
  /// Quakes searches "today" when `searchDate:` is left out:
  /// `searchDate.map { date, now in date ?? now ?? Date() }`. A component's call gives the
  /// result's type, or nil to leave it out.
  public func map<Wrapped, Other: TypedLiteral>(
    _ transform: @escaping @Sendable (Value, _ now: Date?) -> Other
  ) -> Parameter<Other, Other?> where Value == Wrapped? {
    let read = self.read
    return Parameter<Other, Other?>(
      descriptor: self.descriptor, read: { arguments in transform(try read(arguments), arguments.now) }, write: { $0?.literal })
  }
}

extension Parameter: ExpressibleByStringLiteral, ExpressibleByUnicodeScalarLiteral, ExpressibleByExtendedGraphemeClusterLiteral
where Value: TypedLiteral, Given == Value {
  /// A parameter labelled by the literal, its type inferred from the function it is passed with.
  public init(stringLiteral label: String) {
    self.init(label)
  }
}

extension SwiftSpelling {
  /// An exported test's spelling of a shell sort key (`.name`) as the key path the real
  /// selector takes (`\Animal.name`), for a `Parameter`'s `swift:`.
  public static func keyPath(on root: String) -> @Sendable (Literal, _ now: Date?) -> String {
    { literal, _ in
      guard case .member(_, let name, _) = literal.kind else { return literal.description }
      return "\\\(root).\(name)"
    }
  }
}

/// One parameter as the prompt spells it (the type-erased side of `Parameter`): what completion,
/// listings, binding and export read.
struct CallParameter: Sendable {
  /// The label written in the shell.
  let label: String
  /// The value's type.
  let type: any TypedLiteral.Type
  /// The value used when the argument is left out, if it may be.
  let defaultValue: Literal?
  /// How an exported test spells a value; nil: the literal read as `type` (`SwiftSpelling`).
  let swiftSpelling: (@Sendable (Literal, Date?) -> String)?

  init(_ label: String, _ type: any TypedLiteral.Type, default defaultValue: Literal?, swift: (@Sendable (Literal, Date?) -> String)?) {
    self.label = label
    self.type = type
    // An optional parameter may be left out, as a Swift caller with `= nil` would: it is nil.
    if defaultValue == nil, case .optional = type.literalShape {
      self.defaultValue = Literal(.null)
    } else {
      self.defaultValue = defaultValue
    }
    self.swiftSpelling = swift
  }
}

/// Decoded arguments of a call by label, with what else a parameter may read.
@usableFromInline struct CallArguments: Sendable {
  let values: [String: Literal]
  /// The session's clock (`--now`), for arguments that default to "today".
  var now: Date?
  /// The session's domain settings (`:set`), for parameters that read one.
  var settings: [String: SettingValue] = [:]
}

extension Array where Element == CallParameter {
  /// `(categoryId: String?, sort: AnimalSort)`-style text for listings.
  var signature: String {
    "(" + self.map { "\($0.label): \($0.type.literalShape.typeName)" + ($0.defaultValue == nil ? "" : " = \($0.defaultValue!)") }
      .joined(separator: ", ") + ")"
  }
}

/// The descriptors of a pack of parameters, in order (settings, which the prompt does not
/// write, left out).
func descriptors<each Value, each Given>(_ parameters: repeat Parameter<each Value, each Given>) -> [CallParameter] {
  var result: [CallParameter] = []
  for parameter in repeat each parameters {
    if let descriptor = parameter.descriptor { result.append(descriptor) }
  }
  return result
}
