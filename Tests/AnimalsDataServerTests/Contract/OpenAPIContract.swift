import Foundation
import TestSupport

/// The committed OpenAPI document of AnimalsDataServer, and what it promises about one exchange:
/// the request's status follows from whether its body conforms, and the answer's status, content
/// type and body are ones the document lists.
///
/// ```swift
/// let problems = OpenAPIContract.shared.problems(in: exchange)  // [] when the document holds
/// ```
struct OpenAPIContract: Sendable {
  /// The document's bytes, as committed.
  let bytes: Data
  /// The document, parsed.
  let document: JSONValue
  /// The validator over it.
  var validator: JSONSchemaValidator { JSONSchemaValidator(document: self.document) }

  /// The file the server embeds.
  static let file = PackagePaths.root.appendingPathComponent("Sources/AnimalsDataServer/openapi.json")

  /// The committed document.
  static let shared: Self = {
    guard let bytes = try? Data(contentsOf: Self.file), let document = JSONValue.parse(bytes) else {
      fatalError("\(Self.file.path) is missing or not JSON")
    }
    return Self(bytes: bytes, document: document)
  }()

  /// The body limit the document states for 413.
  static let bodyLimit = 1 << 20

  /// One request and its answer, as the document sees them.
  struct Exchange: Sendable {
    let method: String
    let path: String
    let requestBody: Data?
    let status: Int
    let contentType: String?
    let allow: String?
    let responseBody: Data
  }

  /// Every way `exchange` breaks the document; empty when it holds.
  func problems(in exchange: Exchange) -> [String] {
    let label = "\(exchange.method) \(exchange.path) → \(exchange.status)"
    guard let item = self.document["paths"]?[exchange.path] else {
      return self.refusal(exchange, status: 404, response: "NotFound").map { "\(label): \($0)" }
    }
    guard let operation = item[exchange.method.lowercased()] else {
      var found = self.refusal(exchange, status: 405, response: "MethodNotAllowed")
      if exchange.allow == nil { found.append("a 405 without Allow") }
      return found.map { "\(label): \($0)" }
    }
    return (self.requestProblems(exchange, operation) + self.answerProblems(exchange, operation)).map { "\(label): \($0)" }
  }

  /// Whether a schema-valid body got a refusal only a state can cause, and an invalid one a 400
  /// (or 413 when over the limit).
  private func requestProblems(_ exchange: Exchange, _ operation: JSONValue) -> [String] {
    guard let schema = operation["requestBody"]?["content"]?["application/json"]?["schema"] else { return [] }
    let body = exchange.requestBody ?? Data()
    if body.count > Self.bodyLimit {
      return exchange.status == 413 ? [] : ["a body over the limit was not answered 413"]
    }
    let valid = JSONValue.parse(body).map { self.validator.conforms($0, to: schema) } ?? false
    if valid, exchange.status == 400 { return ["a body the document admits was refused 400"] }
    if !valid, exchange.status != 400 {
      return ["a body the document refuses was answered \(exchange.status), not 400"]
    }
    return []
  }

  /// Whether the status is listed, and the content type and body are as the document says.
  private func answerProblems(_ exchange: Exchange, _ operation: JSONValue) -> [String] {
    guard var response = operation["responses"]?[String(exchange.status)] else { return ["the status is not documented"] }
    if case .string(let pointer)? = response["$ref"], let target = self.validator.resolve(pointer) { response = target }
    return self.bodyProblems(exchange, response)
  }

  /// A refusal outside the operations: `status`, and the body of `components.responses.<response>`.
  private func refusal(_ exchange: Exchange, status: Int, response: String) -> [String] {
    guard exchange.status == status else { return ["expected \(status)"] }
    guard let documented = self.document["components"]?["responses"]?[response] else { return ["no \(response) response"] }
    return self.bodyProblems(exchange, documented)
  }

  private func bodyProblems(_ exchange: Exchange, _ response: JSONValue) -> [String] {
    guard let schema = response["content"]?["application/json"]?["schema"] else { return ["no JSON schema for the answer"] }
    guard exchange.contentType?.lowercased().hasPrefix("application/json") == true else {
      return ["answered \(exchange.contentType ?? "no content type"), not application/json"]
    }
    guard let body = JSONValue.parse(exchange.responseBody) else { return ["the answer is not JSON"] }
    return self.validator.problems(in: body, schema: schema)
  }
}
