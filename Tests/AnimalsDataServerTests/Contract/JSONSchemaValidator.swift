import Foundation

/// Checks a JSON value against a JSON Schema (2020-12, as OpenAPI 3.1 embeds it), for the subset
/// of keywords the Animals document uses. Any other keyword is itself a finding, so the document
/// cannot use one this validator would silently skip.
///
/// ```swift
/// let problems = JSONSchemaValidator(document: doc).problems(in: value, schema: .literal(#"{"type":"string"}"#))
/// ```
struct JSONSchemaValidator: Sendable {
  /// The document local `$ref`s (`#/components/schemas/Name`) point into.
  let document: JSONValue

  /// Keywords that only annotate.
  static let annotations: Set<String> = ["description", "summary", "title", "examples", "example"]

  /// Every way `value` breaks `schema`, each as `path: what`; empty when it conforms.
  func problems(in value: JSONValue, schema: JSONValue, at path: String = "$") -> [String] {
    guard case .object(let keywords) = schema else {
      if schema == .bool(true) { return [] }
      return schema == .bool(false) ? ["\(path): the schema false admits nothing"] : ["\(path): the schema is not an object"]
    }
    var found: [String] = []
    for (keyword, argument) in keywords.sorted(by: { $0.key < $1.key }) where !Self.annotations.contains(keyword) {
      found += self.check(keyword, argument, keywords, value, path)
    }
    return found
  }

  /// Whether `value` conforms to `schema`.
  func conforms(_ value: JSONValue, to schema: JSONValue) -> Bool {
    self.problems(in: value, schema: schema).isEmpty
  }

  private func check(
    _ keyword: String, _ argument: JSONValue, _ keywords: [String: JSONValue], _ value: JSONValue, _ path: String
  ) -> [String] {
    switch keyword {
    case "$ref": return self.reference(argument, value, path)
    case "type": return self.type(argument, value, path)
    case "enum": return self.oneOfValues(argument, value, path)
    case "const": return value == argument ? [] : ["\(path): is not the constant \(argument)"]
    case "oneOf", "allOf": return self.combined(keyword, argument, value, path)
    case "pattern": return self.pattern(argument, value, path)
    case "properties", "required", "additionalProperties", "minProperties", "maxProperties":
      return self.objectKeyword(keyword, argument, keywords, value, path)
    case "items": return self.items(argument, value, path)
    case "maxItems": return self.maxItems(argument, value, path)
    default: return ["\(path): the validator does not implement the keyword \(keyword)"]
    }
  }

  private func reference(_ argument: JSONValue, _ value: JSONValue, _ path: String) -> [String] {
    guard case .string(let pointer) = argument, let target = self.resolve(pointer) else {
      return ["\(path): unresolvable $ref \(argument)"]
    }
    return self.problems(in: value, schema: target, at: path)
  }

  /// The value a local JSON pointer (`#/a/b`) names, else nil.
  func resolve(_ pointer: String) -> JSONValue? {
    guard pointer.hasPrefix("#/") else { return nil }
    var node: JSONValue? = self.document
    for token in pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
      node = node?[token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")]
    }
    return node
  }

  private func maxItems(_ argument: JSONValue, _ value: JSONValue, _ path: String) -> [String] {
    guard case .array(let items) = value else { return [] }
    guard case .number(let limit) = argument else { return ["\(path): maxItems is not a number"] }
    return Double(items.count) <= limit ? [] : ["\(path): holds \(items.count) items, more than \(limit)"]
  }

  private func type(_ argument: JSONValue, _ value: JSONValue, _ path: String) -> [String] {
    guard case .string(let name) = argument else { return ["\(path): a type list is not implemented"] }
    return value.typeNames.contains(name) ? [] : ["\(path): is not of type \(name)"]
  }

  private func oneOfValues(_ argument: JSONValue, _ value: JSONValue, _ path: String) -> [String] {
    guard case .array(let allowed) = argument else { return ["\(path): enum is not a list"] }
    return allowed.contains(value) ? [] : ["\(path): is none of the enum's values"]
  }

  private func combined(_ keyword: String, _ argument: JSONValue, _ value: JSONValue, _ path: String) -> [String] {
    guard case .array(let schemas) = argument else { return ["\(path): \(keyword) is not a list"] }
    let results = schemas.map { self.problems(in: value, schema: $0, at: path) }
    if keyword == "allOf" { return results.flatMap { $0 } }
    let matches = results.filter(\.isEmpty).count
    return matches == 1 ? [] : ["\(path): matches \(matches) of oneOf's \(schemas.count) schemas, not exactly one"]
  }

  private func pattern(_ argument: JSONValue, _ value: JSONValue, _ path: String) -> [String] {
    guard case .string(let text) = value else { return [] }
    guard case .string(let source) = argument, let regex = try? NSRegularExpression(pattern: source) else {
      return ["\(path): the pattern does not compile"]
    }
    let range = NSRange(text.startIndex..., in: text)
    return regex.firstMatch(in: text, range: range) == nil ? ["\(path): does not match the pattern"] : []
  }

  private func objectKeyword(
    _ keyword: String, _ argument: JSONValue, _ keywords: [String: JSONValue], _ value: JSONValue, _ path: String
  ) -> [String] {
    guard case .object(let members) = value else { return [] }
    switch (keyword, argument) {
    case ("properties", .object(let properties)):
      return members.sorted { $0.key < $1.key }.flatMap { key, member in
        properties[key].map { self.problems(in: member, schema: $0, at: "\(path).\(key)") } ?? []
      }
    case ("required", .array(let names)):
      return names.compactMap { name in
        guard case .string(let key) = name else { return "\(path): a required name is not a string" }
        return members[key] == nil ? "\(path): lacks the required \(key)" : nil
      }
    case ("additionalProperties", .bool(false)):
      var declared: Set<String> = []
      if case .object(let properties)? = keywords["properties"] { declared = Set(properties.keys) }
      return members.keys.sorted().filter { !declared.contains($0) }.map { "\(path): has the undeclared member \($0)" }
    case ("minProperties", .number(let bound)):
      return Double(members.count) >= bound ? [] : ["\(path): has fewer than \(Int(bound)) members"]
    case ("maxProperties", .number(let bound)):
      return Double(members.count) <= bound ? [] : ["\(path): has more than \(Int(bound)) members"]
    default:
      return ["\(path): \(keyword) \(argument) is not implemented"]
    }
  }

  private func items(_ argument: JSONValue, _ value: JSONValue, _ path: String) -> [String] {
    guard case .array(let elements) = value else { return [] }
    return elements.enumerated().flatMap { index, element in self.problems(in: element, schema: argument, at: "\(path)[\(index)]") }
  }
}
