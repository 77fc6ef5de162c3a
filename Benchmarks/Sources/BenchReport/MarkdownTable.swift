import Foundation

/// A GitHub-flavoured Markdown table, built row by row; `|` inside cells is escaped.
struct MarkdownTable {
  private let header: [String]
  private let alignments: [Alignment]
  private var rows: [[String]] = []

  enum Alignment { case left, right }

  /// A table whose first column is left-aligned and the others right-aligned, as numbers read best.
  init(_ header: [String], alignments: [Alignment]? = nil) {
    self.header = header
    self.alignments = alignments ?? [.left] + Array(repeating: .right, count: max(0, header.count - 1))
  }

  mutating func append(_ row: [String]) { rows.append(row) }

  var isEmpty: Bool { rows.isEmpty }

  var markdown: String {
    let rule = alignments.map { $0 == .left ? ":---" : "---:" }
    return ([header, rule] + rows).map(Self.line).joined(separator: "\n") + "\n"
  }

  private static func line(_ cells: [String]) -> String {
    "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
  }
}
