import TypedLiterals

extension SourceLine {
  /// The literal that starts at `base` (in scalars) and runs to the end of the line: an action
  /// line's, or the one after a command's words.
  ///
  /// - Throws: a `Diagnostic` at the bracket left open, or where the literal stops reading.
  @usableFromInline func literal(startingAt base: Int) throws -> Literal {
    // An action line's brackets were scanned as it was read (offsets from the line's start,
    // where only blanks precede `base`); a command's literal starts after the command's words.
    let open = self.actionBrackets.map { $0.innermostOpen }
      ?? OpenBrackets(String(String.UnicodeScalarView(self.text.unicodeScalars.dropFirst(base)))).innermostOpen
        .map { (offset: base + $0.offset, message: $0.message, closer: $0.closer) }
    if let open {
      throw Diagnostic(.syntax, open.message, source: self, offset: open.offset, expected: ["'\(open.closer)'"])
    }
    do {
      var parser = try LiteralParser(self.text)
      while parser.current.position < base && !parser.isAtEnd { parser.advance() }
      let literal = try parser.value()
      try parser.expectEnd()
      return literal
    } catch let error as LiteralError {
      throw Diagnostic(error, in: self)
    }
  }
}
