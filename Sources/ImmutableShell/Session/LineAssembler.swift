import TypedLiterals

/// Joins physical lines into logical ones: an action line that leaves `(`, `[` or a string open
/// continues on the next (the `...>` prompt). A command line never continues, and a command
/// line arriving while an action is open ends that action (it then fails at its open bracket).
struct LineAssembler {
  private var pending: [String] = []
  private var firstLine = 0

  /// Whether a logical line is in progress.
  var isContinuing: Bool { !self.pending.isEmpty }

  /// `text` as a logical line of its own, when it is one: nothing is pending and it opens
  /// nothing (most lines). Spares `feed`'s array; nil means `feed` must decide.
  func standalone(_ text: String, file: String, number: Int) -> SourceLine? {
    guard self.pending.isEmpty else { return nil }
    let brackets = Self.actionBrackets(text)
    guard brackets?.isUnbalanced != true else { return nil }
    return SourceLine(file: file, line: number, text: text, actionBrackets: brackets)
  }

  /// Adds physical line `number` of `file`; returns the logical lines it completes (none while
  /// an action is open; two when a command line cuts an open action short).
  mutating func feed(_ text: String, file: String, number: Int) -> [SourceLine] {
    // Most lines stand alone: nothing to join, so no joined copy is made.
    if let line = self.standalone(text, file: file, number: number) { return [line] }
    var complete: [SourceLine] = []
    if !self.pending.isEmpty, Self.firstCharacter(of: text) == ":", let cut = self.flush(file: file) {
      complete.append(cut)
    }
    if self.pending.isEmpty { self.firstLine = number }
    self.pending.append(text)
    let joined = self.pending.joined(separator: "\n")
    let brackets = Self.actionBrackets(joined)
    if brackets?.isUnbalanced == true { return complete }
    self.pending = []
    return complete + [SourceLine(file: file, line: self.firstLine, text: joined, actionBrackets: brackets)]
  }

  /// The brackets and strings an action line leaves open (nil: not an action line), scanned once
  /// here for both the continuation and the parser's diagnostic.
  private static func actionBrackets(_ text: String) -> OpenBrackets? {
    let first = text.utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    guard first == UInt8(ascii: ".") else { return nil }
    // Without a bracket or a quote nothing can be open: most lines skip the scan.
    guard text.containsByte(in: (UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "\""))) else { return OpenBrackets("") }
    return OpenBrackets(text)
  }

  private static func firstCharacter(of text: String) -> Character? {
    text.first { $0 != " " && $0 != "\t" }
  }

  /// The unfinished text at end of input, as a line of its own (it will fail to parse, with a position).
  mutating func flush(file: String) -> SourceLine? {
    guard !self.pending.isEmpty else { return nil }
    defer { self.pending = [] }
    let text = self.pending.joined(separator: "\n")
    return SourceLine(file: file, line: self.firstLine, text: text, actionBrackets: Self.actionBrackets(text))
  }

  /// Drops an unfinished line (Ctrl-C).
  mutating func discard() {
    self.pending = []
  }
}
