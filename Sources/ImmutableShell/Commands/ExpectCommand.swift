import TypedLiterals

/// `:expect SUBJECT == VALUE` and `:expect throws ACTION`.
@MainActor enum ExpectCommand {
  static func run(_ command: CommandInvocation) async throws {
    var parser = try command.parser()
    if case .identifier("throws") = parser.current.kind {
      parser.advance()
      let base = parser.current.position
      let literal = try command.shell.parseLiteral(command.line, base: base)
      let error = try command.session.expectThrow(literal, source: command.line)
      command.print(["   ✓ threw: \(error); state unchanged"])
      return
    }
    let subjectStart = parser.current.position
    let (subject, type) = try command.parsing { try Self.subject(&parser, session: command.session) }
    try command.parsing { try parser.expect(.equalsEquals, context: "'==' after the subject") }
    let expected = try command.parsing {
      let value = try parser.value()
      try parser.expectEnd()
      return try type.normalize(value)
    }
    guard subject == expected else {
      throw Diagnostic(
        .expectationFailed, "expectation failed: found \(subject), expected \(expected)",
        source: command.line, offset: subjectStart)
    }
    command.print(["   ✓ \(subject)"])
  }

  /// Reads `NAME(args)` or `LABEL`, then projections; evaluates it now.
  private static func subject(_ parser: inout LiteralParser, session: any ShellSession) throws -> (Literal, ValueType) {
    var call = try CallSyntax.parse(&parser, what: "a selector or a watch label")
    // `CategoryList.SelectCategoriesValues` names a mounted component's watch.
    while !call.hasParentheses, parser.current.kind == .dot, case .identifier(let field) = parser.peek(1).kind,
      session.watchNames.contains(where: { $0 == call.name + "." + field || $0.hasPrefix(call.name + "." + field + ".") })
    {
      parser.advance()
      parser.advance()
      call.name += "." + field
    }
    var (value, type): (Literal, ValueType)
    if !call.hasParentheses, let published = session.publishedOutput(of: call.name) {
      (value, type) = published
    } else {
      (value, type) = try session.select(call)
    }
    while parser.current.kind == .dot || parser.current.kind == .openBracket {
      let at = parser.current.position
      guard let projection = try Projection.parseAll(&parser, limit: 1).first else { break }
      guard let projected = value.applying(projection), let next = type.applying(projection) else {
        throw LiteralError(position: at, message: "\(projection.text) does not apply to \(value)")
      }
      (value, type) = (projected, next)
    }
    return (value, type)
  }
}
