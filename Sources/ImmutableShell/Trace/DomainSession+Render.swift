import ImmutableUI
import TypedLiterals

extension DomainSession {
  /// Prints the records of the line, in dispatch order, and clears them; `keeping` them
  /// (while effects are still in flight) marks them printed, so that only effect lines added
  /// later print next time. On a terminal that talks, late results (records of earlier lines'
  /// effects) wait for `printLateResults`, unless `includingLate`.
  func renderRecords(keeping: Bool = false, includingLate: Bool = false) {
    guard !self.records.isEmpty else { return }
    let onlyThisLine = self.environment.talksWhileWaiting && !includingLate
    let numbers = self.records.keys.sorted().filter { !onlyThisLine || self.lineDispatches.contains($0) }
    for number in numbers {
      let record = self.records[number]!
      if let printed = record.printedEffects {
        for effect in record.effects.dropFirst(printed) where self.environment.traces.shows(.effects) {
          for line in TranscriptWidth.wrapped("   effect  #\(number): " + effect, indent: Self.effectIndent) {
            self.environment.output.line(line)
          }
        }
      } else {
        self.render(record)
      }
      self.records[number]!.printedEffects = record.effects.count
    }
    guard !keeping else { return }
    if numbers.count == self.records.count {
      self.records = [:]
    } else {
      for number in numbers { self.records[number] = nil }
    }
  }

  /// Where a wrapped effect line goes on: under the text after `effect`, two further in.
  static var effectIndent: String { String(repeating: " ", count: 13) }

  /// One dispatch: its header, state diff, effects, listener decisions, then mounts that changed.
  private func render(_ record: DispatchRecord) {
    let printer = FittingPrinter(maxItems: self.environment.maxItems)
    let traces = self.environment.traces
    let output = self.environment.output
    if traces.shows(.actions) {
      let head = "#\(record.number)" + (record.cause.map { " ← #\($0)" } ?? "") + " "
      let action = printer.text(record.action, width: TranscriptWidth.room(after: head))
      output.line(self.environment.style.strong("#\(record.number)") + head.dropFirst("#\(record.number)".count) + action)
    }
    for change in record.stateChanges() {
      output.line(change.line(prefix: "   state   ", printer: printer, identity: self.elementIdentity))
    }
    if traces.shows(.effects) {
      // Wrapped, not clipped: the request an effect sends is the point of its line.
      for effect in record.effects {
        for line in TranscriptWidth.wrapped("   effect  " + effect, indent: Self.effectIndent) { output.line(line) }
      }
    }
    if traces.shows(.listeners) {
      for line in self.listenerLines(record, detail: traces.listenerDetail, printer: printer) { output.line(line) }
    }
    self.renderMounts(after: record)
  }

  /// `W3 Birds  filter: included · deps: 1/1 changed · output: changed → …` per watch; with
  /// `.changed` detail only watches that published or rebuilt, then `· 9 watches idle: …`.
  private func listenerLines(_ record: DispatchRecord, detail: TraceSettings.ListenerDetail, printer: FittingPrinter) -> [String] {
    let decided = self.watches.compactMap { watch in record.decisions[watch.number].map { (watch, $0) } }
    let shown = decided.filter { detail == .all || $0.1.published != nil || $0.1.events.contains(.rebuilt) }
    let width = shown.map(\.0.displayName.count).max() ?? 0
    var lines = shown.map { watch, decision in
      let name = "   " + watch.displayName + String(repeating: " ", count: width - watch.displayName.count) + "  "
      return name + Self.summarize(decision, printer: printer, identity: self.elementIdentity, width: TranscriptWidth.room(after: name))
    }
    let idle = decided.count - shown.count
    if idle > 0 {
      let filtered = decided.filter { $0.1.published == nil && $0.1.events.contains(.filterExcluded) }.count
      var reasons: [String] = []
      if filtered > 0 { reasons.append("\(filtered) filtered out") }
      if idle - filtered > 0 { reasons.append("\(idle - filtered) unchanged") }
      lines.append("   · \(idle) \(idle == 1 ? "watch" : "watches") idle: " + reasons.joined(separator: ", "))
    }
    return lines
  }

  /// Prints each mounted component as it looked right after `record`: its outputs as of the
  /// previous render, with what its watches published for this dispatch.
  private func renderMounts(after record: DispatchRecord) {
    for mount in self.mounts where !mount.renderedParts.isEmpty {
      var changed = false
      let outputs = zip(mount.watches, mount.outputs).map { watch, output -> SelectedValue in
        guard let published = record.decisions[watch.number]?.published else { return output }
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
    let previous = mount.renderedParts
    guard parts != previous else { return }
    mount.renderedParts = parts
    self.environment.output.line("   ▸ " + mount.name)
    for (index, part) in parts.enumerated() where previous.count != parts.count || previous[index] != part {
      let before = previous.count == parts.count ? previous[index] : []
      for line in Self.changedLines(part, before: before) { self.environment.output.line("     " + line) }
    }
  }

  /// `lines`, with each run of two or more lines unchanged from `before` (same place, same text)
  /// folded into `· N lines unchanged`, so a status flip does not reprint a whole list.
  static func changedLines(_ lines: [String], before: [String]) -> [String] {
    guard lines.count == before.count else { return lines }
    var result: [String] = []
    var index = 0
    while index < lines.count {
      var end = index
      while end < lines.count && lines[end] == before[end] { end += 1 }
      if end - index >= 2 {
        result.append("· \(end - index) lines unchanged")
        index = end
      } else {
        result.append(lines[index])
        index += 1
      }
    }
    return result
  }

  /// `filter: included · deps: 1/2 changed · output: changed → 3`.
  static func summarize(_ decision: WatchDecision, printer: FittingPrinter, identity: ElementIdentity, width: Int = .max) -> String {
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
    if let published = decision.published {
      let head = (parts + ["output: changed"]).joined(separator: " · ")
      let room = Swift.max(24, width - TranscriptWidth.length(head) - 3)
      if let previous = decision.previous,
        let elements = ElementDiff.text(
          from: previous.literal, to: published.literal, printer: printer, room: room, identity: identity)
      {
        return head + ": " + elements
      }
      return head + " → " + printer.text(published.literal, width: room)
    }
    return parts.joined(separator: " · ")
  }
}
