/// The brackets and string a piece of literal text leaves open, with where each opened, so an
/// unfinished action can continue on the next line and an unfinished one can be reported at its
/// opening bracket rather than at the end of everything read after it.
struct BracketScan: Equatable {
  /// Offsets (in Unicode scalars) and characters of the `(` and `[` still open, outermost first.
  private(set) var openers: [(offset: Int, character: Character)] = []
  /// Offset of the `"` of a string still open.
  private(set) var openString: Int?

  /// Scans `text` from its start.
  init(_ text: String) {
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
  var isUnbalanced: Bool { self.openString != nil || !self.openers.isEmpty }

  /// The innermost thing left open: its offset and a sentence saying what it is.
  var innermostOpen: (offset: Int, message: String, closer: String)? {
    if let string = self.openString { return (string, "this string is never closed", "\"") }
    guard let last = self.openers.last else { return nil }
    let closer = last.character == "(" ? ")" : "]"
    return (last.offset, "this '\(last.character)' is never closed", closer)
  }

  static func == (lhs: BracketScan, rhs: BracketScan) -> Bool {
    lhs.openString == rhs.openString && lhs.openers.map(\.offset) == rhs.openers.map(\.offset)
  }
}
