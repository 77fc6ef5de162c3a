// Compiled only with the `LiteralGenerator` trait, which brings swift-syntax (Package.swift).
#if LiteralGenerator
import SwiftSyntax

/// The field types the literal language has no spelling for, refused where they are declared
/// rather than left to fail inside the generated file.
extension DeclarationReader {
  /// The metatype expression of a case payload's or stored property's type.
  ///
  /// - Throws: A diagnostic at the type naming the field and the declaration, for a tuple, a
  ///   function, an opaque or existential type, a metatype, or a generic parameter.
  func fieldMetatype(of type: TypeSyntax, field: String, in declaration: some DeclSyntaxProtocol) throws -> String {
    let owner = (declaration.asProtocol((any NamedDeclSyntax).self)?.name.text).map(bare) ?? "the declaration"
    if let reason = self.unsupportedReason(type, genericNames: Self.genericParameterNames(around: declaration)) {
      throw self.diagnostic(
        "\(field) of \(owner) has type '\(type.trimmedDescription)', which a literal cannot spell: \(reason)", at: type)
    }
    return Self.metatype(of: type)
  }

  /// Why a type cannot be a literal's field, or nil when the generator can write it.
  private func unsupportedReason(_ type: TypeSyntax, genericNames: Set<String>) -> String? {
    if let tuple = type.as(TupleTypeSyntax.self) {
      guard tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil else {
        return "tuples are not supported (declare a struct)"
      }
      return self.unsupportedReason(only.type, genericNames: genericNames)
    }
    if type.is(FunctionTypeSyntax.self) { return "functions are not supported" }
    if type.is(SomeOrAnyTypeSyntax.self) { return "opaque and existential types are not supported" }
    if type.is(MetatypeTypeSyntax.self) { return "metatypes are not supported" }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return self.unsupportedReason(attributed.baseType, genericNames: genericNames)
    }
    if let optional = type.as(OptionalTypeSyntax.self) {
      return self.unsupportedReason(optional.wrappedType, genericNames: genericNames)
    }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return self.unsupportedReason(optional.wrappedType, genericNames: genericNames)
    }
    if let array = type.as(ArrayTypeSyntax.self) { return self.unsupportedReason(array.element, genericNames: genericNames) }
    if let dictionary = type.as(DictionaryTypeSyntax.self) {
      return self.unsupportedReason(dictionary.key, genericNames: genericNames)
        ?? self.unsupportedReason(dictionary.value, genericNames: genericNames)
    }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      if genericNames.contains(identifier.name.text) {
        return "generic parameters are not supported (a literal names a concrete type)"
      }
      return identifier.genericArgumentClause.flatMap { self.unsupportedReason(in: $0, genericNames: genericNames) }
    }
    if let member = type.as(MemberTypeSyntax.self) {
      return self.unsupportedReason(member.baseType, genericNames: genericNames)
        ?? member.genericArgumentClause.flatMap { self.unsupportedReason(in: $0, genericNames: genericNames) }
    }
    return nil
  }

  private func unsupportedReason(in clause: GenericArgumentClauseSyntax, genericNames: Set<String>) -> String? {
    for argument in clause.arguments {
      guard let type = Self.argumentType(argument) else { return "value generics are not supported" }
      if let reason = self.unsupportedReason(type, genericNames: genericNames) { return reason }
    }
    return nil
  }

  /// A generic argument's type, nil for a value (`InlineArray<4, Int>`). Read as a child rather than
  /// through `argument`, whose type changed in swift-syntax 602.
  static func argumentType(_ argument: GenericArgumentSyntax) -> TypeSyntax? {
    argument.children(viewMode: .sourceAccurate).lazy.compactMap { $0.as(TypeSyntax.self) }.first
  }

  /// The generic parameters in scope of a declaration: its own and its enclosing types'.
  static func genericParameterNames(around declaration: some SyntaxProtocol) -> Set<String> {
    var names: Set<String> = []
    var current: Syntax? = Syntax(declaration)
    while let syntax = current {
      let clause =
        syntax.as(StructDeclSyntax.self)?.genericParameterClause ?? syntax.as(EnumDeclSyntax.self)?.genericParameterClause
        ?? syntax.as(ClassDeclSyntax.self)?.genericParameterClause
      for parameter in clause?.parameters ?? [] { names.insert(parameter.name.text) }
      current = syntax.parent
    }
    return names
  }
}
#endif
