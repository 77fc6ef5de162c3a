import Foundation

/// How the server reads a query or a mutation: exactly one known case name, exactly the case's
/// fields, and no name `Animal.flaw(inName:)` refuses. The synthesized decoding ignored unknown
/// fields and read any name; the OpenAPI document promises a refusal for both, and schemathesis
/// sends both. (Encoding stays synthesized.)
extension RemoteRequest.Query {
  package init(from decoder: any Decoder) throws {
    let (name, fields) = try WireCase.open(decoder, cases: ["categories", "animals"])
    try WireCase.expect(fields, holds: [])
    self = name == "categories" ? .categories : .animals
  }
}

extension RemoteRequest.Mutation {
  package init(from decoder: any Decoder) throws {
    let (name, fields) = try WireCase.open(decoder, cases: ["addAnimal", "updateAnimal", "deleteAnimal", "reloadSampleData"])
    switch name {
    case "addAnimal":
      try WireCase.expect(fields, holds: ["name", "diet", "categoryId"])
      self = .addAnimal(
        name: try WireCase.name(in: fields), diet: try fields.decode(Animal.Diet.self, forKey: "diet"),
        categoryId: try fields.decode(String.self, forKey: "categoryId"))
    case "updateAnimal":
      try WireCase.expect(fields, holds: ["animalId", "name", "diet", "categoryId"])
      self = .updateAnimal(
        animalId: try fields.decode(String.self, forKey: "animalId"), name: try WireCase.name(in: fields),
        diet: try fields.decode(Animal.Diet.self, forKey: "diet"), categoryId: try fields.decode(String.self, forKey: "categoryId"))
    case "deleteAnimal":
      try WireCase.expect(fields, holds: ["animalId"])
      self = .deleteAnimal(animalId: try fields.decode(String.self, forKey: "animalId"))
    default:
      try WireCase.expect(fields, holds: [])
      self = .reloadSampleData
    }
  }
}
