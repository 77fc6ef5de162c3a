import TypedLiterals

/// The lines of `:history`, `:storage`, time travel and `:reset`, from the time machine's reports.
struct HistoryText {
  /// `--max-items`: collections longer than this print as `[N items]`.
  let maxItems: Int

  /// `:history`: one line per kept dispatch, an arrow at the current one.
  func listing(_ listing: HistoryListing) -> [String] {
    let dropped = "#1…#\(listing.dropped) dropped (:set history)"
    guard !listing.entries.isEmpty else { return [listing.dropped == 0 ? "no dispatches yet" : dropped] }
    return (listing.dropped == 0 ? [] : ["  " + dropped])
      + listing.entries.map { entry in
        let mark = entry.number == listing.position ? "→ " : "  "
        return mark + self.heading(entry, after: mark)
      }
  }

  /// `#3 ← #2 .action(…)`: a dispatch, what caused it, and its action, elided to fit the
  /// transcript width after `lead` (an effect's dispatch carries whole fetched records).
  func heading(_ entry: HistoryEntry, after lead: String = "") -> String {
    let head = "#\(entry.number) " + (entry.cause.map { "← #\($0) " } ?? "")
    switch entry.action {
    case .literal(let literal):
      return head + FittingPrinter(maxItems: self.maxItems).text(literal, width: TranscriptWidth.room(after: lead + head))
    case .text(let text): return TranscriptWidth.clipped(head + text, to: TranscriptWidth.limit - TranscriptWidth.length(lead))
    }
  }

  /// `at #2 of 5`, the state's changes, then each watch's output.
  func timeTravel(_ report: TimeTravelReport) -> [String] {
    let printer = FittingPrinter(maxItems: self.maxItems)
    return ["at #\(report.number) of \(report.count)"]
      + report.changes.map { $0.line(prefix: "   state   ", printer: printer, identity: report.identity) }
      + self.watchOutputs(report.watches)
  }

  /// `relaunched Counter: initial state, 2 watches rebuilt`, then each watch's output.
  func reset(_ report: ResetReport) -> [String] {
    ["relaunched \(report.domain): initial state, \(counted(report.watches.count, "watch", plural: "watches")) rebuilt"]
      + self.watchOutputs(report.watches)
  }

  /// `:storage`: the dispatch, then each part of the state, paths aligned.
  func storage(_ report: StorageReport) -> [String] {
    guard let dispatch = report.dispatch else { return ["no dispatches yet"] }
    let width = report.parts.map(\.path.count).max() ?? 0
    return [self.heading(dispatch)]
      + report.parts.map { part in
        "   \(part.path)\(String(repeating: " ", count: width - part.path.count))  \(part.comparison)"
      }
  }

  private func watchOutputs(_ watches: [WatchSummary]) -> [String] {
    let text = WatchText(maxItems: self.maxItems)
    return watches.map { text.outputLine($0) }
  }
}
