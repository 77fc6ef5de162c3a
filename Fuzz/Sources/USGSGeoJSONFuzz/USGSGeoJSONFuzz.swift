import Foundation
import FuzzSupport
import QuakesData
import TypedLiterals

/// One body of the USGS summary feed through the Quakes remote store: whatever the bytes, the
/// fetch ends in quakes or a `DecodingError`; the reducer takes the quakes without trapping, and
/// each quake's printed literal reads back as the same quake.
@_cdecl("LLVMFuzzerTestOneInput")
public func usgsGeoJSONFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let body = Data(bytes(data, size))
  runBlocking {
    let store = RemoteStore(session: BodySession(body: body))
    let quakes: [Quake]
    do {
      quakes = try await store.fetchRemoteQuakesQuery(range: .allDay)
    } catch is DecodingError {
      return
    } catch {
      invariant(false, "the feed decoder threw \(type(of: error)), not a DecodingError: \(error)")
      return
    }
    let action = QuakesAction.data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: quakes)))))
    _ = try? QuakesReducer.reduce(state: QuakesState(), action: action)
    for quake in quakes {
      let printed = quake.literal.description
      decodeChecked(quake.literal, from: printed, as: Quake.self)
    }
  }
  return 0
}
