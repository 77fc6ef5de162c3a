import Foundation
import Testing
import TestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where the built executables are: `$name` when set; else beside the running test bundle (the
/// build folder of whatever `--scratch-path` built it); else `.build/debug/<product>`.
enum Binaries {
  static func path(environment name: String, product: String) -> URL {
    if let path = ProcessInfo.processInfo.environment[name], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    if let sibling = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent(product),
      FileManager.default.isExecutableFile(atPath: sibling.path)
    {
      return sibling
    }
    return PackagePaths.root.appendingPathComponent(".build/debug/\(product)")
  }

  /// `$ANIMALS_SERVER_BIN`, see `path(environment:product:)`.
  static var server: URL { path(environment: "ANIMALS_SERVER_BIN", product: "AnimalsDataServer") }
  /// `$ANIMALS_CLIENT_BIN`, see `path(environment:product:)`.
  static var client: URL { path(environment: "ANIMALS_CLIENT_BIN", product: "AnimalsDataClient") }
}

/// A running `AnimalsDataServer` on a free loopback port, and the URL it printed. `stop()` it in a
/// `defer`.
struct RunningServer {
  let process: RunningProcess
  let url: URL

  /// Starts the server on port 0 over the store at `store` and waits for its `listening on` line.
  static func start(store: String, _ arguments: [String] = [], directory: URL? = nil) async throws -> Self {
    let process = try RunningProcess(
      Binaries.server, ["--port", "0", "--store", store] + arguments, directory: directory)
    guard await process.waitForOutput(containing: "\n", timeout: .seconds(30)) else {
      process.kill()
      throw StartError(transcript: process.errors)
    }
    let line = String(process.output.prefix { $0 != "\n" })
    let prefix = "listening on http://127.0.0.1:"
    guard line.hasPrefix(prefix), let port = Int(line.dropFirst(prefix.count)), port > 0,
      let url = URL(string: "http://127.0.0.1:\(port)")
    else {
      process.kill()
      throw StartError(transcript: "unexpected first line \(String(reflecting: line))")
    }
    return Self(process: process, url: url)
  }

  /// Kills the server (safe to call twice).
  func stop() { self.process.kill() }

  /// Why the server did not start.
  struct StartError: Error, CustomStringConvertible {
    let transcript: String
    var description: String { "AnimalsDataServer did not start: \(transcript)" }
  }
}

/// One raw HTTP exchange with the server, for what `RemoteStore` never sends.
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
    return Self(
      status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type"),
      allow: http.value(forHTTPHeaderField: "Allow"), body: data)
  }

  static func post(_ server: RunningServer, _ body: String) async throws -> Self {
    try await Self.send("POST", server.url.appendingPathComponent("animals/api"), body: Data(body.utf8))
  }
}
