import ImmutableData

/// Starting and stopping the domain's side-effect listener, whose reports land in the inbox.
extension DomainRuntime {
  /// Starts the domain's side-effect listener on a fresh port, when effects are on.
  func startEffects(_ reason: EffectsStart.Reason) {
    guard self.environment.effectsEnabled, self.effects == nil, let resources = self.resources else { return }
    let port = self.hub.makePort()
    let progress = port.progress
    self.effectsPort = port
    let environment = self.environment
    let start = EffectsStart(reason, options: self.options)
    self.effects = D.startEffects(runtime: resources, port: port, start: start) { [weak backlink = self.inbox.backlink] report in
      guard let inbox = backlink?.owner else {
        // The session ended (`:domain`) while the effect ran; it has no line left to fail. When
        // the whole shell ends, the effects it cancels are expected to fail: nothing to say.
        if case .failed = report, !environment.isShuttingDown {
          environment.output.error(environment.programName + ": effect of a closed session: " + report.line)
        }
        return
      }
      inbox.receive(report, cause: progress.cause)
      if environment.talksWhileWaiting { environment.resultsArrived?() }
    }
  }

  /// Stops the side-effect listener.
  func stopEffects() {
    self.effects?.stop()
    self.effects = nil
    self.effectsPort = nil
  }
}
