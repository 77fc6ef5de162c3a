import Foundation

/// Reading `{"caseName":{fields…}}` strictly; the errors are `DecodingError`s whose coding path
/// says where (`mutation[0].addAnimal.name`).
enum WireCase {
  /// The one case name of the object `decoder` holds, which must be one of `cases`, and its fields.
  static func open(_ decoder: any Decoder, cases: [String]) throws -> (String, KeyedDecodingContainer<Key>) {
    let container = try decoder.container(keyedBy: Key.self)
    let expected = cases.joined(separator: ", ")
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "expected exactly one key, one of \(expected)"))
    }
    guard cases.contains(key.stringValue) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "unknown key \"\(key.stringValue)\"; expected one of \(expected)")
    }
    return (key.stringValue, try container.nestedContainer(keyedBy: Key.self, forKey: key))
  }

  /// Throws for the first key of `fields` that is not in `names` (a missing one throws when read).
  static func expect(_ fields: KeyedDecodingContainer<Key>, holds names: Set<String>) throws {
    if let unknown = fields.allKeys.first(where: { !names.contains($0.stringValue) }) {
      throw DecodingError.dataCorruptedError(
        forKey: unknown, in: fields, debugDescription: "unknown key \"\(unknown.stringValue)\"")
    }
  }

  /// The `name` field, refused when `Animal.flaw(inName:)` finds a flaw.
  static func name(in fields: KeyedDecodingContainer<Key>) throws -> String {
    let name = try fields.decode(String.self, forKey: "name")
    if let flaw = Animal.flaw(inName: name) {
      throw DecodingError.dataCorruptedError(forKey: "name", in: fields, debugDescription: flaw)
    }
    return name
  }

  /// Any key.
  struct Key: CodingKey, ExpressibleByStringLiteral {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init(stringLiteral value: String) { self.stringValue = value }
    init?(intValue: Int) { nil }
  }
}
