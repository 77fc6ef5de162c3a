import TypedLiterals

/// What `:export-test` writes, as data: the steps of the session's test, each action already in
/// its Swift spelling, and how the domain is spelled in Swift. `SwiftTestWriter` makes the file.
struct ExportedSession {
  /// The program that exported it, named in the file's header.
  let program: String
  /// The domain the session ran.
  let domain: String
  /// The domain's imports, type names and store expression.
  let export: TestExport
  /// What the test does, in order.
  let steps: [ExportLog<Literal>.Step]
  /// Whether a step starts from or expects a state literal: the test then imports TypedLiterals.
  let readsLiterals: Bool
}
