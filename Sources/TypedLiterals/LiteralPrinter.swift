/// Renders literals as Swift-syntax text that the parser reads back to an equal literal.
public struct LiteralPrinter: Sendable {
  /// Collections with more elements than this print as `[N items]`; nil prints everything.
  public var maxItems: Int?

  /// Creates a printer.
  public init(maxItems: Int? = nil) {
    self.maxItems = maxItems
  }

  /// The text of `literal`.
  public func text(_ literal: Literal) -> String {
    var output = ""
    self.write(literal, to: &output)
    return output
  }
}

extension LiteralPrinter {
  private func write(_ literal: Literal, to output: inout String) {
    switch literal.kind {
    case .string(let value): output += Self.quoted(value)
    case .integer(let value): output += String(value)
    case .unsignedInteger(let value): output += String(value)
    case .double(let value): output += Self.number(value)
    case .bool(let value): output += value ? "true" : "false"
    case .null: output += "nil"
    case .elided(let count): output += "[\(count) items]"
    case .array(let elements): self.writeArray(elements, to: &output)
    case .dictionary(let entries): self.writeDictionary(entries, to: &output)
    case .member(let type, let name, let arguments):
      output += (type ?? "") + "." + name
      if let arguments { self.writeArguments(arguments, to: &output) }
    case .construct(let type, let arguments):
      output += type
      self.writeArguments(arguments, to: &output)
    }
  }

  private func isElided(_ count: Int) -> Bool {
    guard let limit = self.maxItems else { return false }
    return count > limit
  }

  private func writeArray(_ elements: [Literal], to output: inout String) {
    if self.isElided(elements.count) { output += "[\(elements.count) items]"; return }
    output += "["
    for (offset, element) in elements.enumerated() {
      if offset > 0 { output += ", " }
      self.write(element, to: &output)
    }
    output += "]"
  }

  private func writeDictionary(_ entries: [Literal.Entry], to output: inout String) {
    if entries.isEmpty { output += "[:]"; return }
    if self.isElided(entries.count) { output += "[\(entries.count) items]"; return }
    let rendered = entries.map { (key: self.text($0.key), value: $0.value) }.sorted { $0.key < $1.key }
    output += "["
    for (offset, entry) in rendered.enumerated() {
      if offset > 0 { output += ", " }
      output += entry.key + ": "
      self.write(entry.value, to: &output)
    }
    output += "]"
  }

  private func writeArguments(_ arguments: [Literal.Argument], to output: inout String) {
    output += "("
    for (offset, argument) in arguments.enumerated() {
      if offset > 0 { output += ", " }
      if let label = argument.label { output += label + ": " }
      self.write(argument.value, to: &output)
    }
    output += ")"
  }

  /// A double as Swift prints it, always with a fraction or exponent so it reads back as a double;
  /// the non-finite ones as Swift spells them in source (`String` gives `inf` and `nan`, which
  /// would read back as names).
  static func number(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    let text = String(value)
    return text.contains(where: { $0 == "." || $0 == "e" }) ? text : text + ".0"
  }

  /// `value` in double quotes with Swift escapes.
  public static func quoted(_ value: String) -> String {
    var output = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      case "\r": output += "\\r"
      case "\0": output += "\\0"
      default:
        if scalar.properties.generalCategory == .control {
          output += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }
}

extension Literal: CustomStringConvertible {
  /// The full text, nothing elided.
  public var description: String { LiteralPrinter().text(self) }
}
