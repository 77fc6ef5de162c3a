import ImmutableUI
import TypedLiterals

extension DomainSession {
  /// Prints and clears the records of the line that just settled, in dispatch order.
  func renderRecords() {
    guard !self.records.isEmpty else { return }
    let printer = LiteralPrinter(maxItems: self.environment.maxItems)
    let traces = self.environment.traces
    let style = self.environment.style
    let output = self.environment.output
    let width = traces.shows(.listeners) ? self.watches.map(\.displayName.count).max() ?? 0 : 0
    for number in self.records.keys.sorted() {
      let record = self.records[number]!
      if traces.shows(.actions) {
        let cause = record.cause.map { "← #\($0) " } ?? ""
        output.line(style.strong("#\(number)") + " " + cause + printer.text(record.action))
      }
      for change in record.stateChanges() {
        output.line("   state   \(change.path): \(printer.text(change.old)) → \(printer.text(change.new))")
      }
      if traces.shows(.effects) {
        for effect in record.effects { output.line("   effect  " + effect) }
      }
      if traces.shows(.listeners) {
        for watch in self.watches {
          guard let decision = record.decisions[watch.number] else { continue }
          let name = watch.displayName + String(repeating: " ", count: width - watch.displayName.count)
          output.line("   \(name)  \(Self.summarize(decision, printer: printer))")
        }
      }
      self.renderMounts(after: record)
    }
    self.records = [:]
  }

  /// Prints each mounted component as it looked right after `record`: its outputs as of the
  /// previous render, with what its watches published for this dispatch.
  private func renderMounts(after record: DispatchRecord) {
    for mount in self.mounts where !mount.rendered.isEmpty {
      var changed = false
      let outputs = zip(mount.watches, mount.outputs).map { watch, output -> SelectedValue in
        guard let published = record.decisions[watch.number]?.published else { return output }
        changed = true
        return published
      }
      if changed { self.show(mount, outputs: outputs) }
    }
  }

  /// Prints `mount` for `outputs` if its text differs from what it showed last.
  func show(_ mount: Mount<D.State, D.Action>, outputs: [SelectedValue]) {
    mount.outputs = outputs
    let lines = mount.blueprint.render(outputs)
    guard lines != mount.rendered else { return }
    mount.rendered = lines
    self.environment.output.line("   ▸ " + mount.name)
    for line in lines { self.environment.output.line("     " + line) }
  }

  /// `filter: included · deps: 1/2 changed · output: changed → 3`.
  static func summarize(_ decision: WatchDecision, printer: LiteralPrinter) -> String {
    var parts: [String] = []
    var changed = 0
    var total = 0
    for event in decision.events {
      switch event {
      case .filterExcluded: parts.append("filter: excluded")
      case .filterIncluded: parts.append("filter: included")
      case .dependencyChanged: changed += 1; total += 1
      case .dependencyUnchanged: total += 1
      case .outputUnchanged, .outputChanged, .started, .rebuilt: break
      }
    }
    if total > 0 { parts.append(changed == 0 ? "deps: unchanged" : "deps: \(changed)/\(total) changed") }
    if decision.events.contains(.outputUnchanged) { parts.append("output: recomputed, unchanged") }
    if let published = decision.published { parts.append("output: changed → " + printer.text(published.literal)) }
    return parts.joined(separator: " · ")
  }
}
