import TypedLiterals

/// Decodes `literal` (parsed from `text`) as `T` and checks the outcome: an error at a position
/// inside `text`, or a value whose printed literal reads back as an equal value, and whose
/// printed text is a fixed point.
public func decodeChecked<T: TypedLiteral & Equatable>(_ literal: Literal, from text: String, as type: T.Type) {
  let value: T
  do {
    value = try literal.decode(as: T.self)
  } catch let error as LiteralError {
    checkPosition(of: error, in: text, what: "decode as \(T.self)")
    return
  } catch {
    invariant(false, "decode as \(T.self) threw \(Swift.type(of: error)), not a LiteralError: \(error)")
    return
  }
  let printed = value.literal.description
  do {
    let again = try LiteralParser.parse(printed).decode(as: T.self)
    // `==` on a value holding NaN is false even for the same bits: compare printed text then.
    invariant(
      again == value || again.literal.description == printed,
      "\(T.self) does not read back: \(text.debugDescription) → \(printed.debugDescription) → \(again.literal.description.debugDescription)")
  } catch {
    invariant(false, "\(T.self) printed as \(printed.debugDescription) does not read back: \(error)")
  }
}
