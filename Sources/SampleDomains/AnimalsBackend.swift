import AnimalsData
import Foundation
import ImmutableShell

/// The persistent store an Animals session opened: the local SQLite store (chapters 6–9) or
/// AnimalsDataServer through the remote store (chapters 14–17). The Listener, `:store` and the
/// thunks see one type either way, as the book's app sees one `PersistentSessionPersistentStore`.
enum AnimalsBackend: Sendable {
  /// A SQLite file, or memory.
  case local(LocalStore<UUID>)
  /// The server at a base URL.
  case remote(RemoteStore<NetworkSession<RecordingURLSession>>)

  /// Whether operations go over HTTP (the effect trace then shows each request).
  var isRemote: Bool {
    if case .remote = self { true } else { false }
  }

  /// The store behind the case.
  private var store: any PersistentSessionPersistentStore {
    switch self {
    case .local(let store): store
    case .remote(let store): store
    }
  }
}

extension AnimalsBackend: PersistentSessionPersistentStore {
  func fetchAnimalsQuery() async throws -> [Animal] {
    try await self.store.fetchAnimalsQuery()
  }

  func addAnimalMutation(name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    try await self.store.addAnimalMutation(name: name, diet: diet, categoryId: categoryId)
  }

  func updateAnimalMutation(animalId: String, name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    try await self.store.updateAnimalMutation(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
  }

  func deleteAnimalMutation(animalId: String) async throws -> Animal {
    try await self.store.deleteAnimalMutation(animalId: animalId)
  }

  func fetchCategoriesQuery() async throws -> [Category] {
    try await self.store.fetchCategoriesQuery()
  }

  func reloadSampleDataMutation() async throws -> (animals: [Animal], categories: [Category]) {
    try await self.store.reloadSampleDataMutation()
  }
}
