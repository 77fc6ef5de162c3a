import Foundation
import TypedLiterals

/// What a selector, filter or component declaration has in common: a struct whose stored
/// properties are the call's parameters, so that its name, labels, types and defaults are
/// declared once, in Swift, and read from its generated `TypedLiteral` conformance.
///
/// ```swift
/// // @TypedLiteral
/// struct SelectAnimal: SelectorDeclaration {
///   let animalId: String?
///   static let summary = "one animal by id"
///   var selector: @Sendable (AnimalsState) -> Animal? { AnimalsState.selectAnimal(animalId: self.animalId) }
/// }
/// ```
///
/// The prompt's `selectAnimal(animalId: "Cat")` is that struct's literal: a property with a
/// default (`var sort: AnimalSort = .name`) or of optional type may be left out, and a component
/// calls it as Swift does, `SelectAnimal(animalId: id)`, so swapping two arguments of one type
/// does not compile (their labels are the properties').
///
/// - Important: Mark the struct `// @TypedLiteral` and run `scripts/update-literals`: the
///   conformance is what the shell reads its parameters from.
public protocol CallDeclaration: TypedLiteral, Sendable {
  /// The name typed at the prompt. Derived from the type's name unless declared: a selector's or
  /// filter's with its first letter lowercased (`SelectAnimal` is `selectAnimal`), a
  /// component's as it is. Declare it for an overload (`selectCategory(animalId:)`).
  static var name: String { get }
  /// One line for `:selectors`, `:components` and `:help`.
  static var summary: String { get }
  /// This call with what it leaves to the session filled in, before it runs and before an
  /// exported test spells it: Quakes' selectors search today's date when `searchDate:` is left
  /// out. By default the call itself.
  func resolved(in context: CallContext) -> Self
}

extension CallDeclaration {
  /// The call itself: nothing is left to the session.
  public func resolved(in context: CallContext) -> Self { self }

  /// The declared struct's name, as its conformance spells it.
  static var declaredName: String {
    guard case .structure(let name, _) = Self.literalShape else {
      preconditionFailure("\(Self.self) declares a call but its TypedLiteral shape is not a struct's: mark it // @TypedLiteral")
    }
    return name
  }

  /// The declared stored properties, each a parameter of the call.
  static var fields: [LiteralParameter] {
    guard case .structure(_, let fields) = Self.literalShape else { return [] }
    return fields
  }

  /// The parameters as the prompt, completion and listings read them.
  static var callParameters: [CallParameter] {
    Self.fields.map { field in
      CallParameter(field.label ?? "_", field.type, default: field.defaultValue, swift: swiftArgumentSpelling(of: field.type))
    }
  }

  /// The call the prompt's bound arguments describe, resolved in `context`.
  @usableFromInline static func make(_ arguments: CallArguments) throws -> Self {
    let fields = Self.fields.map { field in
      (field.label, arguments.values[field.label ?? "_"] ?? field.defaultValue ?? Literal(.null))
    }
    let context = CallContext(now: arguments.now, settings: arguments.settings)
    return try Self(literal: .construct(Self.declaredName, fields)).resolved(in: context)
  }

  /// This call as the prompt writes it, every argument written out: a value cannot tell an
  /// argument left at its default from one given equal to it, so none is left out.
  var namedCall: NamedCall {
    guard case .construct(_, let arguments) = self.literal.kind else { return NamedCall(name: Self.name) }
    return NamedCall(name: Self.name, arguments: arguments.map { (label: $0.label ?? "_", value: $0.value) })
  }
}

/// What a call may read besides its arguments: the session's clock and its domain settings.
public struct CallContext: Sendable {
  /// `--now`, the session's fixed clock; nil for the real one.
  public let now: Date?
  let settings: [String: SettingValue]

  /// The session's current date: `--now`, else the real clock.
  public var today: Date { self.now ?? Date() }

  /// The session's value of the setting `setting` (its first case until `:set` changes it).
  public subscript<Setting: SettingDeclaration>(setting: Setting.Type) -> Setting {
    Setting.value(self.settings[Setting.name])
  }
}

extension String {
  /// `selectAnimal` for `SelectAnimal`: a type's name as its function's.
  var lowercasingFirst: String {
    guard let first = self.first else { return self }
    return first.lowercased() + self.dropFirst()
  }
}
