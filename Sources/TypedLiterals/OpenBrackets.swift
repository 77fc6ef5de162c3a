/// The brackets and string a piece of literal text leaves open, with where each opened: the one
/// scan the shell uses to continue an unfinished action on the next line, to report an unfinished
/// one at its opening bracket (not at the end of everything read after it), and to complete inside
/// an open call or string.
///
/// Strings are skipped whole, escapes included, so `"(" ` opens nothing; a closer with nothing
/// open is ignored rather than counted below zero, so `.a())(` still reports its last `(`.
public struct OpenBrackets: Equatable, Sendable {
  /// Offsets (in Unicode scalars) and characters of the `(` and `[` still open, outermost first.
  public private(set) var openers: [(offset: Int, character: Character)] = []
  /// Offset of the `"` of a string still open.
  public private(set) var openString: Int?

  /// Scans `text` from its start.
  public init(_ text: String) {
    var escaped = false
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      if self.openString != nil {
        if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { self.openString = nil }
        continue
      }
      switch scalar {
      case "\"": self.openString = offset
      case "(", "[": self.openers.append((offset, Character(scalar)))
      case ")", "]": if !self.openers.isEmpty { self.openers.removeLast() }
      default: break
      }
    }
  }

  /// Whether something is left open.
  public var isUnbalanced: Bool { self.openString != nil || !self.openers.isEmpty }

  /// Offset of the innermost `(` still open: the call a cursor is inside.
  public var innermostParenthesis: Int? {
    self.openers.last { $0.character == "(" }?.offset
  }

  /// The innermost thing left open: its offset, a sentence saying what it is, and its closer.
  public var innermostOpen: (offset: Int, message: String, closer: String)? {
    if let string = self.openString { return (string, "this string is never closed", "\"") }
    guard let last = self.openers.last else { return nil }
    let closer = last.character == "(" ? ")" : "]"
    return (last.offset, "this '\(last.character)' is never closed", closer)
  }

  public static func == (lhs: OpenBrackets, rhs: OpenBrackets) -> Bool {
    lhs.openString == rhs.openString && lhs.openers.map(\.offset) == rhs.openers.map(\.offset)
  }
}
