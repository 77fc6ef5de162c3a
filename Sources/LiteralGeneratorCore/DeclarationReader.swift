// Compiled only with the `LiteralGenerator` trait, which brings swift-syntax (Package.swift).
#if LiteralGenerator
import SwiftSyntax
import TypedLiterals

/// One payload slot or stored property: its label (nil for `_`) and a metatype expression.
struct Slot {
  var label: String?
  var typeExpression: String
  /// A stored property's default as an expression of its type (`(.name as AnimalSort)`), nil
  /// when the memberwise initializer requires it.
  var defaultExpression: String? = nil
}

/// One enum case as read from the declaration.
struct CaseDecl {
  var name: String
  var slots: [Slot]
}

/// A marked declaration, read: the name its conformance extends and the members to write.
struct ReadDeclaration {
  var qualifiedName: String
  /// The declared name without backticks.
  var name: String
  /// The line of its first token, as the marker scanner counts it.
  var line: Int
  var members: String
  /// Whether it inherits one of `typedLiteralRefinements`, which make it a `TypedLiteral`.
  var conformsThroughDeclaration = false
}

/// ImmutableShell's protocols that refine `TypedLiteral` (a selector's declaration, a sort key…).
let typedLiteralRefinements: Set<String> = [
  "CallDeclaration", "SelectorDeclaration", "FilterDeclaration", "ComponentDeclaration", "StoreOperationDeclaration",
  "LegacyOperationDeclaration", "SwiftArgument", "SortKeyCase",
]

/// Finds the declarations marked `// @TypedLiteral` in one parsed file and reads what their
/// conformances need: cases or stored properties, access, and the name to extend.
final class DeclarationReader: SyntaxVisitor {
  let file: String
  let converter: SourceLocationConverter
  private(set) var declarations: [ReadDeclaration] = []
  private(set) var diagnostics: [GeneratorDiagnostic] = []
  /// The first lines of every marked declaration, read or not: markers elsewhere are misplaced.
  private(set) var markedLines: [Int] = []

