/// Where the session's side effects report: the lines they start and the errors no `.failure`
/// action recorded, kept until the dispatch pipeline takes them (an input it drains, not a call
/// into it).
///
/// Effect tasks hold the inbox's `backlink` weakly: a session that was closed while a slow thunk
/// ran is not kept alive by it, and its report then finds no inbox.
@MainActor final class EffectInbox {
  /// An effect line, for the outcome of the dispatch that caused it.
  struct EffectLine: Equatable {
    var cause: Int
    var line: String
  }

  /// What arrived and was not taken yet, in one value: the pipeline looks at it once per line.
  private struct Mail {
    /// Effect lines not yet added to their outcomes.
    var lines: [EffectLine] = []
    /// Thunk errors not yet reported, with the dispatch that started the effect.
    var failures: [(cause: Int?, line: String)] = []
  }

  private var mail = Mail()
  /// The effect started last (its thunk), for the status line of a terminal that talks.
  private(set) var lastEffect: String?

  /// How effects reach the inbox without keeping it alive (see `Backlink`).
  private(set) lazy var backlink = Backlink(self)

  /// Keeps what an effect caused by dispatch `cause` reported.
  func receive(_ report: EffectReport, cause: Int?) {
    let line = report.line
    switch report {
    case .started(_, _, let effect):
      self.lastEffect = effect
      if let cause { self.mail.lines.append(EffectLine(cause: cause, line: line)) }
    case .noted:
      if let cause { self.mail.lines.append(EffectLine(cause: cause, line: line)) }
    case .failed:
      if let cause { self.mail.lines.append(EffectLine(cause: cause, line: "error: " + line)) }
      self.mail.failures.append((cause, line))
    }
  }

  /// The effect lines reported since they were last taken, in the order they arrived; the
  /// failures stay for `takeAll()`.
  func takeLines() -> [EffectLine] {
    let lines = self.mail.lines
    if !lines.isEmpty { self.mail.lines = [] }
    return lines
  }

  /// The effect lines, and the errors reported since the last call as one error of the input
  /// line (nil when none).
  func takeAll() -> (lines: [EffectLine], failure: Diagnostic?) {
    let mail = self.mail
    guard !mail.lines.isEmpty || !mail.failures.isEmpty else { return ([], nil) }
    self.mail = Mail()
    guard !mail.failures.isEmpty else { return (mail.lines, nil) }
    let lines = mail.failures.map { cause, line in (cause.map { "effect of #\($0): " } ?? "effect: ") + line }
    return (mail.lines, Diagnostic(.effectFailed, lines.joined(separator: "\n  ")))
  }
}
