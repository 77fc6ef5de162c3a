import AnimalsData
import Foundation
import ImmutableData
import Testing

@Suite struct PersistentSessionTests {
  typealias Session = PersistentSession<PersistentSessionPersistentStoreTestDouble>
  typealias Thunk = PersistentSessionThunk<DispatcherTestDouble, DispatcherTestDouble>

  /// One thunk factory: the store call it must make and the actions it must dispatch.
  struct ThunkCase: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable (Session) -> Thunk
    let expectedCall: String
    let success: AnimalsAction
    let failure: AnimalsAction

    var testDescription: String { self.name }

    static let all: [ThunkCase] = [
      ThunkCase(
        name: "fetchCategoriesQuery",
        make: { $0.fetchCategoriesQuery() },
        expectedCall: "fetchCategoriesQuery()",
        success: .data(.persistentSession(.didFetchCategories(result: .success(categories: [.bird, .fish])))),
        failure: .data(.persistentSession(.didFetchCategories(result: .failure(error: "disk full"))))
      ),
      ThunkCase(
        name: "reloadSampleDataMutation",
        make: { $0.reloadSampleDataMutation() },
        expectedCall: "reloadSampleDataMutation()",
        success: .data(
          .persistentSession(.didReloadSampleData(result: .success(animals: [.newt, .cat], categories: [.bird, .fish])))
        ),
        failure: .data(.persistentSession(.didReloadSampleData(result: .failure(error: "disk full"))))
      ),
      ThunkCase(
        name: "fetchAnimalsQuery",
        make: { $0.fetchAnimalsQuery() },
        expectedCall: "fetchAnimalsQuery()",
        success: .data(.persistentSession(.didFetchAnimals(result: .success(animals: [.newt, .cat])))),
        failure: .data(.persistentSession(.didFetchAnimals(result: .failure(error: "disk full"))))
      ),
      ThunkCase(
        name: "deleteAnimalMutation",
        make: { $0.deleteAnimalMutation(animalId: "Cat") },
        expectedCall: "deleteAnimalMutation(animalId: Cat)",
        success: .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .success(animal: .eagle)))),
        failure: .data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .failure(error: "disk full"))))
      ),
      ThunkCase(
        name: "addAnimalMutation",
        make: { $0.addAnimalMutation(id: "TMP-ID", name: "Eagle", diet: .carnivorous, categoryId: "Bird") },
        expectedCall: "addAnimalMutation(name: Eagle, diet: carnivorous, categoryId: Bird)",
        success: .data(.persistentSession(.didAddAnimal(id: "TMP-ID", result: .success(animal: .eagle)))),
        failure: .data(.persistentSession(.didAddAnimal(id: "TMP-ID", result: .failure(error: "disk full"))))
      ),
      ThunkCase(
        name: "updateAnimalMutation",
        make: { $0.updateAnimalMutation(animalId: "Cat", name: "Kitty", diet: .omnivorous, categoryId: "Bird") },
        expectedCall: "updateAnimalMutation(animalId: Cat, name: Kitty, diet: omnivorous, categoryId: Bird)",
        success: .data(.persistentSession(.didUpdateAnimal(animalId: "Cat", result: .success(animal: .eagle)))),
        failure: .data(.persistentSession(.didUpdateAnimal(animalId: "Cat", result: .failure(error: "disk full"))))
      ),
    ]
  }

  @MainActor @Test(arguments: ThunkCase.all)
  func success(_ row: ThunkCase) async throws {
    let store = PersistentSessionPersistentStoreTestDouble(
      returnAnimals: [.newt, .cat], returnCategories: [.bird, .fish], returnAnimal: .eagle)
    let dispatcher = DispatcherTestDouble()

    try await dispatcher.dispatch(thunk: row.make(Session(store: store)))

    #expect(await store.parameterCalls == [row.expectedCall])
    #expect(dispatcher.parameterActions == [row.success])
  }

  @MainActor @Test(arguments: ThunkCase.all)
  func failureDispatchesTheErrorTextAndIsRecordedNotThrown(_ row: ThunkCase) async throws {
    let store = PersistentSessionPersistentStoreTestDouble(returnError: TestDoubleError(description: "disk full"))
    let dispatcher = DispatcherTestDouble()

    await #expect(throws: Never.self) {
      try await dispatcher.dispatch(thunk: row.make(Session(store: store)))
    }

    #expect(await store.parameterCalls == [row.expectedCall])
    #expect(dispatcher.parameterActions == [row.failure])
  }

  @MainActor @Test
  func failureWhoseActionIsRejectedThrowsTheDispatchError() async throws {
    let store = PersistentSessionPersistentStoreTestDouble(returnError: TestDoubleError(description: "disk full"))
    let dispatcher = DispatcherTestDouble()
    dispatcher.returnError = TestDoubleError(description: "rejected")

    await #expect(throws: TestDoubleError(description: "rejected")) {
      try await dispatcher.dispatch(thunk: Session(store: store).deleteAnimalMutation(animalId: "Ghost"))
    }
    #expect(
      dispatcher.parameterActions == [
        .data(.persistentSession(.didDeleteAnimal(animalId: "Ghost", result: .failure(error: "disk full"))))
      ])
  }

  @Test
  func failureTextUsesTheErrorsOwnSentence() {
    let notFound = LocalStoreError(code: .animalNotFound, message: "animal not found: \"Ghost\"")
    #expect(Session.failureText(for: notFound) == "animal not found: \"Ghost\"")
    #expect(Session.failureText(for: TestDoubleError(description: "disk full")) == "disk full")
    #expect(Session.failureText(for: LocalizedOnlyError()) == "the network is down")
    #expect(Session.failureText(for: PlainError.offline) == "offline")
  }
}

/// An error that explains itself only through `LocalizedError`.
private struct LocalizedOnlyError: LocalizedError {
  var errorDescription: String? { "the network is down" }
}

/// An error with no description of its own.
private enum PlainError: Error {
  case offline
}

/// A dispatcher and selector that records every action (`parameterActions`) instead of reducing
/// it, and throws `returnError` from `dispatch(action:)` when set.
@MainActor final class DispatcherTestDouble: ImmutableData.Dispatcher, ImmutableData.Selector {
  typealias State = AnimalsState
  typealias Action = AnimalsAction

  private(set) var parameterActions: [AnimalsAction] = []
  var returnError: TestDoubleError?
  var returnState = AnimalsState()

  func dispatch(action: AnimalsAction) throws {
    self.parameterActions.append(action)
    if let returnError {
      throw returnError
    }
  }

  func dispatch(thunk: @Sendable (DispatcherTestDouble, DispatcherTestDouble) throws -> Void) rethrows {
    try thunk(self, self)
  }

  func dispatch(thunk: @Sendable (DispatcherTestDouble, DispatcherTestDouble) async throws -> Void) async rethrows {
    try await thunk(self, self)
  }

  func select<T: Sendable>(_ selector: @Sendable (AnimalsState) -> T) -> T {
    selector(self.returnState)
  }
}
