import TypedLiterals

/// What `:export-test` writes, gathered as the session runs.
@MainActor protocol TestExporter: AnyObject {
  /// Records a passing `:expect` for the test.
  func noteExpectation(_ line: SourceLine, subject: CallSyntax, projections: [Projection], expected: Literal)
  /// Records a passing `:expect digest == "HEX"`: the test expects the whole state as it is now.
  func noteStateExpectation(_ line: SourceLine)
  /// What the session's test replays and checks; `SwiftTestWriter` writes it as a file.
  func exportedSession() throws -> ExportedSession
}
