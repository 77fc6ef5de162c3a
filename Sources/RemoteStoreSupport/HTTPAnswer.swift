import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Reads an HTTP/1.1 answer received whole (the request asked the server to close after it):
/// the status line, the headers, and a body framed by `Content-Length`, chunks, or the close.
enum HTTPAnswer {
  /// - Throws: `URLError(.badServerResponse)` for what is not an HTTP answer,
  ///   `URLError(.networkConnectionLost)` for a body cut short.
  static func parse(_ raw: [UInt8], url: URL) throws -> (Foundation.Data, URLResponse) {
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    guard let end = Self.find(separator, in: raw, from: 0) else { throw URLError(.badServerResponse) }
    let lines = String(decoding: raw[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let status = lines[0].split(separator: " ", maxSplits: 2)
    guard status.count >= 2, status[0].hasPrefix("HTTP/1."), let code = Int(status[1]) else { throw URLError(.badServerResponse) }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let field = { (name: String) in headers.first { $0.key.lowercased() == name }?.value }
    var body = Array(raw[(end + separator.count)...])
    if field("transfer-encoding")?.lowercased().contains("chunked") == true {
      body = try Self.unchunked(body)
      headers = headers.filter { $0.key.lowercased() != "transfer-encoding" }
    } else if let length = field("content-length").flatMap(Int.init) {
      guard body.count >= length else { throw URLError(.networkConnectionLost) }
      body = Array(body.prefix(length))
    }
    guard let response = HTTPURLResponse(url: url, statusCode: code, httpVersion: "HTTP/1.1", headerFields: headers) else {
      throw URLError(.badServerResponse)
    }
    return (Foundation.Data(body), response)
  }

  /// The body of a chunked transfer: each chunk's hexadecimal size line, its bytes, until size 0.
  static func unchunked(_ bytes: [UInt8]) throws -> [UInt8] {
    var body: [UInt8] = []
    var at = 0
    let newline: [UInt8] = Array("\r\n".utf8)
    while true {
      guard let lineEnd = Self.find(newline, in: bytes, from: at) else { throw URLError(.networkConnectionLost) }
      let sizeText = String(decoding: bytes[at..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
      guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else { throw URLError(.badServerResponse) }
      at = lineEnd + newline.count
      if size == 0 { return body }
      guard at + size <= bytes.count else { throw URLError(.networkConnectionLost) }
      body += bytes[at..<(at + size)]
      at += size + newline.count
    }
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
    return (start...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
  }
}
