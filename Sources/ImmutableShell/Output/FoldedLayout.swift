import TypedLiterals

/// A value whole over as many lines as it needs, none longer than the width: on one line when it
/// fits, else one element, entry or argument a line, indented by two. Only collections longer
/// than `maxItems` shrink (to `[N items]`), so `:set max-items 1000` shows a thousand quakes' worth
/// of data, field by field. The one exception to the width is a single word longer than it (a
/// very long string), which prints whole on its own line rather than cut.
struct FoldedLayout {
  /// Collections longer than this print as `[N items]`; nil: none.
  let maxItems: Int?

  /// The lines of `literal`, each at most `width` bytes (`TranscriptWidth`).
  func lines(_ literal: Literal, width: Int) -> [String] {
    let flat = LiteralPrinter(maxItems: self.maxItems).text(literal)
    guard TranscriptWidth.length(flat) > width, width > 8 else { return [flat] }
    switch literal.kind {
    case .array(let elements) where !elements.isEmpty && !self.isElided(elements.count):
      return ["["] + elements.flatMap { self.indented(self.lines($0, width: width - 3), suffix: ",") } + ["]"]
    case .dictionary(let entries) where !entries.isEmpty && !self.isElided(entries.count):
      let sorted = entries.map { (key: LiteralPrinter().text($0.key), value: $0.value) }.sorted { $0.key < $1.key }
      let body = sorted.flatMap { entry in
        self.indented(self.glued(entry.key + ": ", self.lines(entry.value, width: width - 3, lead: entry.key + ": ")), suffix: ",")
      }
      return ["["] + body + ["]"]
    case .member(let type, let name, let arguments?) where !arguments.isEmpty:
      return self.call((type ?? "") + "." + name, arguments, width: width)
    case .construct(let type, let arguments) where !arguments.isEmpty:
      return self.call(type, arguments, width: width)
    default:
      // One word with no place to fold (a very long string): whole, as asked for, past the width.
      return [flat]
    }
  }

  /// The lines of a value that follows `lead` (a key, a label) on its first line, laid out in
  /// the room the lead leaves (its later lines too, which keeps the arithmetic simple).
  private func lines(_ literal: Literal, width: Int, lead: String) -> [String] {
    self.lines(literal, width: width - TranscriptWidth.length(lead))
  }

  private func call(_ head: String, _ arguments: [Literal.Argument], width: Int) -> [String] {
    let label = { (argument: Literal.Argument) in argument.label.map { $0 + ": " } ?? "" }
    let body = arguments.enumerated().flatMap { index, argument in
      let value = self.lines(argument.value, width: width - 3, lead: label(argument))
      return self.indented(self.glued(label(argument), value), suffix: index < arguments.count - 1 ? "," : "")
    }
    return [head + "("] + body + [")"]
  }

  private func isElided(_ count: Int) -> Bool {
    self.maxItems.map { count > $0 } ?? false
  }

  private func glued(_ prefix: String, _ lines: [String]) -> [String] {
    SwiftLayout.glued(prefix, lines, "")
  }

  private func indented(_ lines: [String], suffix: String) -> [String] {
    SwiftLayout.glued("", lines.map { "  " + $0 }, suffix)
  }
}
