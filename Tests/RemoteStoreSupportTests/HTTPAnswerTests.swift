import Foundation
@testable import RemoteStoreSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `HTTPAnswer` reads what `PlainHTTPClient` received: every framing a server may use, and the
/// ways an answer can be broken, as the same `URLError`s `URLSession` gives.
@Suite struct HTTPAnswerTests {
  static let url = URL(string: "http://127.0.0.1:8080/animals/api")!

  func parse(_ text: String) throws -> (body: String, response: HTTPURLResponse) {
    let (data, response) = try HTTPAnswer.parse(Array(text.utf8), url: Self.url)
    return (String(decoding: data, as: UTF8.self), try #require(response as? HTTPURLResponse))
  }

  @Test func aContentLengthFramesTheBody() throws {
    let answer = try self.parse("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}")
    #expect(answer.body == "{}")
    #expect(answer.response.statusCode == 200)
    #expect(answer.response.mimeType == "application/json")
  }

  @Test func chunksAreJoined() throws {
    let answer = try self.parse("HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n{\"a\r\n4;x=1\r\n\":1}\r\n0\r\n\r\n")
    #expect(answer.body == "{\"a\":1}")
    #expect(answer.response.statusCode == 404)
  }

  @Test func withoutFramingTheBodyRunsToTheClose() throws {
    #expect(try self.parse("HTTP/1.0 200 OK\r\n\r\nall of it").body == "all of it")
  }

  @Test func aBodyCutShortIsAConnectionLost() {
    #expect(throws: URLError(.networkConnectionLost)) {
      try self.parse("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n{}")
    }
  }

  @Test(arguments: ["", "garbage\r\n\r\n", "HTTP/1.1 OK\r\n\r\n", "HTTP/1.1 200 OK\r\nno end of headers"])
  func whatIsNotAnAnswerIsABadServerResponse(text: String) {
    #expect(throws: URLError(.badServerResponse)) { try self.parse(text) }
  }
}
