/// What one attempt to read an input line gave.
enum LineReadResult: Equatable, Sendable {
  /// A complete line, without its newline.
  case line(String)
  /// Ctrl-C while editing: the half-typed line is discarded; prompt again.
  case interrupted
  /// End of input (Ctrl-D on an empty line, or the end of a piped file).
  case endOfFile
}

/// What TAB should do: replace `line[start..<cursor]` (offsets in Unicode scalars) by one of
/// `candidates`. One candidate is inserted; several insert their common prefix and are listed.
struct CompletionReply: Equatable, Sendable {
  var start: Int
  var candidates: [String]
}

/// Computes completions for the text before the cursor; pure and callable from any thread.
typealias CompletionProvider = @Sendable (_ line: String, _ cursor: Int) -> CompletionReply

/// A blocking source of input lines, used from one background thread only.
protocol LineReader: AnyObject {
  /// Shows `prompt` (interactive readers only) and blocks until a line, Ctrl-C or end of input.
  func readLine(prompt: String, completion: CompletionProvider?) -> LineReadResult
  /// Records a line the shell accepted, for history (no-op for plain readers).
  func remember(_ line: String)
  /// Flushes history and restores the terminal.
  func close()
}
