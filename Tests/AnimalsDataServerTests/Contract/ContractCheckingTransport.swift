import AnimalsData
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real transport, with every exchange checked against the OpenAPI document: what
/// `RemoteStore` sends and gets in the live tests is held to the published contract.
struct ContractCheckingTransport: NetworkSessionURLSession {
  let transport: HTTPTransport

  func dataAndResponse(for request: URLRequest) async throws -> (Data, URLResponse) {
    let (data, response) = try await self.transport.dataAndResponse(for: request)
    if let http = response as? HTTPURLResponse {
      OpenAPIContract.record(
        method: request.httpMethod ?? "GET", url: request.url, requestBody: request.httpBody, response: http, body: data)
    }
    return (data, response)
  }
}

extension OpenAPIContract {
  /// Records an issue for each way the exchange breaks the document.
  static func record(
    method: String, url: URL?, requestBody: Data?, response: HTTPURLResponse, body: Data,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let exchange = Exchange(
      method: method, path: url?.path ?? "/", requestBody: requestBody, status: response.statusCode,
      contentType: response.value(forHTTPHeaderField: "Content-Type"), allow: response.value(forHTTPHeaderField: "Allow"),
      responseBody: body)
    for problem in Self.shared.problems(in: exchange) {
      Issue.record("the OpenAPI document does not hold: \(problem)", sourceLocation: sourceLocation)
    }
  }
}
