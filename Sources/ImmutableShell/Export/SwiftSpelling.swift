import Foundation
import TypedLiterals

/// A literal as the Swift an exported test compiles. The literal language is Swift's own
/// spelling of cases, structs, arrays and optionals; only a date differs: the shell writes an
/// ISO-8601 string, Swift needs `Date(timeIntervalSince1970:)`, and a nested type needs its
/// qualified name (`LedgerAction.UI.Transfer(…)`). So the literal is walked with its type's shape,
/// each date in it written out as the instant it stands for and each type name as Swift spells it.
public enum SwiftSpelling {
  /// `literal`, read as `type`, with every date spelled in Swift.
  public static func literal(_ literal: Literal, as type: any TypedLiteral.Type) -> Literal {
    switch (type.literalShape, literal.kind) {
    case (.date, _):
      guard let date = try? Date(literal: literal) else { return literal }
      return Self.date(date)
    case (.optional, .null):
      return literal
    case (.optional(let wrapped), _):
      return Self.literal(literal, as: wrapped)
    case (.array(let element), .array(let elements)):
      return Literal(.array(elements.map { Self.literal($0, as: element) }))
    case (.dictionary(let key, let value), .dictionary(let entries)):
      return Literal(.dictionary(entries.map { .init(key: Self.literal($0.key, as: key), value: Self.literal($0.value, as: value)) }))
    case (.enumeration(_, let cases), .member(let owner, let name, let arguments?)):
      guard let payload = cases.first(where: { $0.name == name })?.parameters else { return literal }
      return Literal(.member(type: owner.map { _ in type.swiftTypeName }, name: name, arguments: Self.arguments(arguments, as: payload)))
    case (.enumeration, .member(_?, let name, nil)), (.structure, .member(_?, let name, nil)):
      return Literal(.member(type: type.swiftTypeName, name: name, arguments: nil))
    case (.structure(_, let fields), .construct(_, let arguments)):
      // A nested struct's short name does not compile outside its parent: `LedgerAction.UI.Transfer(…)`.
      return Literal(.construct(type: type.swiftTypeName, arguments: Self.arguments(arguments, as: fields)))
    default:
      return literal
    }
  }

  /// `literal` read as a value of `type` (a selector's output after projections).
  static func literal(_ literal: Literal, as type: ValueType) -> Literal {
    switch (type, literal.kind) {
    case (.typed(let typed), _): return Self.literal(literal, as: typed)
    case (.optional, .null): return literal
    case (.optional(let wrapped), _): return Self.literal(literal, as: wrapped)
    case (.array(let element), .array(let elements)): return Literal(.array(elements.map { Self.literal($0, as: element) }))
    default: return literal
    }
  }

  /// `Date(timeIntervalSince1970: n)`: whole seconds as an integer, else the milliseconds the
  /// shell keeps (the nearest `Double`, as the shell's own reading of the ISO text is).
  public static func date(_ date: Date) -> Literal {
    let seconds = date.timeIntervalSince1970
    let value = seconds == seconds.rounded() && abs(seconds) < 1e15 ? Literal(.integer(Int(seconds))) : Literal(.double(seconds))
    return Literal(.construct(type: "Date", arguments: [Literal.Argument(label: "timeIntervalSince1970", value: value)]))
  }

  /// Each argument with the type of the parameter in its place (labels may be omitted in a
  /// payload, so the position decides).
  private static func arguments(_ arguments: [Literal.Argument], as parameters: [LiteralParameter]) -> [Literal.Argument] {
    arguments.enumerated().map { index, argument in
      let parameter = parameters.first { $0.label != nil && $0.label == argument.label }
        ?? (parameters.indices.contains(index) ? parameters[index] : nil)
      guard let parameter else { return argument }
      return Literal.Argument(label: argument.label, value: Self.literal(argument.value, as: parameter.type), position: argument.position)
    }
  }
}
