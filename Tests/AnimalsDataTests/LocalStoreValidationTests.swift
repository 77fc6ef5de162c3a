import AnimalsData
import Foundation
import ImmutableData
import Testing
import TestSupport

/// What the store refuses to write, as AnimalsDataServer does: a blank name or one holding NUL, a
/// category it does not hold. Each refusal changes nothing and reaches state as `.failure`.
@Suite struct LocalStoreValidationTests {
  static let samples = Animal.samples.sorted { $0.animalId < $1.animalId }

  /// An add or update and the error it gets.
  struct Refusal: Sendable, CustomTestStringConvertible {
    let name: String
    let write: @Sendable (LocalStore<UUID>) async throws -> Animal
    let error: LocalStoreError
    var testDescription: String { self.name }

    static let blank = LocalStoreError(code: .invalidName, message: "an animal's name cannot be blank")
    static let nul = LocalStoreError(code: .invalidName, message: "an animal's name cannot hold a NUL character")
    static let nowhere = LocalStoreError(code: .categoryNotFound, message: #"category not found: "Nowhere""#)

    static let all = [
      Refusal(name: "add, empty name", write: { try await $0.addAnimalMutation(name: "", diet: .carnivorous, categoryId: "Bird") }, error: blank),
      Refusal(
        name: "add, whitespace name", write: { try await $0.addAnimalMutation(name: " \t\n\u{3000}", diet: .carnivorous, categoryId: "Bird") },
        error: blank),
      Refusal(name: "add, NUL in name", write: { try await $0.addAnimalMutation(name: "E\u{0}gle", diet: .carnivorous, categoryId: "Bird") }, error: nul),
      Refusal(
        name: "add, unknown category", write: { try await $0.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Nowhere") },
        error: nowhere),
      Refusal(
        name: "add, category differs in case", write: { try await $0.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "bird") },
        error: LocalStoreError(code: .categoryNotFound, message: #"category not found: "bird""#)),
      Refusal(
        name: "update, blank name", write: { try await $0.updateAnimalMutation(animalId: "Cat", name: "  ", diet: .omnivorous, categoryId: "Mammal") },
        error: blank),
      Refusal(
        name: "update, unknown category",
        write: { try await $0.updateAnimalMutation(animalId: "Cat", name: "Cat", diet: .omnivorous, categoryId: "Nowhere") }, error: nowhere),
      Refusal(
        name: "update, unknown animal and category",
        write: { try await $0.updateAnimalMutation(animalId: "Ghost", name: "G", diet: .omnivorous, categoryId: "Nowhere") },
        error: LocalStoreError(code: .animalNotFound, message: #"animal not found: "Ghost""#)),
    ]
  }

  @Test(arguments: Refusal.all)
  func aRefusedWriteThrowsAndChangesNothing(_ row: Refusal) async throws {
    let store = try LocalStore<UUID>(isStoredInMemoryOnly: true, makeID: SeededIDGenerator.makeID(seed: 27))

    await #expect(throws: row.error) { _ = try await row.write(store) }

    #expect(try await store.fetchAnimalsQuery() == Self.samples)
  }

  @Test func aNameWithLettersAroundWhitespaceIsKept() async throws {
    let store = try LocalStore<UUID>(isStoredInMemoryOnly: true, makeID: SeededIDGenerator.makeID(seed: 27))

    let added = try await store.addAnimalMutation(name: " Bald eagle ", diet: .carnivorous, categoryId: "Bird")

    #expect(try await store.fetchAnimalsQuery().contains(added))
    #expect(added.name == " Bald eagle ")
  }

  @Test func aRequestWhoseLastAddNamesNoCategoryAppliesNothing() async throws {
    let store = try LocalStore<UUID>(isStoredInMemoryOnly: true, makeID: SeededIDGenerator.makeID(seed: 27))
    let request = RemoteRequest(mutation: [
      .deleteAnimal(animalId: "Dog"), .addAnimal(name: "Eagle", diet: .carnivorous, categoryId: "Nowhere"),
    ])

    await #expect(throws: Refusal.nowhere) { try await store.respond(to: request) }

    #expect(try await store.fetchAnimalsQuery() == Self.samples)
  }

  @MainActor @Test func theShellsLocalPathRecordsTheRefusalInState() async throws {
    let store = Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
    let listener = Listener(store: try LocalStore<UUID>(isStoredInMemoryOnly: true, makeID: SeededIDGenerator.makeID(seed: 27)))
    listener.listen(to: store)

    try store.dispatch(action: .ui(.categoryList(.onAppear)))
    try store.dispatch(action: .ui(.animalList(.onAppear)))
    await waitUntil(timeout: .seconds(60)) { store.state.animals.status == .success && store.state.categories.status == .success }
    try store.dispatch(action: .ui(.animalEditor(.onTapAddAnimalButton(id: "TMP", name: "Eagle", diet: .carnivorous, categoryId: "Nowhere"))))
    try store.dispatch(
      action: .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Cat", name: " ", diet: .carnivorous, categoryId: "Mammal"))))
    await waitUntil(timeout: .seconds(60)) { store.state.animals.queue["Cat"] != .waiting && store.state.animals.queue["TMP"] != .waiting }

    #expect(store.state.animals.queue["TMP"] == .failure(error: #"category not found: "Nowhere""#))
    #expect(store.state.animals.queue["Cat"] == .failure(error: "an animal's name cannot be blank"))
    #expect(store.state.animals.data.count == 6)
    #expect(store.state.animals.data["Cat"] == .cat)
  }
}
