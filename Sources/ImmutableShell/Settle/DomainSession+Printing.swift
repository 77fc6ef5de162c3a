import TypedLiterals

/// Printing what the line's dispatches did once they settle: the outcomes, rendered by
/// `DispatchRenderer`, and the mounted components they changed, by `MountRenderer`.
extension DomainSession {
  /// Prints the pending outcomes in dispatch order; `keeping` them (while effects are still in
  /// flight) prints only effects added later next time. On a terminal that talks, late results
  /// (earlier lines' effects) wait for `printLateResults`, unless `includingLate`.
  func printOutcomes(keeping: Bool = false, includingLate: Bool = false) {
    guard !self.pending.isEmpty else { return }
    let onlyThisLine = self.environment.talksWhileWaiting && !includingLate
    let renderer = self.dispatchRenderer
    let output = self.environment.output
    // Only the listeners trace names watches; a session may hold thousands.
    let watches =
      self.environment.traces.shows(.listeners)
      ? self.watchBook.list.map { DispatchRenderer.WatchName(number: $0.number, displayName: $0.displayName) } : []
    for printable in self.pending.take(onlyThisLine: onlyThisLine, keeping: keeping) {
      switch printable {
      case .laterEffects(let number, let effects):
        for line in renderer.laterEffectLines(number: number, effects: effects) { output.line(line) }
      case .dispatch(let outcome):
        for line in renderer.lines(for: outcome, watches: watches) { output.line(line) }
        self.showMounts(after: outcome)
      }
    }
  }

  private var dispatchRenderer: DispatchRenderer {
    DispatchRenderer(
      traces: self.environment.traces, maxItems: self.environment.maxItems, style: self.environment.style,
      identity: self.elementIdentity)
  }

  /// Prints each mounted component as it looked right after `outcome`: its outputs as of the
  /// previous render, with what its watches published for this dispatch.
  private func showMounts(after outcome: DispatchOutcome) {
    for mount in self.mounts where !mount.renderedParts.isEmpty {
      var changed = false
      let outputs = zip(mount.watches, mount.outputs).map { watch, output -> SelectedValue in
        guard let published = outcome.decisions[watch.number]?.published else { return output }
        changed = true
        return published
      }
      if changed { self.show(mount, outputs: outputs) }
    }
  }

  /// Prints the parts of `mount` whose text differs from what it showed last (all of it the
  /// first time): a window with a list and a map reprints only the one that changed.
  func show(_ mount: Mount<D.State, D.Action>, outputs: [SelectedValue]) {
    mount.outputs = outputs
    let parts = mount.blueprint.renderParts(outputs)
    let lines = MountRenderer(maxItems: self.environment.maxItems).lines(name: mount.name, parts: parts, previous: mount.renderedParts)
    mount.renderedParts = parts
    for line in lines { self.environment.output.line(line) }
  }
}
