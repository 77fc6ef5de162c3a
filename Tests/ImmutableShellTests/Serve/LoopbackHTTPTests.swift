import Foundation
@testable import ImmutableShell
import TestSupport
import Testing

/// `:http`'s client, over real sockets: an answer's status and body, what is not an answer refused
/// in the remote stores' words, and what the command cannot ask.
@MainActor @Suite struct LoopbackHTTPTests {
  private func port(of server: FaultyLoopbackServer) -> Int {
    server.url.port ?? 0
  }

  @Test func aPlainAnswerGivesItsStatusAndBody() async throws {
    let server = try FaultyLoopbackServer(.status(200, body: "{\"value\":1}"))
    defer { server.stop() }
    let answer = try await LoopbackHTTP.request("GET", "/counter", port: self.port(of: server))
    #expect(answer == LoopbackHTTP.Answer(status: 200, body: "{\"value\":1}"))
  }

  @Test func aChunkedBodyIsJoined() async throws {
    let server = try FaultyLoopbackServer(
      .raw("HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nnot \r\n5\r\nfound\r\n0\r\n\r\n"))
    defer { server.stop() }
    let answer = try await LoopbackHTTP.request("GET", "/x", port: self.port(of: server))
    #expect(answer == LoopbackHTTP.Answer(status: 404, body: "not found"))
  }

  /// The remote stores' bounded reader refuses what is not HTTP, and an endless body, with the
  /// address in the sentence.
  @Test(arguments: [
    (FaultyLoopbackServer.Behaviour.raw("SSH-2.0 x\r\n\r\n"), "sent a malformed HTTP answer"),
    (.endless(head: "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n", piece: "10000\r\n" + String(repeating: "x", count: 65_536) + "\r\n"),
     "sent an answer over"),
    (.hangUp, "was lost before it answered"),
  ])
  func whatIsNotAnAnswerIsRefused(_ behaviour: FaultyLoopbackServer.Behaviour, _ sentence: String) async throws {
    let server = try FaultyLoopbackServer(behaviour)
    defer { server.stop() }
    let port = self.port(of: server)
    let error = await #expect(throws: Diagnostic.self) { try await LoopbackHTTP.request("GET", "/x", port: port) }
    #expect(error?.message.contains("127.0.0.1:\(port) \(sentence)") == true, "\(String(describing: error?.message))")
  }

  @Test(arguments: [
    (":http GET http://example.com:80/x", "not a loopback URL"),
    (":http FETCH /x", "expected :http GET|POST|PUT|DELETE PATH"),
    (":http GET", "expected :http GET|POST|PUT|DELETE PATH"),
  ])
  func whatItCannotAskIsRefused(_ line: String, _ message: String) async {
    let harness = ShellHarness()
    let (failure, _) = await harness.fails(line, kind: .command)
    #expect(failure?.message.contains(message) == true, "\(String(describing: failure?.message))")
  }

  @Test func nothingListeningIsSaid() async throws {
    let harness = ShellHarness()
    // Port 1 on loopback: nothing of ours listens there.
    let (failure, _) = await harness.fails(":http GET http://127.0.0.1:1/counter", kind: .command)
    #expect(failure?.message == "could not connect to 127.0.0.1:1")
  }
}
