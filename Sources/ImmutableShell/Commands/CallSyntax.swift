import Foundation
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
  func bind(to parameters: [CallParameter], now: Date? = nil) throws -> CallArguments {
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
    return CallArguments(values: values, now: now)
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

/// Finds the entry `call` names; several entries may share a name and differ by labels
/// (`selectCategory(categoryId:)`, `selectCategory(animalId:)`), as Swift overloads do.
func lookUpOverload<Entry>(
  _ call: CallSyntax, in entries: [Entry], named: (Entry) -> String, parameters: (Entry) -> [CallParameter], kind: String
) throws -> Entry {
  let candidates = entries.filter { named($0) == call.name }
  guard candidates.count > 1 else {
    return try lookUp(call.name, at: call.position, in: entries, named: named, kind: kind)
  }
  let labels = Set(call.arguments.compactMap(\.label))
  let matching = candidates.filter { entry in
    let accepted = Set(parameters(entry).map(\.label))
    let required = Set(parameters(entry).filter { $0.defaultValue == nil }.map(\.label))
    return labels.isSubset(of: accepted) && required.isSubset(of: labels)
  }
  guard matching.count == 1 else {
    throw LiteralError(
      position: call.position, message: "no single \(kind) '\(call.name)' takes these labels",
      expected: candidates.map { call.name + parameters($0).signature })
  }
  return matching[0]
}
