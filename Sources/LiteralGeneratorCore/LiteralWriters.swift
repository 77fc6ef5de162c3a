// Compiled only with the `LiteralGenerator` trait, which brings swift-syntax (Package.swift).
#if LiteralGenerator
/// Writes the members of an enum's `TypedLiteral` extension.
struct EnumLiteralWriter {
  var name: String
  var cases: [CaseDecl]
  var access: String

  var members: String {
    [self.shape, self.reader, self.printer].joined(separator: "\n")
  }

  private var shape: String {
    let entries = self.cases.map { decl -> String in
      let parameters = decl.slots.map { "TypedLiterals.LiteralParameter(\(quoted($0.label)), \($0.typeExpression))" }
      let tail = parameters.isEmpty ? "" : ", [\(parameters.joined(separator: ", "))]"
      return "TypedLiterals.LiteralCase(\"\(bare(decl.name))\"\(tail))"
    }
    return """
      \(self.access)static var literalShape: TypedLiterals.LiteralShape {
        .enumeration(name: "\(bare(self.name))", cases: [\(entries.joined(separator: ", "))])
      }
      """
  }

  private var reader: String {
    let usesValues = self.cases.contains { !$0.slots.isEmpty }
    let arms = self.cases.map { decl -> String in
      guard !decl.slots.isEmpty else { return "case \"\(bare(decl.name))\": self = .\(decl.name)" }
      let arguments = decl.slots.enumerated().map { offset, slot in
        (slot.label.map { "\(argumentLabel($0)): " } ?? "") + "try values[\(offset)].decode()"
      }
      return "case \"\(bare(decl.name))\": self = .\(decl.name)(\(arguments.joined(separator: ", ")))"
    }
    return """
      \(self.access)init(literal: TypedLiterals.Literal) throws {
        switch try literal.resolve(as: Self.self) {
        case .sample(let value): self = value
        case .members(let name, \(usesValues ? "let values" : "_")):
          switch name {
          \(arms.joined(separator: "\n"))
          default: throw literal.mismatch(expecting: Self.self)
          }
        }
      }
      """
  }

  private var printer: String {
    let arms = self.cases.map { decl -> String in
      guard !decl.slots.isEmpty else { return "case .\(decl.name): return .member(\"\(bare(decl.name))\")" }
      let bindings = decl.slots.indices.map { "let v\($0)" }.joined(separator: ", ")
      let pairs = decl.slots.enumerated().map { "(\(quoted($1.label)), v\($0).literal)" }
      return "case .\(decl.name)(\(bindings)): return .member(\"\(bare(decl.name))\", [\(pairs.joined(separator: ", "))])"
    }
    // The line a compiler shows above "switch must be exhaustive" when a case was added since.
    let stale = "// Not exhaustive? The enum changed since: swift package --allow-writing-to-package-directory generate-typed-literals\n"
    let body = arms.isEmpty ? "switch self {}" : stale + "switch self {\n\(arms.joined(separator: "\n"))\n}"
    return """
      \(self.access)var literal: TypedLiterals.Literal {
        \(body)
      }
      """
  }
}

/// Writes the members of a struct's `TypedLiteral` extension.
struct StructLiteralWriter {
  var name: String
  var fields: [Slot]
  var access: String

  var members: String {
    let parameters = self.fields.map { field in
      let defaultValue = field.defaultExpression.map { ", default: \($0).literal" } ?? ""
      return "TypedLiterals.LiteralParameter(\(quoted(field.label)), \(field.typeExpression)\(defaultValue))"
    }
    let arguments = self.fields.enumerated().map { "\(argumentLabel($1.label ?? "_")): try values[\($0)].decode()" }
    let pairs = self.fields.map { "(\(quoted($0.label)), self.\($0.label ?? "_").literal)" }
    return """
      \(self.access)static var literalShape: TypedLiterals.LiteralShape {
        .structure(name: "\(bare(self.name))", fields: [\(parameters.joined(separator: ", "))])
      }
      \(self.access)init(literal: TypedLiterals.Literal) throws {
        switch try literal.resolve(as: Self.self) {
        case .sample(let value): self = value
        case .members(_, \(self.fields.isEmpty ? "_" : "let values")): self.init(\(arguments.joined(separator: ", ")))
        }
      }
      \(self.access)var literal: TypedLiterals.Literal {
        .construct("\(bare(self.name))", [\(pairs.joined(separator: ", "))])
      }
      """
  }
}

/// A label as a Swift string literal for the literal language (without backticks), or `nil`.
private func quoted(_ label: String?) -> String {
  label.map { "\"\(bare($0))\"" } ?? "nil"
}

/// `name` without the backticks Swift needs around keywords: the literal language writes
/// `.default` and `class:`, and its lexer does not read backticks.
func bare(_ name: String) -> String {
  guard name.count > 2, name.hasPrefix("`"), name.hasSuffix("`") else { return name }
  return String(name.dropFirst().dropLast())
}

/// `label` as a call's argument label: Swift reads any keyword there but `inout`, `var` and `let`
/// without backticks, and warns about backticks it does not need.
func argumentLabel(_ label: String) -> String {
  let name = bare(label)
  return ["inout", "var", "let"].contains(name) ? label : name
}
#endif
