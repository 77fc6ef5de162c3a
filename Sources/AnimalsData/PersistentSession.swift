import Foundation
import ImmutableData

/// The six operations the Animals product needs from a place that keeps its data (book,
/// chapter 6): two queries and four mutations.
///
/// `LocalStore` keeps data in a SQLite file; a remote store would speak HTTP. Tests answer with a
/// double.
///
/// - Important: Errors thrown here reach state as `.failure(error:)` text, so make them describe
///   themselves (`CustomStringConvertible` or `LocalizedError`) with a stable sentence.
public protocol PersistentSessionPersistentStore: Sendable {
  /// Every animal in the store.
  func fetchAnimalsQuery() async throws -> [Animal]

  /// Saves a new animal and returns it with the id the store gave it.
  ///
  /// - Parameters:
  ///   - name: the animal's name.
  ///   - diet: what it eats.
  ///   - categoryId: the id of its category (not checked).
  func addAnimalMutation(name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal

  /// Replaces the name, diet and category of an existing animal and returns the result.
  ///
  /// - Throws: when no animal has `animalId`.
  func updateAnimalMutation(
    animalId: String,
    name: String,
    diet: Animal.Diet,
    categoryId: String
  ) async throws -> Animal

  /// Removes an animal and returns it as it was.
  ///
  /// - Throws: when no animal has `animalId`.
  func deleteAnimalMutation(animalId: String) async throws -> Animal

  /// Every category in the store.
  func fetchCategoriesQuery() async throws -> [Category]

  /// Throws everything away, writes the sample data again and returns it.
  func reloadSampleDataMutation() async throws -> (animals: [Animal], categories: [Category])
}

/// Turns each store operation into a thunk that reports its outcome as a `.data` action.
///
/// Each factory returns a closure for `Dispatcher.dispatch(thunk:)`. The closure calls the store,
/// then dispatches `.data(.persistentSession(…(result: .success(…))))`; if the store throws, it
/// dispatches the matching `.failure(error:)` with `failureText(for:)` and returns: the error is
/// now recorded in state (the book's thunks rethrow it, and its listener prints it a second time).
/// What still throws (the reducer refusing the result) was recorded nowhere, and propagates.
///
/// - SeeAlso: Redux thunks (book, chapter 6, "PersistentSession").
package struct PersistentSession<PersistentStore: PersistentSessionPersistentStore>: Sendable {
  private let store: PersistentStore

  /// Creates a session over `store`.
  package init(store: PersistentStore) {
    self.store = store
  }
}

/// The thunk shape every factory returns; the selector is passed along but unused.
package typealias PersistentSessionThunk<Dispatcher, Selector> = @Sendable (Dispatcher, Selector) async throws -> Void

extension PersistentSession {
  /// A thunk that fetches every category.
  package func fetchCategoriesQuery<D: Dispatching, S: Selecting>() -> PersistentSessionThunk<D, S> {
    self.thunk { try await $0.fetchCategoriesQuery() } success: {
      .data(.persistentSession(.didFetchCategories(result: .success(categories: $0))))
    } failure: {
      .data(.persistentSession(.didFetchCategories(result: .failure(error: $0))))
    }
  }

  /// A thunk that replaces everything with the sample data.
  package func reloadSampleDataMutation<D: Dispatching, S: Selecting>() -> PersistentSessionThunk<D, S> {
    self.thunk { try await $0.reloadSampleDataMutation() } success: {
      .data(.persistentSession(.didReloadSampleData(result: .success(animals: $0.animals, categories: $0.categories))))
    } failure: {
      .data(.persistentSession(.didReloadSampleData(result: .failure(error: $0))))
    }
  }

  /// A thunk that fetches every animal.
  package func fetchAnimalsQuery<D: Dispatching, S: Selecting>() -> PersistentSessionThunk<D, S> {
    self.thunk { try await $0.fetchAnimalsQuery() } success: {
      .data(.persistentSession(.didFetchAnimals(result: .success(animals: $0))))
    } failure: {
      .data(.persistentSession(.didFetchAnimals(result: .failure(error: $0))))
    }
  }

