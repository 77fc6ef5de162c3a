import TypedLiterals

/// Joins physical lines into logical ones: a line that leaves `(`, `[` or a string open
/// continues on the next (the `...>` prompt).
struct LineAssembler {
  private var pending: [String] = []
  private var firstLine = 0

  /// Whether a logical line is in progress.
  var isContinuing: Bool { !self.pending.isEmpty }

  /// Adds physical line `number` of `file`; returns the logical line once it is complete.
  mutating func feed(_ text: String, file: String, number: Int) -> SourceLine? {
    if self.pending.isEmpty { self.firstLine = number }
    self.pending.append(text)
    let joined = self.pending.joined(separator: "\n")
    let isLiteral = joined.drop(while: { $0 == " " || $0 == "\t" }).first.map { $0 == "." || $0 == ":" } ?? false
    guard !isLiteral || !LiteralLexer.isUnbalanced(joined) else { return nil }
    self.pending = []
    return SourceLine(file: file, line: self.firstLine, text: joined)
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
