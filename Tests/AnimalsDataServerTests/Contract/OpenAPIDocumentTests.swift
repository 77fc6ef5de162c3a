import AnimalsData
import Foundation
import Testing
import TestSupport

/// The committed document: served as is, its examples (the book's curl bodies among them) valid
/// against its own schemas, and its claims about the wire types true of our encoders.
@Suite struct OpenAPIDocumentTests {
  static let contract = OpenAPIContract.shared

  @Test func theServerServesTheCommittedDocument() async throws {
    let folder = try TemporaryDirectory()
    let server = try await RunningLoopbackServer.animalsServer(store: folder.url.appendingPathComponent("a.sqlite").path)
    defer { server.stop() }

    let served = try await Exchange.send("GET", server.url.appendingPathComponent("openapi.json"))

    #expect(served.status == 200)
    #expect(served.contentType == "application/json; charset=utf-8")
    #expect(served.body == Self.contract.bytes)
  }

  @Test func itIsOpenAPI31WithTheOperationAndEveryRefusal() throws {
    let document = Self.contract.document
    #expect(document["openapi"] == .string("3.1.0"))
    let responses = try #require(document["paths"]?["/animals/api"]?["post"]?["responses"])
    for status in ["200", "400", "404", "413", "422", "500"] { #expect(responses[status] != nil, "\(status)") }
    for name in ["NotFound", "MethodNotAllowed"] { #expect(document["components"]?["responses"]?[name] != nil, "\(name)") }
  }

  /// Each named example under `content`, and the schema it must satisfy.
  static func examples(in content: JSONValue?) -> [(name: String, value: JSONValue, schema: JSONValue)] {
    guard let media = content?["application/json"], let schema = media["schema"] else { return [] }
    var found: [(String, JSONValue, JSONValue)] = []
    if case .object(let named)? = media["examples"] {
      for (name, example) in named.sorted(by: { $0.key < $1.key }) { found.append((name, example["value"] ?? .null, schema)) }
    }
    if let example = media["example"] { found.append(("example", example, schema)) }
    return found
  }

  @Test func everyExampleSatisfiesItsSchema() throws {
    let document = Self.contract.document
    let post = try #require(document["paths"]?["/animals/api"]?["post"])
    var examples = Self.examples(in: post["requestBody"]?["content"]) + Self.examples(in: post["responses"]?["200"]?["content"])
    if case .object(let responses)? = document["components"]?["responses"] {
      for (_, response) in responses.sorted(by: { $0.key < $1.key }) { examples += Self.examples(in: response["content"]) }
    }

    #expect(examples.count >= 15)
    for example in examples {
      let problems = Self.contract.validator.problems(in: example.value, schema: example.schema)
      #expect(problems.isEmpty, "\(example.name): \(problems)")
    }
  }

  @Test func theBooksAnswersAndOurEncodingSatisfyTheResponseSchema() throws {
    let schema = JSONValue.literal(##"{"$ref": "#/components/schemas/Response"}"##)
    let everyMutation = RemoteResponse(mutation: [
      .addAnimal(animal: .dog), .updateAnimal(animal: .cat), .deleteAnimal(animal: .newt),
      .reloadSampleData(animals: Animal.samples, categories: Category.samples),
    ])
    let bodies = [Data(BookTranscript.categories.utf8), Data(BookTranscript.animals.utf8), Data(BookTranscript.addedEagle.utf8), try everyMutation.json]
    for body in bodies {
      let value = try #require(JSONValue.parse(body))
      #expect(Self.contract.validator.problems(in: value, schema: schema).isEmpty)
    }
  }

  @Test func whatRemoteStoreSendsSatisfiesTheRequestSchema() throws {
    let schema = JSONValue.literal(##"{"$ref": "#/components/schemas/Request"}"##)
    let requests = [
      RemoteRequest(query: [.categories, .animals]),
      RemoteRequest(mutation: [
        .addAnimal(name: "Eagle", diet: .carnivorous, categoryId: "Bird"),
        .updateAnimal(animalId: "Cat", name: "Cat", diet: .omnivorous, categoryId: "Mammal"), .deleteAnimal(animalId: "Dog"),
        .reloadSampleData,
      ]),
    ]
    for request in requests {
      let value = try #require(JSONValue.parse(try request.json))
      #expect(Self.contract.validator.problems(in: value, schema: schema).isEmpty)
    }
  }
}
