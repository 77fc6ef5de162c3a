import TypedLiterals

/// What `:export-test` writes, gathered as the session runs.
@MainActor protocol TestExporter: AnyObject {
  /// Records a passing `:expect` for the test.
  func noteExpectation(_ line: SourceLine, subject: CallSyntax, projections: [Projection], expected: Literal)
  /// The session as the text of a Swift Testing file whose suite is `suiteName`.
  func exportedTest(suiteName: String) throws -> String
}
