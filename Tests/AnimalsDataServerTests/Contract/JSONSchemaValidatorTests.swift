import Foundation
import Testing

/// The test-side validator accepts what conforms and, as much to the point, rejects what does not.
@Suite struct JSONSchemaValidatorTests {
  /// The Animals document, whose `$ref`s the rows use.
  static let validator = OpenAPIContract.shared.validator

  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let schema: String
    let value: String
    let conforms: Bool
    var testDescription: String { self.name }

    static let name = ##"{"$ref": "#/components/schemas/Name"}"##
    static let request = ##"{"$ref": "#/components/schemas/Request"}"##
    static let response = ##"{"$ref": "#/components/schemas/Response"}"##

    static let all = [
      Row(name: "a string is a string", schema: #"{"type": "string"}"#, value: #""x""#, conforms: true),
      Row(name: "a number is not a string", schema: #"{"type": "string"}"#, value: "1", conforms: false),
      Row(name: "1.0 is an integer", schema: #"{"type": "integer"}"#, value: "1.0", conforms: true),
      Row(name: "1.5 is not", schema: #"{"type": "integer"}"#, value: "1.5", conforms: false),
      Row(name: "a name", schema: name, value: #""Bald eagle""#, conforms: true),
      Row(name: "a name between spaces", schema: name, value: #"" E ""#, conforms: true),
      Row(name: "an empty name", schema: name, value: #""""#, conforms: false),
      Row(name: "a whitespace name", schema: name, value: #"" \t\n\u000b\u00a0\u3000\u2028""#, conforms: false),
      Row(name: "a NUL in a name", schema: name, value: #""Ea\u0000gle""#, conforms: false),
      Row(name: "a U+001C name (not White_Space)", schema: name, value: #""\u001c""#, conforms: true),
      Row(name: "the book's categories query", schema: request, value: #"{"query": [ {"categories": {}} ]}"#, conforms: true),
      Row(name: "an empty request", schema: request, value: "{}", conforms: false),
      Row(name: "an empty query list", schema: request, value: #"{"query": []}"#, conforms: true),
      Row(name: "a null list", schema: request, value: #"{"query": null}"#, conforms: false),
      Row(name: "an unknown member", schema: request, value: #"{"query": [], "queries": []}"#, conforms: false),
      Row(name: "two cases in one query", schema: request, value: #"{"query": [{"animals": {}, "categories": {}}]}"#, conforms: false),
      Row(name: "a field on a query", schema: request, value: #"{"query": [{"animals": {"x": 1}}]}"#, conforms: false),
      Row(
        name: "an unknown diet", schema: request,
        value: #"{"mutation": [{"addAnimal": {"name": "E", "diet": "Meat", "categoryId": "Bird"}}]}"#, conforms: false),
      Row(name: "a missing field", schema: request, value: #"{"mutation": [{"deleteAnimal": {}}]}"#, conforms: false),
      Row(
        name: "an answer with an extra field", schema: response,
        value: #"{"mutation": [{"deleteAnimal": {"animal": {"animalId": "Dog", "categoryId": "Mammal", "diet": "Carnivore", "name": "Dog", "age": 3}}}]}"#,
        conforms: false),
      Row(name: "an unresolvable $ref", schema: ##"{"$ref": "#/components/schemas/Zebra"}"##, value: "{}", conforms: false),
      Row(name: "a keyword it does not implement", schema: #"{"minLength": 1}"#, value: #""x""#, conforms: false),
    ]
  }

  @Test(arguments: Row.all)
  func aValueConformsOrNot(_ row: Row) {
    let problems = Self.validator.problems(in: .literal(row.value), schema: .literal(row.schema))
    #expect(problems.isEmpty == row.conforms, "\(problems)")
  }

  /// Exchanges the server must never have, each caught by the contract.
  @Test(arguments: [
    ("POST", "/animals/api", #"{"query":[{"categories":{}}]}"#, 400, #"{"error":{"code":"badRequest","message":"m"}}"#),
    ("POST", "/animals/api", #"{"queries":[]}"#, 200, #"{"query":[]}"#),
    ("POST", "/animals/api", #"{"query":[]}"#, 200, #"{"query":[],"extra":1}"#),
    ("POST", "/animals/api", #"{"query":[]}"#, 418, #"{"error":{"code":"httpError","message":"m"}}"#),
    ("POST", "/animals/api", #"{"mutation":[{"deleteAnimal":{"animalId":"Ghost"}}]}"#, 404, #"{"error":{"code":"notFound","message":"m"}}"#),
    ("POST", "/zebras", "{}", 405, #"{"error":{"code":"methodNotAllowed","message":"m"}}"#),
    ("GET", "/animals/api", "", 405, #"{"error":{"code":"methodNotAllowed","message":"m"}}"#),
  ])
  func theContractCatchesAnExchangeItDoesNotAllow(
    _ method: String, _ path: String, _ request: String, _ status: Int, _ answer: String
  ) {
    let exchange = OpenAPIContract.Exchange(
      method: method, path: path, requestBody: Data(request.utf8), status: status, contentType: "application/json",
      allow: nil, responseBody: Data(answer.utf8))
    #expect(!OpenAPIContract.shared.problems(in: exchange).isEmpty)
  }
}
