import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Reads an HTTP/1.1 answer as its bytes arrive: the status line, the headers, and a body framed
/// by `Content-Length`, by chunks, or by the close.
///
/// Every step is bounded, so a hostile server costs at most `limits` in memory and a pass over
/// each byte in time: the head (status line, headers, a chunked body's trailers) may not exceed
/// `limits.head` bytes, the body `limits.body` bytes, and a number it announces (a length, a chunk
/// size) is checked against what is left before anything is read or reserved for it.
///
/// ```swift
/// var reader = HTTPAnswerReader()
/// while !reader.isComplete, let bytes = receive() { try reader.consume(bytes) }
/// let (body, response) = try reader.answer(url: url)   // at the close, or once complete
/// ```
package struct HTTPAnswerReader {
  /// The most an answer may hold.
  package struct Limits: Sendable {
    /// Bytes of status line, headers and trailers together (interim 1xx heads included).
    package var head: Int
    /// Bytes of body, after the chunks are joined.
    package var body: Int

    /// 64 KiB of head, 32 MiB of body: a week of USGS quakes is 1.5 MB.
    package static let standard = Limits(head: 64 * 1024, body: 32 * 1024 * 1024)

    /// Limits of `head` and `body` bytes.
    package init(head: Int, body: Int) {
      self.head = head
      self.body = body
    }
  }

  /// Where the reader is in the answer.
  private enum Stage: Equatable {
    case head
    case fixedBody(left: Int)
    case bodyUntilClose
    case chunkSize
    case chunkData(left: Int)
    case chunkDataEnd
    case trailers
    case complete
  }

  /// The longest chunk-size line (hexadecimal size and extensions) a chunked body may use.
  package static let chunkLineLimit = 4096

  /// The most bytes of chunk framing (size lines and line ends) a body may use: one-byte chunks
  /// are six bytes on the wire each, and 32 MiB of them took longer to read than the timeout.
  /// 256 KiB is some 30,000 chunks: 1 KiB each at least for a body at the 32 MiB limit.
  package static let chunkFramingLimit = 256 * 1024

  package let limits: Limits
  private var stage = Stage.head
  /// The line being read (head, chunk size, trailers), without its line feed.
  private var line: [UInt8] = []
  /// Head bytes read so far, interim heads and trailers included.
  private var headBytes = 0
  /// Chunk size lines and the line ends after chunks read so far.
  private var framingBytes = 0
  private var status: Int?
  /// The headers in the order they came, duplicates kept.
  package private(set) var headers: [(name: String, value: String)] = []
  private var body: [UInt8] = []

  package init(limits: Limits = .standard) {
    self.limits = limits
  }

  /// True once the framing says the answer is whole (no need to wait for the close).
  package var isComplete: Bool { self.stage == .complete }
}

extension HTTPAnswerReader {
  /// Reads the next bytes of the answer; bytes after a complete answer are ignored.
  ///
  /// - Throws: `HTTPAnswerError` for an answer that is malformed or over a limit.
  package mutating func consume(_ bytes: some Collection<UInt8>) throws(HTTPAnswerError) {
    var index = bytes.startIndex
    while index != bytes.endIndex {
      switch self.stage {
      case .fixedBody(let left):
        let taken = self.take(bytes, from: &index, upTo: left)
        self.stage = taken == left ? .complete : .fixedBody(left: left - taken)
      case .chunkData(let left):
        let taken = self.take(bytes, from: &index, upTo: left)
        self.stage = taken == left ? .chunkDataEnd : .chunkData(left: left - taken)
      case .bodyUntilClose:
        let taken = bytes.distance(from: index, to: bytes.endIndex)
        guard self.body.count + taken <= self.limits.body else { throw .bodyTooLarge(limit: self.limits.body) }
        self.body.append(contentsOf: bytes[index...])
        index = bytes.endIndex
      case .head, .chunkSize, .chunkDataEnd, .trailers:
        let byte = bytes[index]
        index = bytes.index(after: index)
        try self.lineByte(byte)
      case .complete:
        return
      }
    }
  }

