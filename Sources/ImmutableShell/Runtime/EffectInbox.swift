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

  /// Effect lines not yet added to their outcomes.
  private var lines: [EffectLine] = []
  /// Thunk errors not yet reported, with the dispatch that started the effect.
  private var failures: [(cause: Int?, line: String)] = []
  /// The effect started last, for the status line of a terminal that talks.
  private(set) var lastEffect: String?

  /// How effects reach the inbox without keeping it alive (see `Backlink`).
  private(set) lazy var backlink = Backlink(self)

  /// Keeps what an effect caused by dispatch `cause` reported.
  func receive(_ report: EffectReport, cause: Int?) {
    switch report {
    case .started(let line):
      self.lastEffect = line
      if let cause { self.lines.append(EffectLine(cause: cause, line: line)) }
    case .failed(let line):
      if let cause { self.lines.append(EffectLine(cause: cause, line: "error: " + line)) }
      self.failures.append((cause, line))
    }
  }

  /// The effect lines reported since the last call, in the order they arrived.
  func takeLines() -> [EffectLine] {
    defer { self.lines = [] }
    return self.lines
  }

  /// The errors reported since the last call as one error of the input line; nil when none.
  func takeFailures() -> Diagnostic? {
    guard !self.failures.isEmpty else { return nil }
    let failures = self.failures
    self.failures = []
    let lines = failures.map { cause, line in (cause.map { "effect of #\($0): " } ?? "effect: ") + line }
    return Diagnostic(.effectFailed, lines.joined(separator: "\n  "))
  }
}
