import ImmutableShell
import QuakesData

extension QuakesDomain {
  /// `quakes.data` is the TreeDictionary of chapter 18; the status is a small value.
  public static var storageParts: [StoragePart<QuakesState>] {
    [.tree("quakes.data") { $0.quakes.data }, .value("quakes.status") { $0.quakes.status }]
  }
}
