import TypedLiterals

/// A selector or filter call as written: `selectAnimalsValues(categoryId: "Mammal", sort: .name)`.
struct CallSyntax: Sendable {
  var name: String
  var arguments: [Literal.Argument]
  /// Offset of the name in the line.
  var position: Int
  /// Whether `(…)` was written, even empty: then the name is a selector, never a watch label.
  var hasParentheses = true

  /// Reads `name` or `name(args)` at the parser's cursor.
  static func parse(_ parser: inout LiteralParser, what: String) throws -> CallSyntax {
    let position = parser.current.position
    let name = try parser.identifier(context: what)
    let hasParentheses = parser.current.kind == .openParen
    let arguments = hasParentheses ? try parser.arguments() : []
    return CallSyntax(name: name, arguments: arguments, position: position, hasParentheses: hasParentheses)
  }

  /// The canonical text, as listings and `:save` print it.
  var text: String {
    let printer = LiteralPrinter()
    let rendered = self.arguments.map { ($0.label.map { "\($0): " } ?? "") + printer.text($0.value) }
    return self.name + "(" + rendered.joined(separator: ", ") + ")"
  }

  /// Pairs the arguments with `parameters` by label, filling defaults and checking types.
  func bind(to parameters: [CallParameter]) throws -> CallArguments {
    var values: [String: Literal] = [:]
    let signature = self.name + parameters.signature
    for argument in self.arguments {
      guard let label = argument.label, let parameter = parameters.first(where: { $0.label == label }) else {
        throw LiteralError(
          position: argument.position, message: "\(self.name) has no parameter '\(argument.label ?? "_"):'",
          expected: [signature])
      }
      _ = try parameter.type.init(literal: argument.value)
      values[label] = argument.value
    }
    for parameter in parameters where values[parameter.label] == nil {
      guard let defaultValue = parameter.defaultValue else {
        throw LiteralError(position: self.position, message: "missing argument '\(parameter.label):'", expected: [signature])
      }
      values[parameter.label] = defaultValue
    }
    return CallArguments(values: values)
  }
}

/// Finds a name in a table, or explains which names exist.
func lookUp<Entry>(_ name: String, at position: Int?, in entries: [Entry], named: (Entry) -> String, kind: String) throws -> Entry {
  if let entry = entries.first(where: { named($0) == name }) { return entry }
  let names = entries.map(named)
  throw LiteralError(
    position: position, message: "unknown \(kind) '\(name)'", expected: names.map { $0 + "(…)" },
    suggestion: closestMatch(to: name, among: names))
}
