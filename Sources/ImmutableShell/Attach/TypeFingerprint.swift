import AttachWire
import TypedLiterals

/// A digest of a domain's action and state schemas: an agent and a shell built from different
/// types (a field added, a case renamed) disagree on it, and the handshake refuses the shell
/// instead of letting it misread the app.
package enum TypeFingerprint {
  /// The fingerprint of domain `D`'s types.
  package static func of<D: Domain>(_ domain: D.Type) -> String {
    var seen: Set<String> = []
    let action = Self.describe(D.Action.self, seen: &seen)
    let state = Self.describe(D.State.self, seen: &seen)
    return StateDigest.of(action + "|" + state)
  }

  /// The schema of `type` as text; a named type already described is written by name only, which
  /// also ends recursive types.
  static func describe(_ type: any TypedLiteral.Type, seen: inout Set<String>) -> String {
    switch type.literalShape {
    case .optional(let wrapped): return Self.describe(wrapped, seen: &seen) + "?"
    case .array(let element): return "[" + Self.describe(element, seen: &seen) + "]"
    case .dictionary(let key, let value): return "[" + Self.describe(key, seen: &seen) + ":" + Self.describe(value, seen: &seen) + "]"
    case .enumeration(let name, let cases):
      guard seen.insert(name).inserted else { return name }
      let body = cases.map { $0.name + Self.describe($0.parameters, seen: &seen) }
      return name + "{" + body.joined(separator: ",") + "}"
    case .structure(let name, let fields):
      guard seen.insert(name).inserted else { return name }
      return name + Self.describe(fields, seen: &seen)
    case let shape: return shape.typeName
    }
  }

  private static func describe(_ parameters: [LiteralParameter], seen: inout Set<String>) -> String {
    guard !parameters.isEmpty else { return "" }
    let slots = parameters.map { ($0.label ?? "_") + ":" + Self.describe($0.type, seen: &seen) }
    return "(" + slots.joined(separator: ",") + ")"
  }
}

extension Domain {
  /// The fingerprint of this domain's action and state types, as the attach handshake sends it.
  static var fingerprint: String { TypeFingerprint.of(Self.self) }
}
