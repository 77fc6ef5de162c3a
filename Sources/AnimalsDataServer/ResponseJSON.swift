import AnimalsData

/// Writes the server's answers by hand, byte for byte as `RemoteRequest.encoder` (sorted keys,
/// slashes unescaped) writes them.
///
/// ```swift
/// var json: [UInt8] = []
/// ResponseJSON.append(Animal.dog, to: &json)  // {"animalId":"Dog","categoryId":"Mammal",…}
/// let answer = ResponseJSON.bytes(of: RemoteResponse(mutation: [.addAnimal(animal: .dog)]))
/// ```
///
/// Why: encoding a write's answer (an enum's synthesized coding through `JSONEncoder`) and the
/// animal the mirror keeps for it were 7.6% of the server's CPU under the mixed load, more than
/// the write's own SQL (issue 27). The wire shapes are few and fixed; `ResponseJSONTests` checks
/// every Unicode scalar and every shape against `JSONEncoder`.
package enum ResponseJSON {
  /// The whole response: `{"mutation":[…],"query":[…]}`, a missing list left out.
  package static func bytes(of response: RemoteResponse) -> [UInt8] {
    var json: [UInt8] = []
    json.reserveCapacity(128)
    json.append(UInt8(ascii: "{"))
    if let mutations = response.mutation {
      json.append(contentsOf: #""mutation":"#.utf8)
      Self.appendArray(mutations, to: &json) { mutation, json in Self.append(mutation, to: &json) }
    }
    if let queries = response.query {
      if response.mutation != nil { json.append(UInt8(ascii: ",")) }
      json.append(contentsOf: #""query":"#.utf8)
      Self.appendArray(queries, to: &json) { query, json in Self.append(query, to: &json) }
    }
    json.append(UInt8(ascii: "}"))
    return json
  }

  /// One query's answer: `{"animals":{"animals":[…]}}`.
  package static func append(_ query: RemoteResponse.Query, to json: inout [UInt8]) {
    switch query {
    case .animals(let animals):
      json.append(contentsOf: #"{"animals":{"animals":"#.utf8)
      Self.append(animals, to: &json)
    case .categories(let categories):
      json.append(contentsOf: #"{"categories":{"categories":"#.utf8)
      Self.append(categories, to: &json)
    }
    json.append(contentsOf: "}}".utf8)
  }

  /// One mutation's result: `{"addAnimal":{"animal":{…}}}`.
  package static func append(_ mutation: RemoteResponse.Mutation, to json: inout [UInt8]) {
    switch mutation {
    case .addAnimal(let animal):
      json.append(contentsOf: #"{"addAnimal":{"animal":"#.utf8)
      Self.append(animal, to: &json)
    case .updateAnimal(let animal):
      json.append(contentsOf: #"{"updateAnimal":{"animal":"#.utf8)
      Self.append(animal, to: &json)
    case .deleteAnimal(let animal):
      json.append(contentsOf: #"{"deleteAnimal":{"animal":"#.utf8)
      Self.append(animal, to: &json)
    case .reloadSampleData(let animals, let categories):
      json.append(contentsOf: #"{"reloadSampleData":{"animals":"#.utf8)
      Self.append(animals, to: &json)
      json.append(contentsOf: #","categories":"#.utf8)
      Self.append(categories, to: &json)
    }
    json.append(contentsOf: "}}".utf8)
  }

  /// `{"animalId":…,"categoryId":…,"diet":…,"name":…}`.
  package static func append(_ animal: Animal, to json: inout [UInt8]) {
    json.append(contentsOf: #"{"animalId":"#.utf8)
    Self.append(animal.animalId, to: &json)
    json.append(contentsOf: #","categoryId":"#.utf8)
    Self.append(animal.categoryId, to: &json)
    json.append(contentsOf: #","diet":"#.utf8)
    Self.append(animal.diet.rawValue, to: &json)
    json.append(contentsOf: #","name":"#.utf8)
    Self.append(animal.name, to: &json)
    json.append(UInt8(ascii: "}"))
  }

  /// `{"categoryId":…,"name":…}`.
  package static func append(_ category: Category, to json: inout [UInt8]) {
    json.append(contentsOf: #"{"categoryId":"#.utf8)
    Self.append(category.categoryId, to: &json)
    json.append(contentsOf: #","name":"#.utf8)
    Self.append(category.name, to: &json)
    json.append(UInt8(ascii: "}"))
  }

  /// A JSON array of animals.
  package static func append(_ animals: [Animal], to json: inout [UInt8]) {
    Self.appendArray(animals, to: &json) { animal, json in Self.append(animal, to: &json) }
  }

  /// A JSON array of categories.
  package static func append(_ categories: [Category], to json: inout [UInt8]) {
    Self.appendArray(categories, to: &json) { category, json in Self.append(category, to: &json) }
  }

  /// A JSON array of `elements`, each written by `write`.
  private static func appendArray<Element>(
    _ elements: [Element], to json: inout [UInt8], _ write: (Element, inout [UInt8]) -> Void
  ) {
    json.append(UInt8(ascii: "["))
    for (index, element) in elements.enumerated() {
      if index > 0 { json.append(UInt8(ascii: ",")) }
      write(element, &json)
    }
    json.append(UInt8(ascii: "]"))
  }

  /// A JSON string: `"` and `\` escaped, the control characters as `JSONEncoder` writes them,
  /// everything else (`/` and non-ASCII included) as its UTF-8 bytes.
  package static func append(_ string: String, to json: inout [UInt8]) {
    json.append(UInt8(ascii: "\""))
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): json.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): json.append(contentsOf: #"\\"#.utf8)
      case 0x08: json.append(contentsOf: #"\b"#.utf8)
      case 0x0C: json.append(contentsOf: #"\f"#.utf8)
      case UInt8(ascii: "\n"): json.append(contentsOf: #"\n"#.utf8)
      case UInt8(ascii: "\r"): json.append(contentsOf: #"\r"#.utf8)
      case UInt8(ascii: "\t"): json.append(contentsOf: #"\t"#.utf8)
      case 0x00..<0x20:
        json.append(contentsOf: #"\u00"#.utf8)
        json.append(Self.hexDigits[Int(byte >> 4)])
        json.append(Self.hexDigits[Int(byte & 0xF)])
      default: json.append(byte)
      }
    }
    json.append(UInt8(ascii: "\""))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
}
