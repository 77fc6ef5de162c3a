import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Reads an HTTP/1.1 answer received whole, through `HTTPAnswerReader` as `PlainHTTPClient`
/// reads one arriving: for tests and the fuzz target, which hold the bytes already.
package enum HTTPAnswer {
  /// - Throws: `HTTPAnswerError` for what is not an HTTP answer or is over a limit,
  ///   `URLError(.networkConnectionLost)` for a body cut short, `URLError(.badServerResponse)`
  ///   for no bytes at all.
  package static func parse(
    _ raw: [UInt8], url: URL, limits: HTTPAnswerReader.Limits = .standard
  ) throws -> (Foundation.Data, URLResponse) {
    var reader = HTTPAnswerReader(limits: limits)
    try reader.consume(raw)
    return try reader.answer(url: url)
  }
}
