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

  func parse(_ text: String, limits: HTTPAnswerReader.Limits = .standard) throws -> (body: String, response: HTTPURLResponse) {
    let (data, response) = try HTTPAnswer.parse(Array(text.utf8), url: Self.url, limits: limits)
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

  @Test func nothingAtAllIsABadServerResponse() {
    #expect(throws: URLError(.badServerResponse)) { try self.parse("") }
  }

  @Test func headersWithoutTheirEndAreACutShortAnswer() {
    #expect(throws: URLError(.networkConnectionLost)) { try self.parse("HTTP/1.1 200 OK\r\nServer: x") }
  }

  /// Each framing that crashed or misled the first parser (issue 37), and the rest of RFC 9112's
  /// rules a recipient must enforce, refused with a sentence that names no value the server sent.
  @Test(arguments: [
    ("HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\n{}", "a Content-Length that is not a number"),
    ("HTTP/1.1 200 OK\r\nContent-Length: +2\r\n\r\n{}", "a Content-Length that is not a number"),
    ("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}", "Content-Length given different values"),
    ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n-5\r\n{}\r\n0\r\n\r\n", "a chunk size that is not hexadecimal"),
    ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n\r\n", "a chunk size that is not hexadecimal"),
    ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nab\r\n0\r\n\r\n", "a chunk longer than its size"),
    ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Length: 2\r\n\r\n", "both Content-Length and Transfer-Encoding"),
    ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked, gzip\r\n\r\n", "chunked applied twice or not last"),
    ("garbage\r\n\r\n", "no HTTP/1 status line"),
    ("HTTP/2 200 OK\r\n\r\n", "no HTTP/1 status line"),
    ("HTTP/1.1 OK\r\n\r\n", "a status code that is not three digits from 100 to 599"),
    ("HTTP/1.1 -200 OK\r\n\r\n", "a status code that is not three digits from 100 to 599"),
    ("HTTP/1.1 200 OK\r\nno colon\r\n\r\n", "a header line without a colon"),
    ("HTTP/1.1 200 OK\r\nBad Name: x\r\n\r\n", "a header name that is not a token"),
    ("HTTP/1.1 200 OK\r\n folded: x\r\n\r\n", "a header name that is not a token"),
    ("HTTP/1.1 200 OK\r\nX: a\rb\r\n\r\n", "a header value holding a carriage return or NUL"),
  ])
  func malformedAnswersAreRefused(text: String, reason: String) {
    #expect(throws: HTTPAnswerError.malformed(reason)) { try self.parse(text) }
  }

  @Test(arguments: [
    "HTTP/1.1 200 OK\r\nContent-Length: 11\r\n\r\n",
    "HTTP/1.1 200 OK\r\nContent-Length: 99999999999999999999999999\r\n\r\n",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n7fffffffffffffff\r\n",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffffffffffff\r\n",
    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n6\r\n123456\r\n6\r\n123456\r\n",
    "HTTP/1.1 200 OK\r\n\r\n12345678901",
  ])
  func aBodyOverTheLimitIsRefusedBeforeItIsRead(text: String) {
    #expect(throws: HTTPAnswerError.bodyTooLarge(limit: 10)) { try self.parse(text, limits: .init(head: 1024, body: 10)) }
  }

  @Test func chunksTooSmallAreRefusedOnceTheirFramingPassesItsLimit() {
    let text = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + String(repeating: "1\r\nz\r\n", count: 60_000)
    #expect(throws: HTTPAnswerError.malformed("over 256 KiB of chunk sizes and line ends")) { try self.parse(text) }
  }

  @Test func headersOverTheLimitAreRefused() {
    let text = "HTTP/1.1 200 OK\r\n" + String(repeating: "X-Pad: 0123456789\r\n", count: 10) + "\r\n"
    #expect(throws: HTTPAnswerError.headTooLarge(limit: 100)) { try self.parse(text, limits: .init(head: 100, body: 10)) }
  }

  @Test func bytesAfterACompleteAnswerAreNotRead() throws {
    var reader = HTTPAnswerReader()
    try reader.consume(Array("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}".utf8))
    #expect(reader.isComplete)
    try reader.consume(Array("garbage that is never parsed".utf8))
    let (data, _) = try reader.answer(url: Self.url)
    #expect(data == Data("{}".utf8))
  }

  @Test func anAnswerFedByteByByteIsTheSameAnswer() throws {
    let text = "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\nX-A: 1\r\nx-a: 2\r\n\r\n"
      + "2\r\n{}\r\n0\r\nTrailer: t\r\n\r\n"
    var reader = HTTPAnswerReader()
    for byte in text.utf8 { try reader.consume(CollectionOfOne(byte)) }
    let (data, response) = try reader.answer(url: Self.url)
    let http = try #require(response as? HTTPURLResponse)
    #expect(data == Data("{}".utf8))
    #expect(http.statusCode == 201, "the interim 100 is skipped")
    #expect(http.value(forHTTPHeaderField: "X-A") == "1, 2", "repeated fields are joined, none lost")
    #expect(reader.headers.map(\.name) == ["Transfer-Encoding", "X-A", "x-a"])
  }

  @Test func bareLineFeedsEndLinesToo() throws {
    #expect(try self.parse("HTTP/1.1 200 OK\nContent-Length: 2\n\n{}").body == "{}")
  }

  @Test func noContentHasNoBody() throws {
    #expect(try self.parse("HTTP/1.1 204 No Content\r\n\r\n").body == "")
  }
}
