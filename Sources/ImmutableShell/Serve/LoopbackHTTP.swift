import Foundation
import RemoteStoreSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request to a loopback address, for `:http`, through the client the remote stores use
/// (`PlainHTTPClient`: its bounded answer reader, its deadline, its failure sentences).
enum LoopbackHTTP {
  /// An answer: the status and the body as text.
  struct Answer: Equatable {
    let status: Int
    let body: String
  }

  /// Sends `method path` to `127.0.0.1:port` and reads the answer within `seconds`.
  ///
  /// - Throws: a `Diagnostic` saying what failed (connecting, a timeout, an answer that is not
  ///   HTTP or is too large), naming the address.
  static func request(_ method: String, _ path: String, port: Int, seconds: TimeInterval = 10) async throws -> Answer {
    let address = "127.0.0.1:\(port)"
    guard let url = URL(string: "http://\(address)\(path)") else {
      throw Diagnostic(.command, "'\(path)' is not a path of a URL")
    }
    var request = URLRequest(url: url)
    request.httpMethod = method
    do {
      let (body, response) = try await PlainHTTPClient.send(request, timeout: seconds)
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      return Answer(status: status, body: String(decoding: body, as: UTF8.self))
    } catch {
      let service = RemoteService(name: address, content: "an answer")
      throw Diagnostic(.command, service.connectionError(for: error).message)
    }
  }
}
