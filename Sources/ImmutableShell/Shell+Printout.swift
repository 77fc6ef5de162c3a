/// Printing what the session gives back: a line's or a wait's `LineRun`, followed to its end.
extension Shell {
  /// Waits until what every dispatch so far started has settled, printing what they did.
  ///
  /// - Throws: the failure the wait ended in (an effect's error, a timeout, Ctrl-C).
  func settle() async throws {
    try await self.finish(self.session.settle())
  }

  /// Prints `run`'s results as they come, to its end.
  ///
  /// - Throws: the failure the line or its wait ended in.
  func finish(_ run: LineRun) async throws {
    switch run {
    case .settled(let report):
      self.show(report.printout)
      if let failure = report.failure { throw failure }
    case .unsettled(let events): try await self.follow(events)
    case .failed(let error): throw error
    }
  }

  /// Prints the steps of a wait as they come: each dispatch as it happened, and the status line
  /// while effects are pending, erased at the end.
  func follow(_ events: SettleEvents) async throws {
    let output = self.environment.output
    defer { output.clearStatus() }
    while let event = await events.next() {
      switch event {
      case .progress(let printout, let status):
        self.show(printout)
        output.status(status)
      case .settled(let report):
        self.show(report.printout)
        if let failure = report.failure { throw failure }
      }
    }
  }

  /// Writes `printout`'s lines where each belongs.
  func show(_ printout: Printout) {
    guard !printout.isEmpty else { return }
    let output = self.environment.output
    for line in printout.lines {
      switch line {
      case .output(let text): output.line(text)
      case .error(let text): output.error(text)
      }
    }
  }
}
