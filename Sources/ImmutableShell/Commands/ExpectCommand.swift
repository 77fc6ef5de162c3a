import TypedLiterals

/// `:expect SUBJECT == VALUE`, `:expect throws ACTION` and `:expect digest == "HEX"`.
@MainActor enum ExpectCommand {
  static func run(_ tokens: LiteralParser, _ command: CommandInvocation) async throws {
    var parser = tokens
    if case .identifier(Self.digestWord) = parser.current.kind, parser.peek(1).kind == .equalsEquals {
      return try Self.digest(&parser, command)
    }
    if case .identifier("throws") = parser.current.kind {
      parser.advance()
      let base = parser.current.position
      let literal = try command.line.literal(startingAt: base)
      let error = try command.session.expectThrow(literal, source: command.line)
      command.print(["   ✓ threw: \(error); state unchanged"])
      return
    }
    let subjectStart = parser.current.position
    let (call, subject, type, projections) = try command.parsing { try Self.subject(&parser, session: command.session) }
    try command.parsing { try parser.expect(.equalsEquals, context: "'==' after the subject") }
    let expected = try command.parsing {
      let value = try parser.value()
      try parser.expectEnd()
      return try type.normalize(value)
    }
    guard subject == expected else {
      throw Self.failure(found: subject, expected: expected, in: command.line, at: subjectStart)
    }
    command.session.exporter.noteExpectation(command.line, subject: call, projections: projections, expected: expected)
    command.print(["   ✓ " + FittingPrinter(maxItems: nil).text(subject, width: 60)])
  }

  /// The subject that names the state's digest, a word no watch label may take.
  nonisolated static var digestWord: String { "digest" }

  /// `:expect digest == "HEX"`: the whole state's digest (what `:verify` prints), the last line
  /// of a recording, so that its replay fails where it does not end in the app's state.
  private static func digest(_ parser: inout LiteralParser, _ command: CommandInvocation) throws {
    let subjectStart = parser.current.position
    parser.advance()
    parser.advance()
    let expected = try command.parsing {
      let value = try parser.value()
      try parser.expectEnd()
      return value
    }
    guard case .string(let digest) = expected.kind else {
      throw command.failure("expected the digest as a string of 16 hex digits, :expect digest == \"0123456789abcdef\"")
    }
    let found = command.session.stateDigest
    guard found == digest else {
      throw Diagnostic(
        .expectationFailed, "expectation failed: the state's digest is \(found), expected \(digest)", source: command.line,
        offset: subjectStart)
    }
    command.session.exporter.noteStateExpectation(command.line)
    command.print(["   ✓ digest \(found)"])
  }

  /// `found X, expected Y` when both are short; otherwise where they first differ.
  private static func failure(found: Literal, expected: Literal, in line: SourceLine, at offset: Int) -> Diagnostic {
    let whole = "expectation failed: found \(found), expected \(expected)"
    guard whole.count > 120, let difference = LiteralDifference.first(found: found, expected: expected), !difference.path.isEmpty
    else { return Diagnostic(.expectationFailed, whole, source: line, offset: offset) }
    let printer = FittingPrinter(maxItems: 0)
    return Diagnostic(
      .expectationFailed,
      "expectation failed at \(difference.path): found \(printer.text(difference.found, width: 50)), "
        + "expected \(printer.text(difference.expected, width: 50))",
      source: line, offset: offset)
  }

  /// Reads `NAME(args)` or `LABEL`, then projections; evaluates it now.
  private static func subject(
    _ parser: inout LiteralParser, session: any ShellSession
  ) throws -> (call: CallSyntax, value: Literal, type: ValueType, projections: [Projection]) {
    var call = try CallSyntax.parse(&parser, what: "a selector or a watch label")
    // `CategoryList.SelectCategoriesValues` names a mounted component's watch.
    while !call.hasParentheses, parser.current.kind == .dot, case .identifier(let field) = parser.peek(1).kind,
      session.watchRegistry.names.contains(where: { $0 == call.name + "." + field || $0.hasPrefix(call.name + "." + field + ".") })
    {
      parser.advance()
      parser.advance()
      call.name += "." + field
    }
    let (value, type): (Literal, ValueType)
    if !call.hasParentheses, let published = session.watchRegistry.publishedOutput(of: call.name) {
      (value, type) = published
    } else {
      (value, type) = try session.inspector.select(call)
    }
    var projections: [Projection] = []
    let (projected, projectedType) = try Projection.applyAll(&parser, to: value, of: type, applied: &projections)
    return (call, projected, projectedType, projections)
  }
}
