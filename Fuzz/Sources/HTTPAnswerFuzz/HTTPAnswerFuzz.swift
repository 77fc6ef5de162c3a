import Foundation
import FuzzSupport
import RemoteStoreSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The bytes a server may send, through the client's answer reader (issue 37): whatever they
/// are, reading ends in an answer or an error without trapping; an answer keeps to the limits;
/// and the outcome is the same whether the bytes come at once or in the pieces the first byte
/// picks (as `recv` may cut them).
@_cdecl("LLVMFuzzerTestOneInput")
public func httpAnswerFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = bytes(data, size)
  guard let first = input.first else { return 0 }
  let raw = Array(input.dropFirst())
  // Small limits, so the fuzzer reaches them with inputs of a few kilobytes.
  let limits = HTTPAnswerReader.Limits(head: 512, body: 1024)
  let whole = HTTPAnswerOutcome(reading: [raw[...]], limits: limits)
  let pieceSize = Int(first % 17) + 1
  let pieces = stride(from: 0, to: raw.count, by: pieceSize).map { raw[$0..<min($0 + pieceSize, raw.count)] }
  let split = HTTPAnswerOutcome(reading: pieces, limits: limits)
  invariant(whole == split, "whole: \(whole), in pieces of \(pieceSize): \(split)")
  if case .answer(let status, let body) = whole {
    invariant((100...599).contains(status), "status \(status)")
    invariant(body <= limits.body, "a body of \(body) bytes over the limit")
  }
  return 0
}

/// What reading gave, comparable.
enum HTTPAnswerOutcome: Equatable {
  case answer(status: Int, body: Int)
  case refused(HTTPAnswerError)
  case other(String)

  static let url = URL(string: "http://127.0.0.1:8080/animals/api")!

  init(reading pieces: [ArraySlice<UInt8>], limits: HTTPAnswerReader.Limits) {
    var reader = HTTPAnswerReader(limits: limits)
    do {
      for piece in pieces where !reader.isComplete { try reader.consume(piece) }
      let (body, response) = try reader.answer(url: Self.url)
      self = .answer(status: (response as? HTTPURLResponse)?.statusCode ?? -1, body: body.count)
    } catch let error as HTTPAnswerError {
      self = .refused(error)
    } catch {
      self = .other(String(describing: error))
    }
  }
}
