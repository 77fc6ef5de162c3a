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
/// dispatches the matching `.failure(error:)` with `failureText(for:)` and rethrows.
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
  package func fetchCategoriesQuery<Dispatcher, Selector>() -> PersistentSessionThunk<Dispatcher, Selector>
  where
    Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>,
    Selector: ImmutableData.Selector<AnimalsState>
  {
    let store = self.store
    return { dispatcher, _ in
      let categories = try await Self.attempt(dispatcher) {
        try await store.fetchCategoriesQuery()
      } failure: {
        .data(.persistentSession(.didFetchCategories(result: .failure(error: $0))))
      }
      try await dispatcher.dispatch(
        action: .data(.persistentSession(.didFetchCategories(result: .success(categories: categories))))
      )
    }
  }

  /// A thunk that replaces everything with the sample data.
  package func reloadSampleDataMutation<Dispatcher, Selector>() -> PersistentSessionThunk<Dispatcher, Selector>
  where
    Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>,
    Selector: ImmutableData.Selector<AnimalsState>
  {
    let store = self.store
    return { dispatcher, _ in
      let (animals, categories) = try await Self.attempt(dispatcher) {
        try await store.reloadSampleDataMutation()
      } failure: {
        .data(.persistentSession(.didReloadSampleData(result: .failure(error: $0))))
      }
      try await dispatcher.dispatch(
        action: .data(
          .persistentSession(.didReloadSampleData(result: .success(animals: animals, categories: categories)))
        )
      )
    }
  }

  /// A thunk that fetches every animal.
  package func fetchAnimalsQuery<Dispatcher, Selector>() -> PersistentSessionThunk<Dispatcher, Selector>
  where
    Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>,
    Selector: ImmutableData.Selector<AnimalsState>
  {
    let store = self.store
    return { dispatcher, _ in
      let animals = try await Self.attempt(dispatcher) {
        try await store.fetchAnimalsQuery()
      } failure: {
        .data(.persistentSession(.didFetchAnimals(result: .failure(error: $0))))
      }
      try await dispatcher.dispatch(
        action: .data(.persistentSession(.didFetchAnimals(result: .success(animals: animals))))
      )
    }
  }

  /// A thunk that deletes an animal.
  ///
  /// - Parameter animalId: the animal to delete; also the id the result action reports.
  package func deleteAnimalMutation<Dispatcher, Selector>(
    animalId: Animal.ID
  ) -> PersistentSessionThunk<Dispatcher, Selector>
  where
    Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>,
    Selector: ImmutableData.Selector<AnimalsState>
  {
    let store = self.store
    return { dispatcher, _ in
      let animal = try await Self.attempt(dispatcher) {
        try await store.deleteAnimalMutation(animalId: animalId)
      } failure: {
        .data(.persistentSession(.didDeleteAnimal(animalId: animalId, result: .failure(error: $0))))
      }
      try await dispatcher.dispatch(
        action: .data(.persistentSession(.didDeleteAnimal(animalId: animalId, result: .success(animal: animal))))
      )
    }
  }

  /// A thunk that adds an animal.
  ///
  /// - Parameters:
  ///   - id: the editor's temporary id; the store never sees it, the result action reports it.
  ///   - name: the new animal's name.
  ///   - diet: what it eats.
  ///   - categoryId: its category.
  package func addAnimalMutation<Dispatcher, Selector>(
    id: Animal.ID,
    name: String,
    diet: Animal.Diet,
    categoryId: Category.ID
  ) -> PersistentSessionThunk<Dispatcher, Selector>
  where
    Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>,
    Selector: ImmutableData.Selector<AnimalsState>
  {
    let store = self.store
    return { dispatcher, _ in
      let animal = try await Self.attempt(dispatcher) {
        try await store.addAnimalMutation(name: name, diet: diet, categoryId: categoryId)
      } failure: {
        .data(.persistentSession(.didAddAnimal(id: id, result: .failure(error: $0))))
      }
      try await dispatcher.dispatch(
        action: .data(.persistentSession(.didAddAnimal(id: id, result: .success(animal: animal))))
      )
    }
  }

  /// A thunk that updates an animal.
  ///
  /// - Parameters:
  ///   - animalId: the animal to change; also the id the result action reports.
  ///   - name: its new name.
  ///   - diet: its new diet.
  ///   - categoryId: its new category.
  package func updateAnimalMutation<Dispatcher, Selector>(
    animalId: Animal.ID,
    name: String,
    diet: Animal.Diet,
    categoryId: Category.ID
  ) -> PersistentSessionThunk<Dispatcher, Selector>
  where
    Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>,
    Selector: ImmutableData.Selector<AnimalsState>
  {
    let store = self.store
    return { dispatcher, _ in
      let animal = try await Self.attempt(dispatcher) {
        try await store.updateAnimalMutation(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
      } failure: {
        .data(.persistentSession(.didUpdateAnimal(animalId: animalId, result: .failure(error: $0))))
      }
      try await dispatcher.dispatch(
        action: .data(.persistentSession(.didUpdateAnimal(animalId: animalId, result: .success(animal: animal))))
      )
    }
  }
}

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

  /// Runs `operation`; if it throws, dispatches the failure action built from the error's text
  /// and rethrows the store's error.
  private static func attempt<Value: Sendable>(
    _ dispatcher: some ImmutableData.Dispatcher<AnimalsState, AnimalsAction>,
    _ operation: @Sendable () async throws -> Value,
    failure: @Sendable (String) -> AnimalsAction
  ) async throws -> Value {
    do {
      return try await operation()
    } catch {
      try await dispatcher.dispatch(action: failure(Self.failureText(for: error)))
      throw error
    }
  }
}
