import Foundation
import Testing
import TestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One raw HTTP exchange with the server, for what `RemoteStore` never sends; each is checked
/// against the OpenAPI document (`OpenAPIContract`).
struct Exchange {
  let status: Int
  let contentType: String?
  let allow: String?
  let body: Data

  var text: String { String(decoding: self.body, as: UTF8.self) }

  /// The `{"error":{"code":…,"message":…}}` body's code and message.
  func error() throws -> (code: String, message: String) {
    let object = try #require(try JSONSerialization.jsonObject(with: self.body) as? [String: Any])
    let error = try #require(object["error"] as? [String: String])
    return (try #require(error["code"]), try #require(error["message"]))
  }

  static func send(_ method: String, _ url: URL, body: Data? = nil) async throws -> Self {
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.httpBody = body
    if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 10
    let (data, response) = try await URLSession(configuration: configuration).data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    OpenAPIContract.record(method: method, url: url, requestBody: body, response: http, body: data)
    return Self(
      status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type"),
      allow: http.value(forHTTPHeaderField: "Allow"), body: data)
  }

  static func post(_ server: RunningLoopbackServer, _ body: String) async throws -> Self {
    try await Self.send("POST", server.url.appendingPathComponent("animals/api"), body: Data(body.utf8))
  }
}
