import TypedLiterals

/// Lays a literal out as Swift source a person would write: on one line when it fits, else an
/// array or argument list one element a line, indented by two; a call with one argument stays on
/// its parent's line (`.data(.persistentSession(.didFetchAnimals(result: .success(animals: [`).
enum SwiftLayout {
  /// The lines of `literal` in `width` columns, its first line starting `lead` columns in
  /// (after `try store.dispatch(action: `, say); later lines are indented relative to the first.
  static func lines(_ literal: Literal, width: Int, lead: Int = 0) -> [String] {
    let flat = literal.description
    guard lead + flat.count > width else { return [flat] }
    switch literal.kind {
    case .array(let elements) where !elements.isEmpty:
      return ["["] + elements.flatMap { Self.indented(Self.lines($0, width: width - 2), suffix: ",") } + ["]"]
    case .dictionary(let entries) where !entries.isEmpty:
      // Sorted by key, as the literal printer sorts them: a hashed collection's order is per process.
      let sorted = entries.map { (key: $0.key.description + ": ", value: $0.value) }.sorted { $0.key < $1.key }
      return ["["] + sorted.flatMap { Self.indented(Self.glued($0.key, Self.lines($0.value, width: width - 2, lead: $0.key.count), ""), suffix: ",") } + ["]"]
    case .member(let type, let name, let arguments?) where !arguments.isEmpty:
      return Self.call((type ?? "") + "." + name, arguments, width: width, lead: lead)
    case .construct(let type, let arguments) where !arguments.isEmpty:
      return Self.call(type, arguments, width: width, lead: lead)
    default:
      return [flat]
    }
  }

  /// `prefix` before the first line and `suffix` after the last.
  static func glued(_ prefix: String, _ lines: [String], _ suffix: String) -> [String] {
    var lines = lines
    lines[0] = prefix + lines[0]
    lines[lines.count - 1] += suffix
    return lines
  }

  private static func call(_ head: String, _ arguments: [Literal.Argument], width: Int, lead: Int) -> [String] {
    let label = { (argument: Literal.Argument) in argument.label.map { $0 + ": " } ?? "" }
    if arguments.count == 1, let only = arguments.first {
      let opening = head + "(" + label(only)
      return Self.glued(opening, Self.lines(only.value, width: width, lead: lead + opening.count), ")")
    }
    let body = arguments.enumerated().flatMap { index, argument in
      let value = Self.lines(argument.value, width: width - 2, lead: label(argument).count)
      return Self.indented(Self.glued(label(argument), value, index < arguments.count - 1 ? "," : ""), suffix: "")
    }
    return [head + "("] + body + [")"]
  }

  private static func indented(_ lines: [String], suffix: String) -> [String] {
    Self.glued("", lines.map { "  " + $0 }, suffix)
  }
}
