/// What the session gives back for one input line (`ShellSession.perform`) or one wait
/// (`ShellSession.settle`): what to print, as values, and how the line ended. The session never
/// writes; the terminal front prints these where they belong (standard output, above a prompt).
@usableFromInline enum LineRun {
  /// Everything the line's dispatches did settled in the same turn: a batch's common case, with
  /// no suspension point between reading the line and printing it.
  case settled(SessionReport)
  /// Effects are in flight: their dispatches arrive as `SettleEvents` until they settle.
  case unsettled(SettleEvents)
  /// The line failed before anything was dispatched or waited for (a parse error, a reducer's
  /// error); what earlier lines left in flight still settles before the failure is reported.
  case failed(any Error)
}

/// Lines to print, in the order they were made.
@usableFromInline struct Printout: Sendable {
  /// One line, for standard output or standard error.
  enum Line: Sendable, Equatable {
    case output(String)
    case error(String)
  }

  private(set) var lines: [Line] = []

  @usableFromInline init() {}

  @usableFromInline var isEmpty: Bool { self.lines.isEmpty }

  mutating func append(_ lines: [String]) {
    for line in lines { self.lines.append(.output(line)) }
  }

  mutating func appendError(_ line: String) {
    self.lines.append(.error(line))
  }
}

/// How a line or a wait ended: its printout, and the failure it ended in (an effect's error, a
/// timeout, Ctrl-C), if any.
@usableFromInline struct SessionReport: Sendable {
  @usableFromInline var printout: Printout
  @usableFromInline var failure: (any Error)?

  @usableFromInline init(printout: Printout, failure: (any Error)?) {
    self.printout = printout
    self.failure = failure
  }
}

/// One step of a wait for effects.
@usableFromInline enum SettleEvent: Sendable {
  /// On a terminal that talks: the dispatches that happened since the last step, printed as they
  /// happen, and the status line that says what is still pending.
  case progress(Printout, status: String)
  /// The wait is over; the last event.
  case settled(SessionReport)
}

/// The steps of one wait for effects, taken one at a time by the line's reader: the wait runs
/// in the reader's own task (nothing waits until the first `next()`), so printing stays in the
/// order the dispatches happened.
@MainActor @usableFromInline final class SettleEvents {
  private var step: @MainActor () async -> SettleEvent?

  init(_ step: @escaping @MainActor () async -> SettleEvent?) {
    self.step = step
  }

  /// The next step, or nil once `.settled` has been taken.
  func next() async -> SettleEvent? {
    await self.step()
  }
}
