/// The pure text rules of the line editor: prompt widths and escapes, what history keeps, and the
/// common prefix TAB inserts. Kept apart from the libedit plumbing so they read (and test) alone.
extension LibEditReader {
  /// How many columns `prompt` (as handed to libedit) takes: text between `\u{1}` markers takes none.
  static func displayWidth(ofPrompt prompt: String) -> Int {
    var width = 0
    var hidden = false
    for scalar in prompt.unicodeScalars {
      if scalar == "\u{1}" {
        hidden.toggle()
      } else if !hidden {
        width += 1
      }
    }
    return width
  }

  /// Whether history should keep `line`: not blank and not starting with a space (the usual
  /// shell convention for "don't remember this one").
  static func isWorthRemembering(_ line: String) -> Bool {
    !line.hasPrefix(" ") && line.contains { !$0.isWhitespace }
  }

  /// `prompt` as handed to libedit: each ANSI escape sequence is wrapped in `\u{1}` markers so
  /// libedit does not count it as columns, or removed when the terminal cannot show it.
  static func displayForm(of prompt: String, allowsEscapes: Bool) -> String {
    var result = ""
    var scalars = prompt.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1}" { continue }
      guard scalar == "\u{1B}" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      var sequence = "\u{1B}"
      // CSI: ESC [ parameters… final byte in @…~; other escapes are ESC plus one character.
      if let next = scalars.next() {
        sequence.unicodeScalars.append(next)
        if next == "[" {
          while let byte = scalars.next() {
            sequence.unicodeScalars.append(byte)
            if (0x40...0x7E).contains(byte.value) { break }
          }
        }
      }
      if allowsEscapes {
        result += "\u{1}" + sequence + "\u{1}"
      }
    }
    return result
  }

  /// The longest common prefix of `strings`, compared by Unicode scalars (like the offsets).
  static func commonPrefix(of strings: [String]) -> String {
    guard var prefix = strings.first.map({ Array($0.unicodeScalars) }) else { return "" }
    for string in strings.dropFirst() {
      let scalars = Array(string.unicodeScalars)
      var length = 0
      while length < min(prefix.count, scalars.count) && prefix[length] == scalars[length] {
        length += 1
      }
      prefix.removeSubrange(length...)
    }
    return String(String.UnicodeScalarView(prefix))
  }
}
