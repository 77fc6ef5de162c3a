/// A type whose values can be written, read and printed as Swift literals.
///
/// Mark an enum or a struct with a `// @TypedLiteral` comment line directly above it (below its
/// doc comment) and run `swift package --allow-writing-to-package-directory generate-typed-literals`
/// in your package (with imshell's `LiteralGenerator` trait on; `scripts/update-literals` in this
/// repository): it derives all three requirements from the declaration, so parsing,
/// printing, completion and `:actions` share one source of truth and a new case cannot be
/// forgotten.
///
/// ```swift
/// /// What the user did.
/// // @TypedLiteral
/// public enum CounterAction: Hashable, Sendable {
///   case didTapIncrementButton
/// }
/// ```
///
/// An enum contributes its cases and their labelled payloads; a struct its stored properties,
/// read back through its memberwise initializer. The conformances are written, with the same
/// access as each type, to the module's `Generated/TypedLiterals.generated.swift`, which is
/// committed and needs only `import TypedLiterals`; ``GeneratedConformances`` checks it is fresh
/// without regenerating it. Leaf types (String, Int, Double, Bool, Date, Decimal, Optional,
/// Array, Dictionary, and swift-collections' TreeDictionary) conform in this module.
public protocol TypedLiteral: Sendable {
  /// The schema: which literals are values of this type.
  static var literalShape: LiteralShape { get }
  /// Named values written `.name` or `Type.name` (the book's static samples, like `.dog`).
  static var literalSamples: [LiteralSample<Self>] { get }
  /// Reads a value from a literal.
  ///
  /// - Throws: `LiteralError` pointing at the part of the literal that does not fit.
  init(literal: Literal) throws
  /// The literal that reads back as this value.
  var literal: Literal { get }
  /// The type's name as Swift code outside it spells it: qualified for a nested type
  /// (`LedgerAction.UI.Transfer`), where literals and the shell use the short name (`Transfer`).
  /// Exported tests write it; the prompt accepts it. The generator writes it for nested types.
  static var swiftTypeName: String { get }
}

extension TypedLiteral {
  /// No samples unless a type declares some.
  public static var literalSamples: [LiteralSample<Self>] { [] }

  /// The schema's name, its elements' Swift names for an optional, array or dictionary.
  public static var swiftTypeName: String {
    switch Self.literalShape {
    case .optional(let wrapped): wrapped.swiftTypeName + "?"
    case .array(let element): "[" + element.swiftTypeName + "]"
    case .dictionary(let key, let value): "[" + key.swiftTypeName + ": " + value.swiftTypeName + "]"
    default: Self.literalShape.typeName
    }
  }
}

/// A named value of a type, written `.name`.
public struct LiteralSample<Value: Sendable>: Sendable {
  /// The name after the dot.
  public let name: String
  /// The value it stands for.
  public let value: Value

  /// Creates a sample.
  public init(_ name: String, _ value: Value) {
    self.name = name
    self.value = value
  }
}
