import Foundation

extension DomainSession {
  /// How often a terminal that talks looks at what arrived while effects are in flight.
  private static var talkingInterval: Duration { .milliseconds(100) }

  /// `ShellSession.settle()`: settled at once when nothing is in flight, else the steps of the
  /// wait, which starts when the first is taken.
  @usableFromInline func settle() -> LineRun {
    guard self.parts.hub.tracker.pending > 0 else { return .settled(self.report(after: .idle)) }
    if self.environment.talksWhileWaiting { return .unsettled(self.talkingWait()) }
    var done = false
    return .unsettled(
      SettleEvents { [self] in
        guard !done else { return nil }
        done = true
        let outcome = await self.parts.hub.tracker.waitUntilIdle(
          timeout: self.environment.settleTimeout, isInterrupted: self.environment.isInterrupted)
        return .settled(self.report(after: outcome))
      })
  }

  /// The wait on a terminal that talks: each dispatch is handed over as soon as it happened (its
  /// header, state diff, effects and watches), with one status line that says what is pending and
  /// for how long.
  private func talkingWait() -> SettleEvents {
    let clock = ContinuousClock()
    let start = clock.now
    var done = false
    return SettleEvents { [self] in
      guard !done else { return nil }
      let elapsed = clock.now - start
      guard elapsed < self.environment.settleTimeout else {
        (self.waitWasCutShort, done) = (true, true)
        return .settled(self.report(after: .timedOut))
      }
      let slice = Swift.min(Self.talkingInterval, self.environment.settleTimeout - elapsed)
      let outcome = await self.parts.hub.tracker.waitUntilIdle(timeout: slice, isInterrupted: self.environment.isInterrupted)
      guard outcome == .timedOut else {
        // Only a cut-short wait sets it: a later wait (`:await`) that ends quietly still leaves
        // the results it printed late.
        if outcome == .interrupted { self.waitWasCutShort = true }
        done = true
        return .settled(self.report(after: outcome))
      }
      self.takeEffectLines()
      self.printOutcomes(keeping: true)
      let status = Self.waitingStatus(effect: self.parts.runtime.inbox.lastEffect, elapsed: clock.now - start)
      return .progress(self.takePrintout(), status: status)
    }
  }

  /// What the line's dispatches did, once its wait ended with `outcome`; an effect's error comes
  /// before a timeout's or an interruption's.
  @usableFromInline func report(after outcome: WorkTracker.Outcome) -> SessionReport {
    var failure: (any Error)?
    do { try self.finishSettling() } catch { failure = error }
    switch outcome {
    case .idle: break
    case .timedOut:
      failure = failure ?? Diagnostic(.timeout, "effects did not settle within \(self.environment.settleTimeout); use :await or :set timeout")
    case .interrupted: failure = failure ?? Diagnostic(.interrupted, "interrupted while waiting for effects")
    }
    return SessionReport(printout: self.takePrintout(), failure: failure)
  }

  /// `waiting for fetchRemoteQuakes(range: .allWeek) · 2.1 s · Ctrl-C stops waiting`: the thunk
  /// the last effect report started (`EffectReport.started`'s `effect`).
  nonisolated static func waitingStatus(effect: String?, elapsed: Duration) -> String {
    var pending = "effects"
    if let effect { pending = effect.hasPrefix("thunk ") ? String(effect.dropFirst("thunk ".count)) : effect }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return "waiting for \(pending) · \(String(format: "%.1f", seconds)) s · Ctrl-C stops waiting"
  }

  /// Between input lines: what effects dispatched since the line before stopped waiting (Ctrl-C,
  /// timeout); starts a new line (what arrives from now on is late to it).
  func lateResults() -> Printout {
    guard self.environment.talksWhileWaiting else { return Printout() }
    self.pending.startLine()
    self.takeEffectLines()
    guard !self.pending.isEmpty else { return self.takePrintout() }
    // What a launch's effects dispatched before the first line is no late result: no header.
    if self.waitWasCutShort { self.print(["· arrived after waiting stopped:"]) }
    self.waitWasCutShort = false
    self.printOutcomes(includingLate: true)
    self.print(self.parts.mounts.renderAll())
    return self.takePrintout()
  }
}
