import ImmutableData

/// The session's side effects: starting and stopping the effect listener, and relaunching on a
/// state (time travel, `:reset`).
extension DomainSession {
  /// Starts the domain's side-effect listener on a fresh port, when effects are on.
  func startEffects(_ reason: EffectsStart.Reason) {
    guard self.environment.effectsEnabled, self.effects == nil else { return }
    let port = self.hub.makePort()
    let progress = port.progress
    self.effectsPort = port
    let output = self.environment.output
    let environment = self.environment
    self.effects = D.startEffects(runtime: self.runtime, port: port, start: EffectsStart(reason, options: self.options)) { [weak backlink] report in
      guard let self = backlink?.owner else {
        // The session ended (`:domain`) while the effect ran; it has no line left to fail. When
        // the whole shell ends, the effects it cancels are expected to fail: nothing to say.
        if case .failed(let line) = report, !environment.isShuttingDown {
          output.error(environment.programName + ": effect of a closed session: " + line)
        }
        return
      }
      let cause = progress.cause
      switch report {
      case .started(let line):
        self.lastEffect = line
        if let cause { self.pending.addEffect(line, to: cause) }
      case .failed(let line):
        if let cause { self.pending.addEffect("error: " + line, to: cause) }
        self.effectFailures.append((cause, line))
      }
      if self.environment.talksWhileWaiting { self.environment.resultsArrived?() }
    }
  }

  /// Stops the side-effect listener.
  func stopEffects() {
    self.effects?.stop()
    self.effects = nil
    self.effectsPort = nil
  }

  /// Replaces the store's state without dispatching: effects and watches restart on fresh ports.
  /// A relaunch (`.launch`) lets effects dispatch what a starting app would; time travel
  /// (`.resume`) must not.
  func relaunch(at state: D.State, start: EffectsStart.Reason) {
    self.stopEffects()
    self.hub.relaunch(at: state)
    self.startEffects(start)
    self.watchBook.reattach()
  }
}
