import Foundation

/// A one-request HTTP/1.1 client for loopback addresses only, on a plain socket: enough for
/// `:http` to ask a local app what it serves, without linking an HTTP stack into the engine.
enum LoopbackHTTP {
  /// An answer: the status and the body as text.
  struct Answer: Equatable {
    let status: Int
    let body: String
  }

  /// Sends `method path` to `127.0.0.1:port` with `Connection: close` and reads the answer,
  /// waiting `seconds` at most for each read.
  ///
  /// - Throws: a `Diagnostic` saying what failed (connecting, a timeout, an answer that is not HTTP).
  static func request(_ method: String, _ path: String, port: Int, seconds: Int = 10) async throws -> Answer {
    try await withCheckedThrowingContinuation { continuation in
      let thread = Thread {
        continuation.resume(with: Result { try Self.exchange(method, path, port: port, seconds: seconds) })
      }
      thread.name = "imshell-http"
      thread.start()
    }
  }

  private static func exchange(_ method: String, _ path: String, port: Int, seconds: Int) throws -> Answer {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw Diagnostic(.command, "cannot open a socket: " + String(cString: strerror(errno))) }
    defer { close(fd) }
    var timeout = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw Diagnostic(.command, "could not connect to 127.0.0.1:\(port)") }
    let request = Array("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)
    guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else {
      throw Diagnostic(.command, "could not send the request to 127.0.0.1:\(port)")
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw Diagnostic(.command, "no answer from 127.0.0.1:\(port) in \(seconds) s") }
      if count == 0 { break }
      bytes += buffer[..<count]
    }
    return try Self.parse(String(decoding: bytes, as: UTF8.self))
  }

  /// The status line's code and the body after the head (chunks joined when the body is chunked).
  static func parse(_ text: String) throws -> Answer {
    guard let headEnd = text.range(of: "\r\n\r\n"), let statusLine = text[..<headEnd.lowerBound].split(separator: "\r\n").first
    else { throw Diagnostic(.command, "the answer is not HTTP") }
    let words = statusLine.split(separator: " ")
    guard words.count >= 2, words[0].hasPrefix("HTTP/1."), let status = Int(words[1]) else {
      throw Diagnostic(.command, "the answer is not HTTP: \(statusLine)")
    }
    let head = text[..<headEnd.lowerBound].lowercased()
    let body = String(text[headEnd.upperBound...])
    return Answer(status: status, body: head.contains("transfer-encoding: chunked") ? Self.unchunked(body) : body)
  }

  /// The chunks of a chunked body joined, read as bytes ("\r\n" is one `Character` in Swift).
  private static func unchunked(_ body: String) -> String {
    let bytes = Array(body.utf8)
    var index = 0
    var result: [UInt8] = []
    while let lineEnd = Self.crlf(in: bytes, from: index),
      let size = Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self), radix: 16), size > 0
    {
      let start = lineEnd + 2
      let end = min(start + size, bytes.count)
      result += bytes[start..<end]
      index = end + 2
    }
    return String(decoding: result, as: UTF8.self)
  }

  private static func crlf(in bytes: [UInt8], from index: Int) -> Int? {
    guard index < bytes.count - 1 else { return nil }
    return (index..<(bytes.count - 1)).first { bytes[$0] == 13 && bytes[$0 + 1] == 10 }
  }
}