  init(file: String, tree: SourceFileSyntax) {
    self.file = file
    self.converter = SourceLocationConverter(fileName: file, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { self.read(node) }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { self.read(node) }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { self.read(node) }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { self.read(node) }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { self.read(node) }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { self.read(node) }

  private func read(_ node: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
    guard Self.isMarked(node) else { return .visitChildren }
    let line = self.converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    self.markedLines.append(line)
    do {
      guard node.is(EnumDeclSyntax.self) || node.is(StructDeclSyntax.self) else {
        throw self.diagnostic("@TypedLiteral applies to an enum or a struct", at: node)
      }
      let access = try self.access(of: node)
      let qualifiedName = try self.qualifiedName(of: node)
      let members: String
      let name: String
      if let enumDecl = node.as(EnumDeclSyntax.self) {
        name = enumDecl.name.text
        members = EnumLiteralWriter(name: name, cases: try self.cases(of: enumDecl), access: access).members
      } else {
        let structDecl = node.cast(StructDeclSyntax.self)
        name = structDecl.name.text
        members = StructLiteralWriter(name: name, fields: try self.storedProperties(of: structDecl), access: access).members
      }
      let inherited = node.asProtocol((any DeclGroupSyntax).self)?.inheritanceClause?.inheritedTypes.map {
        String($0.type.trimmedDescription.split(separator: ".").last ?? "")
      } ?? []
      self.declarations.append(
        ReadDeclaration(
          qualifiedName: qualifiedName, name: bare(name), line: line,
          members: members + Self.swiftTypeNameMember(qualifiedName, name: name, access: access),
          conformsThroughDeclaration: inherited.contains(where: typedLiteralRefinements.contains)))
    } catch let diagnostic as GeneratorDiagnostic {
      self.diagnostics.append(diagnostic)
    } catch {
      self.diagnostics.append(self.diagnostic("\(error)", at: node))
    }
    return .visitChildren
  }

  /// Whether the marker is among the comments before the declaration's first token.
  static func isMarked(_ node: some SyntaxProtocol) -> Bool {
    node.leadingTrivia.contains { piece in
      if case .lineComment(let text) = piece {
        return text.trimmingBlanks() == GeneratedConformances.marker
      }
      return false
    }
  }

  func diagnostic(_ message: String, at node: some SyntaxProtocol) -> GeneratorDiagnostic {
    let location = self.converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return GeneratorDiagnostic(file: self.file, line: location.line, column: location.column, message: message)
  }
}

extension DeclarationReader {
  /// The members' access, as the macro gave them: `public` for public or open types, `package`
  /// for package ones, none otherwise. A private type cannot be extended from another file.
  func access(of node: some DeclSyntaxProtocol) throws -> String {
    var current: Syntax? = Syntax(node)
    while let syntax = current {
      if let modifiers = syntax.asProtocol((any WithModifiersSyntax).self)?.modifiers,
        modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) })
      {
        throw self.diagnostic(
          "@TypedLiteral needs an internal, package or public type: its conformance is generated into another file",
          at: node)
      }
      current = syntax.parent
    }
    guard let modifiers = node.asProtocol((any WithModifiersSyntax).self)?.modifiers else { return "" }
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }

  /// `AnimalsAction.UI.CategoryList` for a type declared in `extension AnimalsAction.UI`: the
  /// name the macro's extension was given, found from the types and extensions around it.
  func qualifiedName(of node: some DeclSyntaxProtocol) throws -> String {
    var components: [String] = []
    var current: Syntax? = Syntax(node)
    while let syntax = current {
      if let group = syntax.asProtocol((any NamedDeclSyntax).self), syntax.is(DeclSyntax.self) {
        components.insert(group.name.text, at: 0)
      } else if let extensionDecl = syntax.as(ExtensionDeclSyntax.self) {
        components.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
      } else if syntax.is(CodeBlockSyntax.self) || syntax.is(ClosureExprSyntax.self)
        || syntax.is(AccessorBlockSyntax.self)
      {
        throw self.diagnostic("@TypedLiteral needs a type declared at file scope or inside a type or extension", at: node)
      }
      current = syntax.parent
    }
    return components.joined(separator: ".")
  }

  func cases(of declaration: EnumDeclSyntax) throws -> [CaseDecl] {
    try declaration.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap(\.elements)
      .map { element in
        let slots = try element.parameterClause?.parameters.enumerated().map { offset, parameter in
          let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
          let field = "payload \(label.map { "'\($0)'" } ?? "#\(offset + 1)") of case '\(element.name.text)'"
          return Slot(label: label, typeExpression: try self.fieldMetatype(of: parameter.type, field: field, in: declaration))
        }
        return CaseDecl(name: element.name.text, slots: slots ?? [])
      }
  }

  func storedProperties(of declaration: StructDeclSyntax) throws -> [Slot] {
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
          throw self.diagnostic("@TypedLiteral needs a type annotation on every stored property", at: binding)
        }
        slots.append(
          Slot(
            label: name, typeExpression: try self.fieldMetatype(of: type, field: "field '\(name)'", in: declaration),
            defaultExpression: Self.defaultExpression(binding, type, isLet: isLet)))
      }
    }
    return slots
  }

  /// What the memberwise initializer gives a property left out: its initializer, or nil for a
  /// `var` of optional type without one; typed by `as`, since `.name` alone has no type.
  private static func defaultExpression(_ binding: PatternBindingSyntax, _ type: TypeSyntax, isLet: Bool) -> String? {
    if let initializer = binding.initializer {
      return "(\(initializer.value.trimmedDescription) as \(typeName(of: type)))"
    }
    return !isLet && type.is(OptionalTypeSyntax.self) ? "(nil as \(typeName(of: type)))" : nil
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

extension StringProtocol {
  func trimmingBlanks() -> String {
    String(self.drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
  }
}
#endif
