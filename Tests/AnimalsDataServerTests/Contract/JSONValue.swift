import Foundation

/// A JSON value as parsed, typed: what the schema validator walks.
indirect enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])
}

extension JSONValue: Decodable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }
}

extension JSONValue {
  /// `data` parsed, or nil when it is not JSON.
  static func parse(_ data: Data) -> Self? {
    try? JSONDecoder().decode(Self.self, from: data)
  }

  /// `text` parsed; a test's own literal, so not JSON is a programmer error.
  static func literal(_ text: String) -> Self {
    guard let value = Self.parse(Data(text.utf8)) else { fatalError("not JSON: \(text)") }
    return value
  }

  /// The member `key` of an object, else nil.
  subscript(key: String) -> Self? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// The JSON Schema type names this value has (an integral number is also an `integer`).
  var typeNames: Set<String> {
    switch self {
    case .null: ["null"]
    case .bool: ["boolean"]
    case .number(let value): value.rounded() == value ? ["number", "integer"] : ["number"]
    case .string: ["string"]
    case .array: ["array"]
    case .object: ["object"]
    }
  }
}
