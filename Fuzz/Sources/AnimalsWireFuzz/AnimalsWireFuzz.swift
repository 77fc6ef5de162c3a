import AnimalsData
import Foundation
import FuzzSupport
import TypedLiterals

/// One JSON body as the Animals wire carries it, read by every decoder that meets it: the models
/// (a category, an animal, or a list of either), the request AnimalsDataServer decodes, the
/// response and the error body the remote store decodes, and the answer's interpretation by each
/// of the remote store's six operations.
///
/// Whatever the bytes, decoding ends in a value or a `DecodingError`, and the store's operations
/// in a value or one of their documented errors. A decoded value encodes to JSON that decodes to
/// the same value, and a model's printed literal reads back as itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func animalsWireFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let body = Data(bytes(data, size))
  checkModel(body, as: [Animal].self)
  checkModel(body, as: [AnimalsData.Category].self)
  checkModel(body, as: Animal.self)
  checkModel(body, as: AnimalsData.Category.self)
  checkWire(body, as: RemoteRequest.self) { try $0.json }
  checkWire(body, as: RemoteErrorBody.self) { try $0.json }
  _ = RemoteErrorBody.message(in: body)
  // The store decodes its answers with this same decoder, so a body that is no response ends in
  // the `DecodingError` just seen; only a response has more to meet (an answer that holds
  // nothing for what was asked), and only it is worth six trips through the store.
  if checkWire(body, as: RemoteResponse.self, encode: { try $0.json }) != nil {
    checkRemoteStore(answering: body)
  }
  return 0
}

/// A model: the wire round trip, then print → parse.
private func checkModel<T: Codable & Equatable & TypedLiteral>(_ body: Data, as type: T.Type) {
  guard let value = checkWire(body, as: T.self, encode: { try JSONEncoder().encode($0) }) else { return }
  let printed = value.literal.description
  decodeChecked(value.literal, from: printed, as: T.self)
}

/// Decodes `body` as `T`; a value must survive `encode` → decode unchanged.
///
/// - Returns: the decoded value, nil when the body is not a `T`.
@discardableResult
private func checkWire<T: Decodable & Equatable>(
  _ body: Data, as type: T.Type, encode: (T) throws -> Data
) -> T? {
  let value: T
  do {
    value = try JSONDecoder().decode(T.self, from: body)
  } catch is DecodingError {
    return nil
  } catch {
    invariant(false, "decoding \(T.self) threw \(Swift.type(of: error)), not a DecodingError: \(error)")
    return nil
  }
  do {
    let again = try JSONDecoder().decode(T.self, from: try encode(value))
    invariant(again == value, "\(T.self) does not survive encode → decode")
  } catch {
    invariant(false, "a decoded \(T.self) does not encode and decode again: \(error)")
  }
  return value
}
