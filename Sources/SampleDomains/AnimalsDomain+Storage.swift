import AnimalsData
import ImmutableShell

extension AnimalsDomain {
  /// The three TreeDictionaries of chapter 18 and the two statuses.
  public static var storageParts: [StoragePart<AnimalsState>] {
    [
      .tree("categories.data") { $0.categories.data }, .value("categories.status") { $0.categories.status },
      .tree("animals.data") { $0.animals.data }, .value("animals.status") { $0.animals.status },
      .tree("animals.queue") { $0.animals.queue },
    ]
  }
}
