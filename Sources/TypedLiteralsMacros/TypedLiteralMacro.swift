import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@TypedLiteral`: derives `TypedLiteral` (schema, reading, printing) from an enum's cases or a
/// struct's stored properties, so the literal language can never drift from the Swift type.
public struct TypedLiteralMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let access = Self.accessPrefix(of: declaration.modifiers)
    let body: String
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      body = EnumLiteralWriter(name: enumDecl.name.text, cases: Self.cases(of: enumDecl), access: access).members
    } else if let structDecl = declaration.as(StructDeclSyntax.self) {
      let fields = try Self.storedProperties(of: structDecl)
      body = StructLiteralWriter(name: structDecl.name.text, fields: fields, access: access).members
    } else {
      throw MacroExpansionErrorMessage("@TypedLiteral applies to an enum or a struct")
    }
    let source: DeclSyntax = "extension \(type.trimmed): TypedLiterals.TypedLiteral {\n\(raw: body)\n}"
    guard let ext = source.as(ExtensionDeclSyntax.self) else {
      throw MacroExpansionErrorMessage("@TypedLiteral could not build its extension")
    }
    return [ext]
  }
}

/// One payload slot or stored property: its label (nil for `_`) and a metatype expression.
struct Slot {
  var label: String?
  var typeExpression: String
}

/// One enum case as read from the declaration.
struct CaseDecl {
  var name: String
  var slots: [Slot]
}

extension TypedLiteralMacro {
  static func accessPrefix(of modifiers: DeclModifierListSyntax) -> String {
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }

  static func cases(of declaration: EnumDeclSyntax) -> [CaseDecl] {
    declaration.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap(\.elements)
      .map { element in
        let slots = element.parameterClause?.parameters.map { parameter in
          let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
          return Slot(label: label, typeExpression: metatype(of: parameter.type))
        }
        return CaseDecl(name: element.name.text, slots: slots ?? [])
      }
  }

  static func storedProperties(of declaration: StructDeclSyntax) throws -> [Slot] {
    var slots: [Slot] = []
    for member in declaration.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else { continue }
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      for binding in variable.bindings {
        if let accessors = binding.accessorBlock, Self.isComputed(accessors) { continue }
        if isLet && binding.initializer != nil { continue }  // not part of the memberwise init
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let type = binding.typeAnnotation?.type
        else {
          throw MacroExpansionErrorMessage("@TypedLiteral needs a type annotation on every stored property")
        }
        slots.append(Slot(label: name, typeExpression: metatype(of: type)))
      }
    }
    return slots
  }

  private static func isComputed(_ accessors: AccessorBlockSyntax) -> Bool {
    switch accessors.accessors {
    case .getter: return true
    case .accessors(let list):
      return list.contains { [.keyword(.get), .keyword(.set)].contains($0.accessorSpecifier.tokenKind) }
    }
  }

  /// `T?` → `Optional<T>.self`, `[T]` → `Array<T>.self`, `[K: V]` → `Dictionary<K, V>.self`.
  static func metatype(of type: TypeSyntax) -> String {
    typeName(of: type) + ".self"
  }

  private static func typeName(of type: TypeSyntax) -> String {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return "Optional<\(typeName(of: optional.wrappedType))>"
    }
    if let array = type.as(ArrayTypeSyntax.self) {
      return "Array<\(typeName(of: array.element))>"
    }
    if let dictionary = type.as(DictionaryTypeSyntax.self) {
      return "Dictionary<\(typeName(of: dictionary.key)), \(typeName(of: dictionary.value))>"
    }
    return type.trimmedDescription
  }
}

@main
struct TypedLiteralsPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [TypedLiteralMacro.self]
}
