import TypedLiterals

/// What `:export-test` writes, gathered as the session runs.
@MainActor protocol TestExporter: AnyObject {
  /// Records a passing `:expect` for the test.
  func noteExpectation(_ line: SourceLine, subject: CallSyntax, projections: [Projection], expected: Literal)
  /// What the session's test replays and checks; `SwiftTestWriter` writes it as a file.
  func exportedSession() throws -> ExportedSession
}
