import AnimalsData
import AnimalsDataServer
import Foundation
import Testing

/// The server's handler in process: a body in, JSON or a refusal out, against an in-memory store.
@Suite struct APIResponderTests {
  static func responder() throws -> APIResponder {
    APIResponder(store: try LocalStore<UUID>(isStoredInMemoryOnly: true, makeID: SeededIDGenerator.makeID(seed: 15)))
  }

  static func answer(_ body: String, with responder: APIResponder) async throws(APIError) -> String {
    String(decoding: try await responder.answer(Data(body.utf8)).json, as: UTF8.self)
  }

  @Test func theBooksCategoriesQueryIsAnsweredWithEveryCategory() async throws {
    let json = try await Self.answer(#"{"query": [ {"categories": {}} ]}"#, with: try Self.responder())
    #expect(json.hasPrefix(#"{"query":[{"categories":{"categories":[{"categoryId":"Amphibian","name":"Amphibian"},"#))
    #expect(json.components(separatedBy: "categoryId").count - 1 == 6)
  }

  @Test func anAddedAnimalGetsTheSeededId() async throws {
    let json = try await Self.answer(
      #"{"mutation":[{"addAnimal":{"name":"Eagle","diet":"Carnivore","categoryId":"Bird"}}]}"#, with: try Self.responder())
    let id = SeededIDGenerator(seed: 15).nextID()
    #expect(json == #"{"mutation":[{"addAnimal":{"animal":{"animalId":"\#(id)","categoryId":"Bird","diet":"Carnivore","name":"Eagle"}}}]}"#)
  }

  /// The wire's bytes, pinned: keys sorted, `/` and non-ASCII as they are, `"` and `\` escaped,
  /// whatever spacing and escapes the request used.
  @Test func anAnswerIsWrittenInTheWiresFixedSpelling() async throws {
    let body = "{ \"mutation\" : [ {\"addAnimal\": {\"categoryId\": \"Bird\", \"diet\": \"Carnivore\",\n"
      + #"  "name": "Kiwi\u00e9 a/b \"the\" \\ 😀"}} ] }"#
    let json = try await Self.answer(body, with: try Self.responder())
    let id = SeededIDGenerator(seed: 15).nextID()
    let name = #"Kiwié a/b \"the\" \\ 😀"#
    #expect(json == #"{"mutation":[{"addAnimal":{"animal":{"animalId":"\#(id)","categoryId":"Bird","diet":"Carnivore","name":"\#(name)"}}}]}"#)
  }

  /// A refused body, and the status, code and sentence it gets.
  struct Refusal: Sendable, CustomTestStringConvertible {
    let name: String
    let body: String
    let status: Int
    let code: String
    let sentence: String
    var testDescription: String { self.name }

    static let all = [
      Refusal(
        name: "malformed JSON", body: #"{"query": ["#, status: 400, code: "badRequest",
        sentence: "the body is not an Animals request: malformed JSON"),
      Refusal(
        name: "an empty body", body: "", status: 400, code: "badRequest",
        sentence: "the body is not an Animals request: malformed JSON"),
      Refusal(
        name: "an unknown key", body: #"{"queries": []}"#, status: 400, code: "badRequest",
        sentence: #"the body is not an Animals request: queries: unknown key "queries"; expected query or mutation"#),
      Refusal(
        name: "a missing field", body: #"{"mutation": [{"deleteAnimal": {}}]}"#, status: 400, code: "badRequest",
        sentence: "the body is not an Animals request: mutation[0].deleteAnimal.animalId is missing"),
      Refusal(
        name: "an unknown diet", body: #"{"mutation": [{"addAnimal": {"name": "E", "diet": "Meat", "categoryId": "Bird"}}]}"#,
        status: 400, code: "badRequest",
        sentence: "the body is not an Animals request: mutation[0].addAnimal.diet: Cannot initialize Diet from invalid String value Meat"),
      Refusal(
        name: "an update of an unknown animal",
        body: #"{"mutation": [{"updateAnimal": {"animalId": "Ghost", "name": "G", "diet": "Carnivore", "categoryId": "Fish"}}]}"#,
        status: 404, code: "animalNotFound", sentence: #"animal not found: "Ghost""#),
      Refusal(
        name: "an empty request", body: "{}", status: 400, code: "badRequest",
        sentence: "the body is not an Animals request: it holds neither a query nor a mutation list"),
      Refusal(
        name: "a null list", body: #"{"query": null}"#, status: 400, code: "badRequest",
        sentence: "the body is not an Animals request: query has the wrong type"),
      Refusal(
        name: "an unknown field", body: #"{"mutation": [{"deleteAnimal": {"animalId": "Dog", "force": true}}]}"#,
        status: 400, code: "badRequest", sentence: #"the body is not an Animals request: mutation[0].deleteAnimal.force: unknown key "force""#),
      Refusal(
        name: "a field on a query", body: #"{"query": [{"animals": {"categoryId": "Bird"}}]}"#, status: 400, code: "badRequest",
        sentence: #"the body is not an Animals request: query[0].animals.categoryId: unknown key "categoryId""#),
      Refusal(
        name: "two cases in one", body: #"{"query": [{"animals": {}, "categories": {}}]}"#, status: 400, code: "badRequest",
        sentence: "the body is not an Animals request: query[0]: expected exactly one key, one of categories, animals"),
      Refusal(
        name: "an empty name", body: #"{"mutation": [{"addAnimal": {"name": "", "diet": "Carnivore", "categoryId": "Bird"}}]}"#,
        status: 400, code: "badRequest", sentence: "the body is not an Animals request: mutation[0].addAnimal.name: an animal's name cannot be blank"),
      Refusal(
        name: "a whitespace name",
        body: #"{"mutation": [{"reloadSampleData": {}}, {"updateAnimal": {"animalId": "Cat", "name": " \u3000\n", "diet": "Carnivore", "categoryId": "Mammal"}}]}"#,
        status: 400, code: "badRequest",
        sentence: "the body is not an Animals request: mutation[1].updateAnimal.name: an animal's name cannot be blank"),
      Refusal(
        name: "a NUL in a name", body: #"{"mutation": [{"addAnimal": {"name": "E\u0000", "diet": "Carnivore", "categoryId": "Bird"}}]}"#,
        status: 400, code: "badRequest",
        sentence: "the body is not an Animals request: mutation[0].addAnimal.name: an animal's name cannot hold a NUL character"),
      Refusal(
        name: "an add to an unknown category",
        body: #"{"mutation": [{"addAnimal": {"name": "Eagle", "diet": "Carnivore", "categoryId": "Nowhere"}}]}"#,
        status: 422, code: "categoryNotFound", sentence: #"category not found: "Nowhere""#),
      Refusal(
        name: "an update to an unknown category",
        body: #"{"mutation": [{"updateAnimal": {"animalId": "Cat", "name": "Cat", "diet": "Carnivore", "categoryId": ""}}]}"#,
        status: 422, code: "categoryNotFound", sentence: #"category not found: """#),
      Refusal(
        name: "a delete of an unknown animal", body: #"{"mutation": [{"deleteAnimal": {"animalId": "Ghost"}}]}"#,
        status: 404, code: "animalNotFound", sentence: #"animal not found: "Ghost""#),
    ]
  }

  @Test(arguments: Refusal.all)
  func aBadRequestIsRefusedWithItsStatusCodeAndSentence(_ row: Refusal) async throws {
    let error = await #expect(throws: APIError.self) { try await Self.answer(row.body, with: try Self.responder()) }
    #expect(error?.statusCode == row.status)
    #expect(error?.code == row.code)
    #expect(error?.description == row.sentence)
  }

  @Test func aRequestWhoseSecondMutationFailsChangesNothing() async throws {
    let responder = try Self.responder()
    let body = #"{"mutation":[{"deleteAnimal":{"animalId":"Dog"}},{"deleteAnimal":{"animalId":"Ghost"}}]}"#

    await #expect(throws: APIError.self) { try await Self.answer(body, with: responder) }

    #expect(try await responder.store.fetchAnimalsQuery().contains(.dog))
  }

  @Test(arguments: [
    (#"{"query":[{"categories":{}},{"animals":{}}]}"#, "query categories, animals"),
    (#"{"mutation":[{"reloadSampleData":{}}],"query":[]}"#, "query [] · mutation reloadSampleData"),
  ])
  func theLogSummarySaysWhatWasAsked(_ body: String, _ summary: String) async throws {
    #expect(try await Self.responder().answer(Data(body.utf8)).summary == summary)
  }
}

extension SeededIDGenerator {
  /// The generator's next id, on a copy.
  fileprivate func nextID() -> String {
    var copy = self
    return copy.next()
  }
}
