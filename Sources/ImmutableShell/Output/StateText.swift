import TypedLiterals

/// The lines of `:state` and `:store`.
struct StateText {
  /// `--max-items`: collections longer than this print as `[N items]`.
  let maxItems: Int

  /// `path: value` per leaf, each on one line; an element printed whole, over as many as it needs.
  func lines(_ reading: StateReading) -> [String] {
    switch reading {
    case .leaves(let leaves):
      // Whole, folded over lines when it does not fit on one: only collections longer than
      // max-items shrink, so `:set max-items 1000` means what it says here too.
      let layout = FoldedLayout(maxItems: self.maxItems)
      return leaves.flatMap { path, value in
        let head = path + ": "
        return SwiftLayout.glued(head, layout.lines(value, width: TranscriptWidth.room(after: head)), "")
      }
    case .element(let path, let value):
      return SwiftLayout.glued(path + ": ", FittingPrinter(maxItems: nil).lines(value, width: TranscriptWidth.limit - path.count - 2), "")
    }
  }

  /// What went over the wire (when traced), then each value returned, whole.
  func lines(_ reply: StoreReply) -> [String] {
    let values = reply.values.map { FittingPrinter(maxItems: nil).text($0, width: TranscriptWidth.limit) }
    let lines = reply.exchanges.flatMap { TranscriptWidth.wrapped("   " + $0, indent: "     ") } + values
    return lines.isEmpty ? ["(nothing)"] : lines
  }
}
