/// Text made harmless to a terminal: every control character a line could carry — from a stored
/// name, a server's error message, a file — is written as the Swift escape the state lines
/// already use (`\u{1b}`), so nothing printed can set the window title, clear the screen or move
/// the cursor. Line feeds and tabs stay (they only lay text out).
///
/// ```swift
/// TerminalSafeText.escaped("Evil\u{1B}]0;PWNED\u{07}")   // "Evil\\u{1b}]0;PWNED\\u{7}"
/// ```
public enum TerminalSafeText {
  /// The escapes `TextStyle` writes (bold, dim, red, green, reset), kept when `keepingStyle`:
  /// a terminal session's own colours. Only these five, so text from elsewhere can at most colour.
  static let styleEscapes: Set<String> = ["\u{1B}[0m", "\u{1B}[1m", "\u{1B}[2m", "\u{1B}[31m", "\u{1B}[32m"]

  /// `text` with its control characters escaped (C0 but line feed and tab, DEL, and C1, which
  /// some terminals read as the start of a sequence too).
  public static func escaped(_ text: String, keepingStyle: Bool = false) -> String {
    // The common case, checked on bytes: nothing to escape (every line of a 150k-action batch).
    guard text.utf8.contains(where: { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 || $0 == 0x7F || $0 == 0xC2 }) else {
      return text
    }
    var result = ""
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.first {
      if keepingStyle, scalar == "\u{1B}", let kept = Self.styleEscapes.first(where: { scalars.starts(with: $0.unicodeScalars) }) {
        result += kept
        scalars = scalars.dropFirst(kept.unicodeScalars.count)
        continue
      }
      scalars = scalars.dropFirst()
      if Self.isControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00..<0x20, 0x7F..<0xA0: true
    default: false
    }
  }
}
