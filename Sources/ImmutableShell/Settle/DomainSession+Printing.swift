import TypedLiterals

/// Printing what the line's dispatches did once they settle: the outcomes, rendered by
/// `DispatchRenderer`, and the mounted components they changed.
extension DomainSession {
  /// Prints the pending outcomes in dispatch order; `keeping` them (while effects are still in
  /// flight) prints only effects added later next time. On a terminal that talks, late results
  /// (earlier lines' effects) wait for `printLateResults`, unless `includingLate`. The effect
  /// lines reported meanwhile are to be taken first (`takeEffectLines()`).
  func printOutcomes(keeping: Bool = false, includingLate: Bool = false) {
    guard !self.pending.isEmpty else { return }
    let onlyThisLine = self.environment.talksWhileWaiting && !includingLate
    let renderer = self.dispatchRenderer
    // Only the listeners trace names watches; a session may hold thousands.
    let watches =
      self.environment.traces.shows(.listeners)
      ? self.parts.watchBook.list.map { DispatchRenderer.WatchName(number: $0.number, displayName: $0.displayName) } : []
    for printable in self.pending.take(onlyThisLine: onlyThisLine, keeping: keeping) {
      switch printable {
      case .laterEffects(let number, let effects):
        self.print(renderer.laterEffectLines(number: number, effects: effects))
      case .dispatch(let outcome):
        self.print(renderer.lines(for: outcome, watches: watches))
        self.print(self.parts.mounts.lines(after: outcome))
      }
    }
  }

  private var dispatchRenderer: DispatchRenderer {
    DispatchRenderer(
      traces: self.environment.traces, maxItems: self.environment.maxItems, style: self.environment.style,
      identity: self.parts.timeTravel.elementIdentity)
  }
}
