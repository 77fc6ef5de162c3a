import ImmutableUI
import TypedLiterals

/// Turns a dispatch's outcome into the lines its trace prints: the header, the state diff, the
/// effects it started and the watches' decisions, as `:trace` asks.
struct DispatchRenderer {
  /// A watch as the listeners trace names it.
  struct WatchName {
    let number: Int
    let displayName: String
  }

  let traces: TraceSettings
  let maxItems: Int
  let style: TextStyle
  /// How state diffs and published collections match array elements.
  let identity: ElementIdentity

  /// Where a wrapped effect line goes on: under the text after `effect`, two further in.
  static var effectIndent: String { String(repeating: " ", count: 13) }

  /// One dispatch: its header, state diff, effects, then listener decisions of `watches` (every
  /// live watch, in creation order).
  func lines(for outcome: DispatchOutcome, watches: [WatchName]) -> [String] {
    let printer = FittingPrinter(maxItems: self.maxItems)
    var lines: [String] = []
    if self.traces.shows(.actions) {
      let number = "#\(outcome.number)"
      let head = number + (outcome.cause.map { " ← #\($0)" } ?? "") + (outcome.fromApp ? " ← app" : "") + " "
      let action = printer.text(outcome.action, width: TranscriptWidth.room(after: head))
      lines.append(self.style.strong(number) + head.dropFirst(number.count) + action)
    }
    for change in outcome.stateChanges() {
      lines.append(change.line(prefix: "   state   ", printer: printer, identity: self.identity))
    }
    if self.traces.shows(.effects) {
      // Wrapped, not clipped: the request an effect sends is the point of its line.
      for effect in outcome.effects { lines += TranscriptWidth.wrapped("   effect  " + effect, indent: Self.effectIndent) }
    }
    if self.traces.shows(.listeners) {
      lines += self.listenerLines(outcome.decisions, watches: watches, printer: printer)
    }
    return lines
  }

  /// Effects a dispatch printed earlier started since: `   effect  #3: …`.
  func laterEffectLines(number: Int, effects: some Sequence<String>) -> [String] {
    guard self.traces.shows(.effects) else { return [] }
    return effects.flatMap { TranscriptWidth.wrapped("   effect  #\(number): " + $0, indent: Self.effectIndent) }
  }

  /// `W3 Birds  filter: included · deps: 1/1 changed · output: changed → …` per watch; with
  /// `.changed` detail only watches that published or rebuilt, then `· 9 watches idle: …`.
  private func listenerLines(_ decisions: [Int: WatchDecision], watches: [WatchName], printer: FittingPrinter) -> [String] {
    let decided = watches.compactMap { watch in decisions[watch.number].map { (watch, $0) } }
    let detail = self.traces.listenerDetail
    let shown = decided.filter { detail == .all || $0.1.published != nil || $0.1.events.contains(.rebuilt) }
    let width = shown.map(\.0.displayName.count).max() ?? 0
    var lines = shown.map { watch, decision in
      let name = "   " + watch.displayName + String(repeating: " ", count: width - watch.displayName.count) + "  "
      return name + Self.summarize(decision, printer: printer, identity: self.identity, width: TranscriptWidth.room(after: name))
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
    guard let published = decision.published else { return parts.joined(separator: " · ") }
    let head = (parts + ["output: changed"]).joined(separator: " · ")
    let room = Swift.max(24, width - TranscriptWidth.length(head) - 3)
    if let previous = decision.previous,
      let elements = ElementDiff.text(from: previous.literal, to: published.literal, printer: printer, room: room, identity: identity)
    {
      return head + ": " + elements
    }
    return head + " → " + printer.text(published.literal, width: room)
  }
}
