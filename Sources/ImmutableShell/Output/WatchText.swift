import ImmutableUI

/// The lines `:watch`, `:watches` and `:stats` print, from the session's `WatchSummary` values.
struct WatchText {
  /// `--max-items`: collections longer than this print as `[N items]`.
  let maxItems: Int

  /// Columns an output keeps on the definition's line before it moves to a line of its own.
  static var outputRoom: Int { 40 }

  /// What `:watch` prints.
  func line(for change: WatchChange) -> String {
    switch change {
    case .added(let watch): self.definitionLine(watch)
    case .rebuilt(let watch): self.definitionLine(watch, then: "rebuilt, output ")
    case .unchanged(let watch): "\(watch.displayName) = \(watch.definition.text) → unchanged"
    }
  }

  /// `:watches`: one definition line per watch.
  func listing(_ watches: [WatchSummary]) -> [String] {
    watches.isEmpty ? ["no watches"] : watches.map { self.definitionLine($0) }
  }

  /// `:stats`: one line of counters per watch, names aligned.
  func statistics(_ watches: [WatchSummary]) -> [String] {
    guard !watches.isEmpty else { return ["no watches"] }
    let width = watches.map(\.displayName.count).max() ?? 0
    return watches.map { watch in
      let c = watch.counters
      let name = watch.displayName + String(repeating: " ", count: width - watch.displayName.count)
      let filter = watch.definition.filter == nil ? "no filter" : "filter passed \(c.filterPasses)/\(c.filterPasses + c.filterRejections)"
      return "\(name)  \(filter) · deps ran \(c.dependencyRuns) · output ran \(c.outputRuns) · published \(c.publications)"
    }
  }

  /// `   W1 Birds → OUTPUT`: what a watch shows after time travel or `:reset`.
  func outputLine(_ watch: WatchSummary) -> String {
    let head = "   \(watch.displayName) → "
    return head + self.output(watch, after: head)
  }

  /// `W1 Birds = DEFINITION → OUTPUT`: the definition always whole (a filter and dependencies
  /// are what the line is about), the output shortened to fit. When the definition leaves the
  /// output too little room, the output goes on a line of its own below; a definition wider than
  /// a line breaks before `filter:` and `deps:`.
  func definitionLine(_ watch: WatchSummary, then verdict: String = "") -> String {
    let definition = watch.definition
    let head = "\(watch.displayName) = \(definition.text) → \(verdict)"
    if TranscriptWidth.length(head) <= TranscriptWidth.limit - Self.outputRoom {
      return head + self.output(watch, after: head)
    }
    var lines = ["\(watch.displayName) = \(definition.text)"]
    if TranscriptWidth.length(lines[0]) > TranscriptWidth.limit {
      lines = ["\(watch.displayName) = \(definition.selector.text)"]
      if let filter = definition.filter { lines.append("     filter: " + filter.text) }
      if !definition.dependencies.isEmpty { lines.append("     deps: " + definition.dependencies.map(\.text).joined(separator: ", ")) }
    }
    let below = "   → \(verdict)"
    return (lines + [below + self.output(watch, after: below)]).joined(separator: "\n")
  }

  /// The watch's output as printed after `prefix` on one transcript line.
  private func output(_ watch: WatchSummary, after prefix: String) -> String {
    FittingPrinter(maxItems: self.maxItems).text(watch.output, width: TranscriptWidth.room(after: prefix))
  }
}
