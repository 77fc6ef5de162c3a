import AnimalsData
import Foundation
import Testing

/// The JSON of `RemoteRequest` and `RemoteResponse` against the book's curl transcript
/// (chapter 15): the same bodies in, the same JSON out, key order (and list order, which the
/// book's SwiftData store did not fix) aside.
@Suite struct RemoteWireTests {
  /// The request bodies exactly as the book's curl commands send them.
  static let bookRequests: [(body: String, request: RemoteRequest)] = [
    (#"{"query": [ {"categories": {}} ]}"#, RemoteRequest(query: [.categories])),
    (#"{"query": [ {"animals": {}} ]}"#, RemoteRequest(query: [.animals])),
    (
      #"{"mutation": [ {"addAnimal": {"name": "Eagle", "diet": "Carnivore", "categoryId": "Bird"}} ]}"#,
      RemoteRequest(mutation: [.addAnimal(name: "Eagle", diet: .carnivorous, categoryId: "Bird")])
    ),
  ]

  @Test(arguments: 0..<3)
  func theBooksRequestBodiesDecode(_ index: Int) throws {
    let (body, request) = Self.bookRequests[index]
    #expect(try JSONDecoder().decode(RemoteRequest.self, from: Data(body.utf8)) == request)
  }

  @Test func theOtherMutationsHaveTheSpecsShapes() throws {
    let request = RemoteRequest(mutation: [
      .updateAnimal(animalId: "Cat", name: "Cat", diet: .omnivorous, categoryId: "Mammal"),
      .deleteAnimal(animalId: "Dog"), .reloadSampleData,
    ])
    #expect(
      String(decoding: try request.json, as: UTF8.self) == """
        {"mutation":[{"updateAnimal":{"animalId":"Cat","categoryId":"Mammal","diet":"Omnivore","name":"Cat"}},\
        {"deleteAnimal":{"animalId":"Dog"}},{"reloadSampleData":{}}]}
        """)
  }

  @Test func aMissingListIsLeftOutAndAnEmptyOneKept() throws {
    #expect(String(decoding: try RemoteRequest(query: [.animals]).json, as: UTF8.self) == #"{"query":[{"animals":{}}]}"#)
    #expect(String(decoding: try RemoteResponse(query: [], mutation: nil).json, as: UTF8.self) == #"{"query":[]}"#)
  }

  @Test func encodingIsTheSameBytesEveryTime() throws {
    let request = RemoteRequest(mutation: [.addAnimal(name: "Eagle", diet: .carnivorous, categoryId: "Bird")])
    let first = try request.json
    for _ in 0..<20 { #expect(try request.json == first) }
    #expect(String(decoding: first, as: UTF8.self) == #"{"mutation":[{"addAnimal":{"categoryId":"Bird","diet":"Carnivore","name":"Eagle"}}]}"#)
  }

  @Test(arguments: [
    #"{"queries": [{"animals": {}}]}"#, #"{"query": [{"dogs": {}}]}"#, #"{"query": {"animals": {}}}"#,
    #"{"mutation": [{"addAnimal": {"name": "Eagle", "diet": "Meat", "categoryId": "Bird"}}]}"#,
    #"{"mutation": [{"deleteAnimal": {}}]}"#, "[]",
  ])
  func aRequestOfAnotherShapeIsRefused(_ body: String) {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(RemoteRequest.self, from: Data(body.utf8)) }
  }

  @Test func theSampleAnswersMatchTheBooksTranscript() throws {
    let categories = RemoteResponse(query: [.categories(categories: Category.samples)])
    let animals = RemoteResponse(query: [.animals(animals: Animal.samples)])
    let eagle = Animal(animalId: "467D0044-4BB9-4C28-A10B-E87A2C328034", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    let added = RemoteResponse(mutation: [.addAnimal(animal: eagle)])

    #expect(try Self.normalized(categories.json) == Self.normalized(Self.bookCategories))
    #expect(try Self.normalized(animals.json) == Self.normalized(Self.bookAnimals))
    #expect(try Self.normalized(added.json) == Self.normalized(Self.bookAddedEagle))
  }

  /// The book's answers, whitespace removed, lists in the book's order.
  static let bookCategories = """
    {"query":[{"categories":{"categories":[{"categoryId":"Mammal","name":"Mammal"},{"name":"Bird","categoryId":"Bird"},\
    {"categoryId":"Amphibian","name":"Amphibian"},{"categoryId":"Invertebrate","name":"Invertebrate"},\
    {"categoryId":"Fish","name":"Fish"},{"categoryId":"Reptile","name":"Reptile"}]}}]}
    """
  static let bookAnimals = """
    {"query":[{"animals":{"animals":[{"diet":"Herbivore","name":"Southern gibbon","categoryId":"Mammal","animalId":"Bibbon"},\
    {"diet":"Carnivore","categoryId":"Amphibian","name":"Newt","animalId":"Newt"},\
    {"animalId":"Cat","categoryId":"Mammal","diet":"Carnivore","name":"Cat"},\
    {"name":"House sparrow","animalId":"Sparrow","diet":"Omnivore","categoryId":"Bird"},\
    {"categoryId":"Mammal","animalId":"Kangaroo","name":"Red kangaroo","diet":"Herbivore"},\
    {"name":"Dog","animalId":"Dog","categoryId":"Mammal","diet":"Carnivore"}]}}]}
    """
  static let bookAddedEagle = """
    {"mutation":[{"addAnimal":{"animal":{"animalId":"467D0044-4BB9-4C28-A10B-E87A2C328034","diet":"Carnivore",\
    "categoryId":"Bird","name":"Eagle"}}}]}
    """

  /// `json` re-serialized with sorted keys and every list of objects sorted by its text, so only
  /// content is compared.
  static func normalized(_ json: Data) throws -> String {
    func sortLists(_ value: Any) -> Any {
      if let object = value as? [String: Any] { return object.mapValues(sortLists) }
      if let list = value as? [Any] {
        return list.map(sortLists).sorted { Self.text($0) < Self.text($1) }
      }
      return value
    }
    return Self.text(sortLists(try JSONSerialization.jsonObject(with: json)))
  }

  static func normalized(_ json: String) throws -> String {
    try Self.normalized(Data(json.utf8))
  }

  private static func text(_ value: Any) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