  /// The answer, once complete or once the server closed the connection.
  ///
  /// - Throws: `URLError(.networkConnectionLost)` for an answer cut short by the close,
  ///   `URLError(.badServerResponse)` for nothing at all, `HTTPAnswerError` for what is not HTTP.
  package func answer(url: URL) throws -> (Foundation.Data, URLResponse) {
    switch self.stage {
    case .complete, .bodyUntilClose:
      break
    case .head where self.headBytes == 0 && self.line.isEmpty:
      throw URLError(.badServerResponse)
    case .trailers where self.line.isEmpty:
      break  // the last chunk came and the server closed without the final empty line
    default:
      throw URLError(.networkConnectionLost)
    }
    guard let status = self.status,
      let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: self.mergedHeaders)
    else { throw HTTPAnswerError.malformed("no status line") }
    return (Foundation.Data(self.body), response)
  }

  /// The headers one value per name, as `HTTPURLResponse` takes them: repeated fields joined
  /// with ", " (RFC 9110 §5.3), the framing ones dropped (the body handed on is unframed).
  private var mergedHeaders: [String: String] {
    var merged: [String: String] = [:]
    var spelling: [String: String] = [:]
    for (name, value) in self.headers where !["transfer-encoding", "content-length"].contains(name.lowercased()) {
      let key = spelling[name.lowercased(), default: name]
      spelling[name.lowercased()] = key
      merged[key] = merged[key].map { "\($0), \(value)" } ?? value
    }
    merged["Content-Length"] = String(self.body.count)
    return merged
  }
}

extension HTTPAnswerReader {
  /// Appends up to `count` body bytes from `index` on, and returns how many it took.
  private mutating func take<Bytes: Collection<UInt8>>(_ bytes: Bytes, from index: inout Bytes.Index, upTo count: Int) -> Int {
    let end = bytes.index(index, offsetBy: count, limitedBy: bytes.endIndex) ?? bytes.endIndex
    let taken = bytes.distance(from: index, to: end)
    self.body.append(contentsOf: bytes[index..<end])
    index = end
    return taken
  }

  /// One byte of a line-based stage; a line feed ends the line (a carriage return before it is dropped).
  private mutating func lineByte(_ byte: UInt8) throws(HTTPAnswerError) {
    switch self.stage {
    case .head, .trailers:
      self.headBytes += 1
      guard self.headBytes <= self.limits.head else { throw .headTooLarge(limit: self.limits.head) }
    default:
      guard self.line.count < Self.chunkLineLimit else { throw .malformed("a chunk-size line over \(Self.chunkLineLimit) bytes") }
      self.framingBytes += 1
      guard self.framingBytes <= Self.chunkFramingLimit else {
        throw .malformed("over \(HTTPAnswerError.size(Self.chunkFramingLimit)) of chunk sizes and line ends")
      }
    }
    guard byte == UInt8(ascii: "\n") else {
      self.line.append(byte)
      return
    }
    if self.line.last == UInt8(ascii: "\r") { self.line.removeLast() }
    defer { self.line.removeAll(keepingCapacity: true) }
    switch self.stage {
    case .chunkSize:
      let size = try HTTPAnswerHead.chunkSize(of: self.line)
      guard size <= self.limits.body - self.body.count else { throw .bodyTooLarge(limit: self.limits.body) }
      self.stage = size == 0 ? .trailers : .chunkData(left: size)
    case .chunkDataEnd:
      guard self.line.isEmpty else { throw .malformed("a chunk longer than its size") }
      self.stage = .chunkSize
    default:
      try self.lineEnded(String(decoding: self.line, as: UTF8.self))
    }
  }

  /// A line of the head or of the trailers.
  private mutating func lineEnded(_ text: String) throws(HTTPAnswerError) {
    switch self.stage {
    case .head where self.status == nil:
      self.status = try HTTPAnswerHead.status(of: text)
    case .head where text.isEmpty:
      try self.headEnded()
    case .head:
      self.headers.append(try HTTPAnswerHead.field(of: text))
    case .trailers:
      if text.isEmpty { self.stage = .complete } else { _ = try HTTPAnswerHead.field(of: text) }
    default:
      break
    }
  }

  /// The empty line after the headers: decides how the body is framed.
  private mutating func headEnded() throws(HTTPAnswerError) {
    guard let status = self.status else { return }
    if (100...199).contains(status) {
      // An interim answer (100 Continue): the real one follows.
      self.status = nil
      self.headers = []
      return
    }
    let framing = try HTTPAnswerHead.framing(of: self.headers, status: status)
    switch framing {
    case .none: self.stage = .complete
    case .chunked: self.stage = .chunkSize
    case .untilClose: self.stage = .bodyUntilClose
    case .length(let length):
      guard length <= self.limits.body else { throw .bodyTooLarge(limit: self.limits.body) }
      self.stage = length == 0 ? .complete : .fixedBody(left: length)
    }
  }
}
