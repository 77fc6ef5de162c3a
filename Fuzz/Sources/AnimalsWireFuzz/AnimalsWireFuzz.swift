import AnimalsData
import Foundation
import FuzzSupport
import TypedLiterals

/// One JSON body as the Animals wire carries the model: a category, an animal, or a list of
/// either. Whatever the bytes, decoding ends in a value or a `DecodingError`; a decoded value
/// encodes to JSON that decodes to the same value, and its printed literal reads back as itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func animalsWireFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let body = Data(bytes(data, size))
  check(body, as: [Animal].self)
  check(body, as: [AnimalsData.Category].self)
  check(body, as: Animal.self)
  check(body, as: AnimalsData.Category.self)
  return 0
}

private func check<T: Codable & Equatable & TypedLiteral>(_ body: Data, as type: T.Type) {
  let value: T
  do {
    value = try JSONDecoder().decode(T.self, from: body)
  } catch is DecodingError {
    return
  } catch {
    invariant(false, "decoding \(T.self) threw \(Swift.type(of: error)), not a DecodingError: \(error)")
    return
  }
  do {
    let again = try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    invariant(again == value, "\(T.self) does not survive encode → decode")
  } catch {
    invariant(false, "a decoded \(T.self) does not encode and decode again: \(error)")
  }
  let printed = value.literal.description
  decodeChecked(value.literal, from: printed, as: T.self)
}
