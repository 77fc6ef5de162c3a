/// Builds a value's literal already shortened the way `LiteralPrinter(maxItems:)` prints it:
/// a collection longer than the limit becomes `[N items]` without a literal for each element.
///
/// The shell keeps the text of an effect's dispatch for `:history`; a fetch of 64k quakes would
/// otherwise build 64k element literals only for the printer to drop them.
///
/// ```swift
/// let text = LiteralPrinter(maxItems: 5).text(LiteralElision.literal(of: action, maxItems: 5))
/// ```
public enum LiteralElision {
  /// The limit the collections' `literal` read while `literal(of:maxItems:)` runs; nil: none.
  @TaskLocal static var maxItems: Int?

  /// `value.literal`, with every collection of more than `maxItems` elements elided.
  public static func literal<Value: TypedLiteral>(of value: Value, maxItems: Int) -> Literal {
    Self.$maxItems.withValue(maxItems) { value.literal }
  }

  /// `[N items]` for a collection of `count` elements over the current limit; nil otherwise.
  static func elided(count: Int) -> Literal? {
    guard let limit = Self.maxItems, count > limit else { return nil }
    return Literal(.elided(count: count))
  }
}
