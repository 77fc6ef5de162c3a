/// Standard input read line by line, with no editing: piped scripts (the batch path, which must
/// stay this cheap: no terminal handling per line) and answers when standard input is not a
/// terminal. The interactive counterpart is `LibEditReader`.
final class PlainLineReader: LineReader {
  func readLine(prompt: String, completion: CompletionProvider?) -> LineReadResult {
    Swift.readLine(strippingNewline: true).map(LineReadResult.line) ?? .endOfFile
  }

  func remember(_ line: String) {}

  func close() {}

  /// The next line's text, nil at the end of input.
  func next() -> String? {
    guard case .line(let text) = self.readLine(prompt: "", completion: nil) else { return nil }
    return text
  }
}
