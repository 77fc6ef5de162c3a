/// Joins physical lines into logical ones: an action line that leaves `(`, `[` or a string open
/// continues on the next (the `...>` prompt). A command line never continues, and a command
/// line arriving while an action is open ends that action (it then fails at its open bracket).
struct LineAssembler {
  private var pending: [String] = []
  private var firstLine = 0

  /// Whether a logical line is in progress.
  var isContinuing: Bool { !self.pending.isEmpty }

  /// Adds physical line `number` of `file`; returns the logical lines it completes (none while
  /// an action is open; two when a command line cuts an open action short).
  mutating func feed(_ text: String, file: String, number: Int) -> [SourceLine] {
    var complete: [SourceLine] = []
    if !self.pending.isEmpty, Self.firstCharacter(of: text) == ":", let cut = self.flush(file: file) {
      complete.append(cut)
    }
    if self.pending.isEmpty { self.firstLine = number }
    self.pending.append(text)
    let joined = self.pending.joined(separator: "\n")
    if Self.firstCharacter(of: joined) == ".", BracketScan(joined).isUnbalanced { return complete }
    self.pending = []
    return complete + [SourceLine(file: file, line: self.firstLine, text: joined)]
  }

  private static func firstCharacter(of text: String) -> Character? {
    text.first { $0 != " " && $0 != "\t" }
  }

  /// The unfinished text at end of input, as a line of its own (it will fail to parse, with a position).
  mutating func flush(file: String) -> SourceLine? {
    guard !self.pending.isEmpty else { return nil }
    defer { self.pending = [] }
    return SourceLine(file: file, line: self.firstLine, text: self.pending.joined(separator: "\n"))
  }

  /// Drops an unfinished line (Ctrl-C).
  mutating func discard() {
    self.pending = []
  }
}
