import TypedLiterals

/// What kind of line a logical line is, read from its first character, and the one-line answers
/// to other REPLs' words (`help`, `quit`).
extension Shell {
  /// What a logical line asks for, read once.
  enum LineKind {
    /// A blank line or a comment.
    case nothing
    /// An action, its literal starting at `base` (in scalars); parsed only when the session has
    /// not seen the line.
    case action(base: Int)
    /// A `:command`, parsed when it runs.
    case command
  }

  /// Classifies one logical line by its first byte after blanks.
  func classify(_ line: SourceLine) throws -> LineKind {
    // Blanks are ASCII, so the count of bytes before the first other byte is also the count of
    // scalars: where the text starts, for the parser and for diagnostics.
    let utf8 = line.text.utf8
    guard let start = utf8.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else {
      return .nothing
    }
    let base = utf8.distance(from: utf8.startIndex, to: start)
    // The words are short: longer lines (every real action) skip the look-up.
    if utf8.count <= 8, let answer = self.reflexAnswer(line.text) { throw Diagnostic(.command, answer, source: line) }
    switch utf8[start] {
    case UInt8(ascii: "#"): return .nothing
    case UInt8(ascii: "."): return .action(base: base)
    case UInt8(ascii: ":"): return .command
    default:
      throw Diagnostic(
        .syntax, "expected an action, a command or a comment", source: line, offset: base,
        expected: [".case(…) to dispatch", ":command (:help lists them)", "# comment"])
    }
  }

  /// What other REPLs' words mean here (`help`, `.quit`, `\q`, `exit`…), when the line is one of
  /// them and not a case of the domain's action: a one-line answer instead of a parse error.
  func reflexAnswer(_ text: String) -> String? {
    let word = String(text.filter { $0 != " " && $0 != "\t" })
    guard let meaning = Self.reflexes[word] else { return nil }
    if word.hasPrefix("."), Self.caseNames(of: self.domain.actionType).contains(String(word.dropFirst())) { return nil }
    return meaning == ":quit"
      ? "commands start with ':' here: :quit (or Ctrl-D) leaves the shell"
      : "commands start with ':' here: :help lists them, :help NAME explains one"
  }

  private static let reflexes: [String: String] = [
    "help": ":help", ".help": ":help", "\\?": ":help", "?": ":help", "\\h": ":help",
    "quit": ":quit", ".quit": ":quit", "exit": ":quit", ".exit": ":quit", "\\q": ":quit", "q": ":quit",
  ]

  private static func caseNames(of type: any TypedLiteral.Type) -> [String] {
    guard case .enumeration(_, let cases) = type.literalShape else { return [] }
    return cases.map(\.name)
  }
}
