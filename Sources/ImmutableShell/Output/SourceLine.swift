import TypedLiterals

/// One logical input line (continuations joined by newlines) and where it came from.
public struct SourceLine: Sendable, Equatable {
  /// `<stdin>`, `<arg>` for `-e`, or a file path.
  public var file: String
  /// 1-based number of the line's first physical line.
  public var line: Int
  /// The text, continuation lines joined with `\n`.
  public var text: String
  /// The brackets of an action line as `LineAssembler` found them while deciding whether the
  /// line goes on, so that the parser does not scan them again; nil for other lines.
  var actionBrackets: OpenBrackets?

  /// Creates a source line.
  public init(file: String, line: Int, text: String) {
    self.file = file
    self.line = line
    self.text = text
  }

  init(file: String, line: Int, text: String, actionBrackets: OpenBrackets?) {
    self.init(file: file, line: line, text: text)
    self.actionBrackets = actionBrackets
  }

  /// Lines are equal by where they come from and what they say.
  public static func == (lhs: SourceLine, rhs: SourceLine) -> Bool {
    lhs.file == rhs.file && lhs.line == rhs.line && lhs.text == rhs.text
  }

  /// The physical line and 1-based column of a Unicode-scalar offset into `text`.
  func location(ofOffset offset: Int) -> (line: Int, column: Int, text: String) {
    let lines = self.text.split(separator: "\n", omittingEmptySubsequences: false)
    var remaining = Swift.max(0, offset)
    for (index, physical) in lines.enumerated() {
      let length = physical.unicodeScalars.count
      if remaining <= length || index == lines.count - 1 {
        return (self.line + index, Swift.min(remaining, length) + 1, String(physical))
      }
      remaining -= length + 1
    }
    return (self.line, 1, self.text)
  }
}
