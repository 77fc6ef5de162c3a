@testable import ImmutableShell
import Testing

/// `:http`'s client reads an answer's status and body, and the command refuses what it cannot ask.
@MainActor @Suite struct LoopbackHTTPTests {
  @Test func aPlainAnswerGivesItsStatusAndBody() throws {
    let answer = try LoopbackHTTP.parse("HTTP/1.1 200 OK\r\nContent-Length: 12\r\n\r\n{\"value\":1}\n")
    #expect(answer == LoopbackHTTP.Answer(status: 200, body: "{\"value\":1}\n"))
  }

  @Test func aChunkedBodyIsJoined() throws {
    let answer = try LoopbackHTTP.parse("HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nnot \r\n5\r\nfound\r\n0\r\n\r\n")
    #expect(answer == LoopbackHTTP.Answer(status: 404, body: "not found"))
  }

  @Test(arguments: ["", "garbage", "SSH-2.0 x\r\n\r\n", "HTTP/1.1 abc\r\n\r\n"])
  func whatIsNotHTTPIsRefused(_ text: String) {
    #expect(throws: Diagnostic.self) { try LoopbackHTTP.parse(text) }
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
