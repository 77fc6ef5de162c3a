/// Completion candidates laid out in columns that fit the terminal, filled top to bottom then
/// left to right, as `ls` and bash list them.
public enum CandidateColumns {
  /// The rows to print for `candidates` on a terminal `width` columns wide.
  public static func rows(_ candidates: [String], width: Int) -> [String] {
    guard !candidates.isEmpty else { return [] }
    let cell = (candidates.map { TranscriptWidth.length($0) }.max() ?? 0) + 2
    let columns = Swift.max(1, width / cell)
    let height = (candidates.count + columns - 1) / columns
    return (0..<height).map { row in
      let cells = stride(from: row, to: candidates.count, by: height).map { candidates[$0] }
      return cells.enumerated().map { index, text in
        index == cells.count - 1 ? text : text + String(repeating: " ", count: cell - TranscriptWidth.length(text))
      }.joined()
    }
  }
}
