import TypedLiterals

/// Prints a literal in at most a given number of characters, eliding whole values rather than
/// cutting through them: first long collections become `[N items]`, then constructors keep their
/// first argument (`Animal(animalId: "Cat", …)`), and only as a last resort is the text cut.
///
/// Every transcript line that shows a value goes through here, so no line the shell prints
/// grows past `TranscriptWidth.limit` because of a value.
struct FittingPrinter {
  /// The user's `--max-items`: nothing longer is ever printed in full.
  var maxItems: Int?

  /// `literal` in at most `width` characters (never less than what its shortest form needs).
  func text(_ literal: Literal, width: Int) -> String {
    let full = LiteralPrinter(maxItems: self.maxItems).text(literal)
    if TranscriptWidth.length(full) <= width { return full }
    for limit in [8, 4, 2, 1] where limit < (self.maxItems ?? .max) {
      let shorter = LiteralPrinter(maxItems: limit).text(literal)
      if TranscriptWidth.length(shorter) <= width { return shorter }
    }
    let skeleton = Self.keepingFirstArguments(literal)
    if TranscriptWidth.length(skeleton) <= width { return skeleton }
    return TranscriptWidth.clipped(skeleton, to: Swift.max(4, width))
  }

  /// `literal` on one line if it fits, else an array one element a line between `[` and `]`,
  /// and a single record (a model, an enum case with a payload) whole, one field a line.
  func lines(_ literal: Literal, width: Int) -> [String] {
    let full = LiteralPrinter().text(literal)
    guard TranscriptWidth.length(full) > width else { return [self.text(literal, width: width)] }
    switch literal.kind {
    case .array(let elements):
      return ["["] + elements.map { "  " + self.text($0, width: width - 3) + "," } + ["]"]
    case .construct, .member(_, _, .some):
      return SwiftLayout.lines(literal, width: width)
    default:
      return [self.text(literal, width: width)]
    }
  }

  /// Collections as `[N items]` and each constructor with only its first (identifying) argument.
  private static func keepingFirstArguments(_ literal: Literal) -> String {
    let printer = LiteralPrinter(maxItems: 0)
    switch literal.kind {
    case .array(let elements) where elements.count <= 1:
      return "[" + elements.map(Self.keepingFirstArguments).joined() + "]"
    case .construct(let type, let arguments):
      guard let first = arguments.first else { return printer.text(literal) }
      return type + "(" + Self.argument(first) + (arguments.count > 1 ? ", …)" : ")")
    case .member(let type, let name, let arguments?):
      let inner = arguments.map(Self.argument).joined(separator: ", ")
      return (type ?? "") + "." + name + "(" + inner + ")"
    default:
      return printer.text(literal)
    }
  }

  private static func argument(_ argument: Literal.Argument) -> String {
    (argument.label.map { $0 + ": " } ?? "") + Self.keepingFirstArguments(argument.value)
  }
}

/// The widest line a transcript prints on its own (lines the user typed are echoed as typed).
///
/// Measured in UTF-8 bytes, as `awk 'length > 160'` measures on a byte-counting awk, so `→` and
/// `…` count three: a line that passes here passes that check everywhere.
enum TranscriptWidth {
  static let limit = 160

  /// The length a line is measured by.
  static func length(_ text: String) -> Int { text.utf8.count }

  /// `line` cut to `limit`, with `…` where the rest was (for text that is not a value).
  static func clipped(_ line: String, to limit: Int = Self.limit) -> String {
    guard Self.length(line) > limit else { return line }
    var kept = ""
    var used = 3
    for character in line {
      used += character.utf8.count
      if used > limit { break }
      kept.append(character)
    }
    return kept + "…"
  }

  /// `line` broken after a comma (else a space) into lines of at most `limit`, the later ones led by
  /// `indent`: for text read whole, such as the request an effect sends. A run with no break
  /// in it is clipped.
  static func wrapped(_ line: String, indent: String, to limit: Int = Self.limit) -> [String] {
    var lines: [String] = []
    var rest = Substring(line)
    var lead = ""
    while Self.length(lead) + Self.length(String(rest)) > limit {
      var used = Self.length(lead)
      // After a comma where there is one (a list's item stays whole), else after a space.
      var (afterComma, afterSpace): (Substring.Index?, Substring.Index?) = (nil, nil)
      var index = rest.startIndex
      while index < rest.endIndex {
        used += rest[index].utf8.count
        if used > limit { break }
        let next = rest.index(after: index)
        if rest[index] == "," { afterComma = next } else if rest[index] == " " { afterSpace = next }
        index = next
      }
      guard let cut = afterComma ?? afterSpace else { break }
      var head = lead + rest[..<cut]
      while head.hasSuffix(" ") { head.removeLast() }
      lines.append(head)
      rest = rest[cut...].drop { $0 == " " }
      lead = indent
    }
    lines.append(Self.clipped(lead + rest, to: limit))
    return lines
  }

  /// Room left for a value after `prefix` on one line.
  static func room(after prefix: String, reserving suffix: Int = 0) -> Int {
    Swift.max(24, Self.limit - Self.length(prefix) - suffix)
  }
}
