/// A type whose values can be written, read and printed as Swift literals.
///
/// Apply the `@TypedLiteral` macro to an enum or struct to derive all three requirements from
/// its declaration, so parsing, printing, completion and `:actions` share one source of truth
/// and a new case cannot be forgotten. Leaf types (String, Int, Double, Bool, Date, Optional,
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
}

extension TypedLiteral {
  /// No samples unless a type declares some.
  public static var literalSamples: [LiteralSample<Self>] { [] }
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

/// Generates `TypedLiteral` conformance for an enum (its cases and their labelled payloads) or a
/// struct (its stored properties, read through the memberwise initializer).
@attached(extension, conformances: TypedLiteral, names: named(literalShape), named(init(literal:)), named(literal))
public macro TypedLiteral() = #externalMacro(module: "TypedLiteralsMacros", type: "TypedLiteralMacro")
