/// Turns what a mounted component renders into the lines that print (the parts whose text
/// differs from what it showed last, all of it the first time, under `▸ NAME`), and what
/// `:mount` did into its confirmation.
struct MountRenderer {
  /// `--max-items`: collections longer than this print as `[N items]`.
  let maxItems: Int

  /// What `:mount` prints: `mounted List`, or `remounted …` with each watch that rebuilt.
  func lines(for change: MountChange) -> [String] {
    switch change {
    case .mounted(let name, let component):
      return ["mounted \(name == component ? name : "\(name) = \(component)")"]
    case .remounted(let name, let call, let watches):
      let text = WatchText(maxItems: self.maxItems)
      return ["remounted \(name) = \(call.text)"] + watches.map { "   " + text.line(for: $0) }
    }
  }

  /// The lines for mount `name` going from `previous` parts to `parts`; none when nothing changed.
  func lines(name: String, parts: [[String]], previous: [[String]]) -> [String] {
    guard parts != previous else { return [] }
    var lines = ["   ▸ " + name]
    for (index, part) in parts.enumerated() where previous.count != parts.count || previous[index] != part {
      let before = previous.count == parts.count ? previous[index] : []
      lines += Self.changedLines(part, before: before).map { "     " + $0 }
    }
    return lines
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
}
