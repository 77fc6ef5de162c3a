import AnimalsData
import Foundation
import Testing
import TestSupport

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

    #expect(try BookTranscript.normalized(categories.json) == BookTranscript.normalized(BookTranscript.categories))
    #expect(try BookTranscript.normalized(animals.json) == BookTranscript.normalized(BookTranscript.animals))
    #expect(try BookTranscript.normalized(added.json) == BookTranscript.normalized(BookTranscript.addedEagle))
  }
}