  /// A thunk that deletes an animal.
  ///
  /// - Parameter animalId: the animal to delete; also the id the result action reports.
  package func deleteAnimalMutation<D: Dispatching, S: Selecting>(animalId: Animal.ID) -> PersistentSessionThunk<D, S> {
    self.thunk { try await $0.deleteAnimalMutation(animalId: animalId) } success: {
      .data(.persistentSession(.didDeleteAnimal(animalId: animalId, result: .success(animal: $0))))
    } failure: {
      .data(.persistentSession(.didDeleteAnimal(animalId: animalId, result: .failure(error: $0))))
    }
  }

  /// A thunk that adds an animal.
  ///
  /// - Parameters:
  ///   - id: the editor's temporary id; the store never sees it, the result action reports it.
  ///   - name: the new animal's name.
  ///   - diet: what it eats.
  ///   - categoryId: its category.
  package func addAnimalMutation<D: Dispatching, S: Selecting>(
    id: Animal.ID, name: String, diet: Animal.Diet, categoryId: Category.ID
  ) -> PersistentSessionThunk<D, S> {
    self.thunk { try await $0.addAnimalMutation(name: name, diet: diet, categoryId: categoryId) } success: {
      .data(.persistentSession(.didAddAnimal(id: id, result: .success(animal: $0))))
    } failure: {
      .data(.persistentSession(.didAddAnimal(id: id, result: .failure(error: $0))))
    }
  }

  /// A thunk that updates an animal.
  ///
  /// - Parameters:
  ///   - animalId: the animal to change; also the id the result action reports.
  ///   - name: its new name.
  ///   - diet: its new diet.
  ///   - categoryId: its new category.
  package func updateAnimalMutation<D: Dispatching, S: Selecting>(
    animalId: Animal.ID, name: String, diet: Animal.Diet, categoryId: Category.ID
  ) -> PersistentSessionThunk<D, S> {
    self.thunk {
      try await $0.updateAnimalMutation(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
    } success: {
      .data(.persistentSession(.didUpdateAnimal(animalId: animalId, result: .success(animal: $0))))
    } failure: {
      .data(.persistentSession(.didUpdateAnimal(animalId: animalId, result: .failure(error: $0))))
    }
  }

  /// The shape every thunk shares: call the store, then dispatch the success action; if the
  /// store throws, dispatch the failure action with the error's text instead.
  private func thunk<D: Dispatching, S: Selecting, Value: Sendable>(
    _ operation: @escaping @Sendable (PersistentStore) async throws -> Value,
    success: @escaping @Sendable (Value) -> AnimalsAction,
    failure: @escaping @Sendable (String) -> AnimalsAction
  ) -> PersistentSessionThunk<D, S> {
    let store = self.store
    return { dispatcher, _ in
      let value: Value
      do {
        value = try await operation(store)
      } catch {
        try await dispatcher.dispatch(action: failure(Self.failureText(for: error)))
        return
      }
      try await dispatcher.dispatch(action: success(value))
    }
  }
}

/// The dispatcher a thunk gets: the store, or a shell's port on it.
package typealias Dispatching = ImmutableData.Dispatcher<AnimalsState, AnimalsAction>
/// The selector a thunk gets (unused by these thunks).
package typealias Selecting = ImmutableData.Selector<AnimalsState>

extension PersistentSession {
  /// The text a `.failure(error:)` action carries for `error`.
  ///
  /// Prefers the error's own sentence (`LocalizedError.errorDescription`, then
  /// `CustomStringConvertible.description`), so state never holds Foundation's generic
  /// "The operation could not be completed" text.
  package static func failureText(for error: any Error) -> String {
    if let error = error as? any LocalizedError, let text = error.errorDescription {
      return text
    }
    return String(describing: error)
  }
}
