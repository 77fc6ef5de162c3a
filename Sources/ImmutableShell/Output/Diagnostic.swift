import TypedLiterals

/// Every error the shell reports: where, what, what would have been accepted, and a did-you-mean.
/// Rendered in one place; its kind alone decides the exit status (README, "Exit status").
public struct Diagnostic: Error, Sendable, Equatable {
  /// What sort of failure this is.
  public enum Kind: Sendable, Equatable {
    /// The line is not valid shell language.
    case syntax
    /// The reducer threw for a dispatched action.
    case reducerThrew
    /// A command was used wrongly or failed (file not found, unknown watch…).
    case command
    /// An `:expect` did not hold.
    case expectationFailed
    /// A side effect's thunk threw an error that no `.failure` action recorded.
    case effectFailed
    /// Effects did not settle before the timeout.
    case timeout
    /// Ctrl-C.
    case interrupted
  }

  /// The kind.
  public var kind: Kind
  /// The one-sentence message.
  public var message: String
  /// The line it is about, and the offset in it, when known.
  public var source: SourceLine?
  /// The offset in `source`'s text the caret points at, when known.
  public var offset: Int?
  /// Valid alternatives at that point.
  public var expected: [String]
  /// The closest valid spelling.
  public var suggestion: String?
  /// Already printed (by a nested `:read`), so callers only pass its status on.
  public var isReported = false

  /// Creates a diagnostic.
  public init(
    _ kind: Kind, _ message: String, source: SourceLine? = nil, offset: Int? = nil,
    expected: [String] = [], suggestion: String? = nil
  ) {
    self.kind = kind
    self.message = message
    self.source = source
    self.offset = offset
    self.expected = expected
    self.suggestion = suggestion
  }

  /// A diagnostic for a literal error at `base` + its position within `source`.
  init(_ error: LiteralError, in source: SourceLine?, base: Int = 0) {
    self.init(
      .syntax, error.message, source: source, offset: error.position.map { $0 + base },
      expected: error.expected, suggestion: error.suggestion)
  }

  /// The process exit status this failure maps to.
  public var exitStatus: Int32 {
    switch self.kind {
    case .expectationFailed: 2
    case .interrupted: 130
    default: 1
    }
  }
}

extension Diagnostic {
  /// `PROGRAM: FILE:LINE:COL: error: …`, then the line with a caret, expected forms and a
  /// suggestion; `program` is the name the entry point gave (`imshell`).
  ///
  /// Bounded whatever the input: the line is shown as a window around the column and every
  /// quoted piece of input is clipped, so a megabyte-long line gives a few lines of error.
  public func rendered(program: String) -> String {
    var lines: [String] = []
    var place = ""
    var excerpt: (text: String, column: Int)?
    if let source = self.source {
      let location = source.location(ofOffset: self.offset ?? 0)
      place = self.offset == nil ? "\(source.file):\(location.line): " : "\(source.file):\(location.line):\(location.column): "
      if self.offset != nil { excerpt = Self.window(location.text, column: location.column) }
    }
    // Ctrl-C is the user's own choice, not a fault: it is reported, but not as an error.
    let label = self.kind == .interrupted ? "" : "error: "
    // The message stays on one line, whole (tests and users search it for phrases); the lists
    // after it break within the transcript width.
    lines.append("\(program): \(place)\(label)\(Self.clipped(self.message, to: 1_000))")
    if let excerpt {
      lines.append("  " + excerpt.text)
      lines.append("  " + String(repeating: " ", count: excerpt.column - 1) + "^")
    }
    if !self.expected.isEmpty {
      lines += TranscriptWidth.wrapped(
        "  expected one of: " + self.expected.map { Self.clipped($0, to: 120) }.joined(separator: ", "), indent: "    ")
    }
    if let suggestion = self.suggestion { lines.append("  did you mean '\(Self.clipped(suggestion, to: 120))'?") }
    return lines.joined(separator: "\n")
  }

  /// At most `width` characters of `line` around `column`, with `…` where it was cut, and the
  /// caret's column within what is shown.
  static func window(_ line: String, column: Int, width: Int = 120) -> (text: String, column: Int) {
    let scalars = Array(line.unicodeScalars)
    guard scalars.count > width else { return (line, column) }
    let start = Swift.min(Swift.max(0, column - 1 - width / 2), scalars.count - width)
    let end = start + width
    var text = String(String.UnicodeScalarView(scalars[start..<end]))
    var shown = column - start
    if start > 0 {
      text = "…" + text
      shown += 1
    }
    if end < scalars.count { text += "…" }
    return (text, shown)
  }

  /// `text` cut in the middle to at most `limit` characters (a runaway token inside a message).
  static func clipped(_ text: String, to limit: Int) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > limit else { return text }
    let head = String(String.UnicodeScalarView(scalars.prefix(limit * 2 / 3)))
    let tail = String(String.UnicodeScalarView(scalars.suffix(limit / 3 - 1)))
    return head + "…" + tail
  }
}
