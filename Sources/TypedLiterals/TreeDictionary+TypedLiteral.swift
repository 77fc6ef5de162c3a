import HashTreeCollections

extension TreeDictionary: KeyedLiteralCollection where Key: TypedLiteral, Value: TypedLiteral {}

/// A `TreeDictionary` is written, read and printed exactly like a `Dictionary` of the same key
/// and value: same shape, same sorted printing, same errors. State that moved from one to the
/// other for speed (book, chapter 18) looks the same in the shell.
extension TreeDictionary: TypedLiteral where Key: TypedLiteral, Value: TypedLiteral {
  public static var literalShape: LiteralShape { Self.keyedLiteralShape }

  public init(literal: Literal) throws {
    try self.init(keyedLiteral: literal)
  }

  /// Entries sorted by their printed key, so equal dictionaries give equal literals.
  public var literal: Literal { self.keyedLiteral }
}
