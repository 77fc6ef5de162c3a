import Foundation

extension DomainSession {
  /// How often a terminal that talks looks at what arrived while effects are in flight.
  private static var talkingInterval: Duration { .milliseconds(100) }

  /// Waits for effects like `WorkTracker.waitUntilIdle`, but on a terminal: each dispatch prints
  /// as soon as it happened (its header, state diff, effects and watches), and while effects
  /// are in flight one status line says what is pending and for how long, erased when done.
  func waitTalking() async -> WorkTracker.Outcome {
    let clock = ContinuousClock()
    let start = clock.now
    let output = self.environment.output
    defer { output.clearStatus() }
    while true {
      let elapsed = clock.now - start
      guard elapsed < self.environment.settleTimeout else {
        self.waitWasCutShort = true
        return .timedOut
      }
      let slice = Swift.min(Self.talkingInterval, self.environment.settleTimeout - elapsed)
      let outcome = await self.parts.hub.tracker.waitUntilIdle(timeout: slice, isInterrupted: self.environment.isInterrupted)
      guard outcome == .timedOut else {
        // Only a cut-short wait sets it: a later wait (`:await`) that ends quietly still leaves
        // the results it printed late.
        if outcome == .interrupted { self.waitWasCutShort = true }
        return outcome
      }
      self.takeEffectLines()
      self.printOutcomes(keeping: true)
      output.status(Self.waitingStatus(effect: self.parts.runtime.inbox.lastEffect, elapsed: clock.now - start))
    }
  }

  /// `waiting for fetchRemoteQuakes(range: .allWeek) · 2.1 s · Ctrl-C stops waiting`: the thunk
  /// the last effect report started (`EffectReport.started`'s `effect`).
  nonisolated static func waitingStatus(effect: String?, elapsed: Duration) -> String {
    var pending = "effects"
    if let effect { pending = effect.hasPrefix("thunk ") ? String(effect.dropFirst("thunk ".count)) : effect }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return "waiting for \(pending) · \(String(format: "%.1f", seconds)) s · Ctrl-C stops waiting"
  }

  /// Between input lines: prints what effects dispatched since the line before stopped waiting
  /// (Ctrl-C, timeout), and starts a new line (what arrives from now on is late to it).
  func printLateResults() {
    guard self.environment.talksWhileWaiting else { return }
    self.pending.startLine()
    self.takeEffectLines()
    guard !self.pending.isEmpty else { return }
    // What a launch's effects dispatched before the first line is no late result: no header.
    if self.waitWasCutShort { self.environment.output.line("· arrived after waiting stopped:") }
    self.waitWasCutShort = false
    self.printOutcomes(includingLate: true)
    self.print(self.parts.mounts.renderAll())
    self.environment.output.flush()
  }
}
