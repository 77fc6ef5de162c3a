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
    let width = self.watches.map(\.displayName.count).max() ?? 0
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
      guard traces.shows(.listeners) else { continue }
      for watch in self.watches {
        guard let decision = record.decisions[watch.number] else { continue }
        let name = watch.displayName + String(repeating: " ", count: width - watch.displayName.count)
        output.line("   \(name)  \(Self.summarize(decision, printer: printer))")
      }
    }
    self.records = [:]
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
    if let published = decision.published { parts.append("output: changed → " + printer.text(published)) }
    return parts.joined(separator: " · ")
  }
}
