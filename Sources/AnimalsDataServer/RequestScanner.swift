import AnimalsData
import NIOCore

/// Reads the plain request bodies clients send (`{"mutation":[{"addAnimal":{…}}]}`) without
/// `JSONDecoder`, and gives up on anything else, so `JSONDecoder` reads it and says what is wrong.
///
/// ```swift
/// let request = RequestScanner.request(in: body) ?? (try JSONDecoder().decode(RemoteRequest.self, from: data))
/// ```
///
/// Why: decoding write bodies was 4.6% of the server's CPU under the mixed load (issue 27). Why it
/// cannot answer differently: it reads only objects, arrays and strings without escapes (no
/// numbers, literals or `\`), refuses a repeated key, and applies the rules `RemoteRequest`'s own
/// decoding applies (known keys only, each case's exact fields, `Animal.flaw(inName:)`, a known
/// diet, at least one list); for every body it reads, `JSONDecoder` gives the same request, and
/// for every other body, it gives nil (`RequestScannerTests` compares the two on thousands of
/// bodies).
package struct RequestScanner {
  private let bytes: UnsafeRawBufferPointer
  private var index = 0

  private init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// The request `body` holds when it is a plain one, else nil.
  package static func request(in body: ByteBuffer) -> RemoteRequest? {
    body.withUnsafeReadableBytes { bytes in
      var scanner = RequestScanner(bytes)
      guard let request = scanner.request() else { return nil }
      scanner.skipSpace()
      return scanner.index == bytes.count ? request : nil
    }
  }

  /// `{"query":[…],"mutation":[…]}`, either list optional but not both.
  private mutating func request() -> RemoteRequest? {
    var query: [RemoteRequest.Query]?
    var mutation: [RemoteRequest.Mutation]?
    let read = self.object { scanner, key in
      switch key {
      case "query" where query == nil:
        query = scanner.array { scanner in scanner.query() }
        return query != nil
      case "mutation" where mutation == nil:
        mutation = scanner.array { scanner in scanner.mutation() }
        return mutation != nil
      default:
        return false
      }
    }
    guard read, query != nil || mutation != nil else { return nil }
    return RemoteRequest(query: query, mutation: mutation)
  }

  /// `{"categories":{}}` or `{"animals":{}}`.
  private mutating func query() -> RemoteRequest.Query? {
    guard let (name, fields) = self.wireCase(), fields.isEmpty else { return nil }
    switch name {
    case "categories": return .categories
    case "animals": return .animals
    default: return nil
    }
  }

  /// One mutation with exactly its case's fields.
  private mutating func mutation() -> RemoteRequest.Mutation? {
    guard let (name, fields) = self.wireCase() else { return nil }
    func field(_ key: String) -> String? { fields.first { $0.key == key }?.value }
    let animalName = field("name").flatMap { Animal.flaw(inName: $0) == nil ? $0 : nil }
    let diet = field("diet").flatMap(Animal.Diet.init(rawValue:))
    switch (name, fields.count) {
    case ("addAnimal", 3):
      guard let animalName, let diet, let categoryId = field("categoryId") else { return nil }
      return .addAnimal(name: animalName, diet: diet, categoryId: categoryId)
    case ("updateAnimal", 4):
      guard let animalId = field("animalId"), let animalName, let diet, let categoryId = field("categoryId") else { return nil }
      return .updateAnimal(animalId: animalId, name: animalName, diet: diet, categoryId: categoryId)
    case ("deleteAnimal", 1):
      return field("animalId").map { .deleteAnimal(animalId: $0) }
    case ("reloadSampleData", 0):
      return .reloadSampleData
    default:
      return nil
    }
  }

  /// `{"caseName":{"field":"text",…}}`: the one case name and its string fields.
  private mutating func wireCase() -> (String, [(key: String, value: String)])? {
    var found: (String, [(key: String, value: String)])?
    let read = self.object { scanner, name in
      guard found == nil else { return false }
      var fields: [(key: String, value: String)] = []
      let readFields = scanner.object { scanner, key in
        guard let value = scanner.string() else { return false }
        fields.append((key, value))
        return true
      }
      found = (name, fields)
      return readFields
    }
    return read ? found : nil
  }

  /// An object, each member's value read by `member` (false gives up); false on a repeated key.
  private mutating func object(_ member: (inout Self, String) -> Bool) -> Bool {
    guard self.take(UInt8(ascii: "{")) else { return false }
    if self.take(UInt8(ascii: "}")) { return true }
    var keys: [String] = []
    repeat {
      guard let key = self.string(), !keys.contains(key), self.take(UInt8(ascii: ":")), member(&self, key) else {
        return false
      }
      keys.append(key)
    } while self.take(UInt8(ascii: ","))
    return self.take(UInt8(ascii: "}"))
  }

  /// An array, each element read by `element`.
  private mutating func array<Element>(_ element: (inout Self) -> Element?) -> [Element]? {
    guard self.take(UInt8(ascii: "[")) else { return nil }
    var elements: [Element] = []
    if self.take(UInt8(ascii: "]")) { return elements }
    repeat {
      guard let next = element(&self) else { return nil }
      elements.append(next)
    } while self.take(UInt8(ascii: ","))
    return self.take(UInt8(ascii: "]")) ? elements : nil
  }

  /// A string without escapes or control characters, in valid UTF-8.
  private mutating func string() -> String? {
    guard self.take(UInt8(ascii: "\"")) else { return nil }
    let start = self.index
    while self.index < self.bytes.count {
      let byte = self.bytes[self.index]
      if byte == UInt8(ascii: "\"") {
        let text = String(validating: self.bytes[start..<self.index], as: UTF8.self)
        self.index += 1
        return text
      }
      // An escape or a raw control character: JSONDecoder's to read or refuse.
      if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
      self.index += 1
    }
    return nil
  }

  /// Skips white space, then takes `byte` if it is next.
  private mutating func take(_ byte: UInt8) -> Bool {
    self.skipSpace()
    guard self.index < self.bytes.count, self.bytes[self.index] == byte else { return false }
    self.index += 1
    return true
  }

  /// JSON's four white space characters.
  private mutating func skipSpace() {
    while self.index < self.bytes.count {
      switch self.bytes[self.index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): self.index += 1
      default: return
      }
    }
  }
}
