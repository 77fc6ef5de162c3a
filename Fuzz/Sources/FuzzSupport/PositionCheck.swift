import TypedLiterals

/// The invariant "every parse error, whatever the input, carries a position inside the input".
///
/// Inside means `0...count` in Unicode scalars: `count` itself is the end of the line, where an
/// error such as "expected ')', found end of line" points (the caret after the last character).
public func checkPosition(of error: LiteralError, in text: String, what: String) {
  let count = text.unicodeScalars.count
  invariant(error.position != nil, "\(what): \(error) has no position in \(text.debugDescription)")
  if let position = error.position {
    invariant(
      (0...count).contains(position),
      "\(what): \(error) at \(position), outside 0...\(count) of \(text.debugDescription)")
  }
}

/// Parses `text` and checks what came back: a literal whose printed text is a fixed point of
/// print → parse → print, or an error at a position inside `text`.
///
/// - Returns: the literal, or nil after an error.
public func parseChecked(_ text: String) -> Literal? {
  do {
    let literal = try LiteralParser.parse(text)
    checkReprint(literal, source: text)
    return literal
  } catch let error as LiteralError {
    checkPosition(of: error, in: text, what: "parse")
    return nil
  } catch {
    invariant(false, "parse threw \(type(of: error)), not a LiteralError: \(error)")
    return nil
  }
}

/// The printer's promise: its text parses back, and printing that gives the same text.
/// (Not literal equality: dictionaries keep written order when parsed and print sorted.)
public func checkReprint(_ literal: Literal, source: String) {
  let printed = literal.description
  do {
    let reparsed = try LiteralParser.parse(printed)
    invariant(
      reparsed.description == printed,
      "print is not a fixed point: \(source.debugDescription) → \(printed.debugDescription) → \(reparsed.description.debugDescription)")
  } catch {
    invariant(false, "printed text does not parse: \(source.debugDescription) → \(printed.debugDescription): \(error)")
  }
}
