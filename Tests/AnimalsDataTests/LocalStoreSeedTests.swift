import AnimalsData
import Foundation
import Testing
import TestSupport

/// A seeded id generator starts its sequence again on every launch while the store file keeps
/// what earlier launches added: the store skips ids already taken instead of failing the insert
/// (a restarted `AnimalsDataServer --seed` answered 500 to its first add).
@Suite struct LocalStoreSeedTests {
  static func ids(seed: UInt64, count: Int) -> [String] {
    var generator = SeededIDGenerator(seed: seed)
    return (0..<count).map { _ in generator.next() }
  }

  @Test func aRelaunchWithTheSameSeedSkipsTheIdsTheFileHolds() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("store.sqlite").path
    let first = try LocalStore<UUID>(path: path, makeID: SeededIDGenerator.makeID(seed: 7))
    let eagle = try await first.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")

    let relaunched = try LocalStore<UUID>(path: path, makeID: SeededIDGenerator.makeID(seed: 7))
    let owl = try await relaunched.addAnimalMutation(name: "Owl", diet: .carnivorous, categoryId: "Bird")

    #expect([eagle.animalId, owl.animalId] == Self.ids(seed: 7, count: 2))
    let names = try await relaunched.fetchAnimalsQuery().filter { $0.categoryId == "Bird" }.map(\.name).sorted()
    #expect(names == ["Eagle", "House sparrow", "Owl"])
  }

  @Test func aGeneratorThatRepeatsItselfFailsTheSecondAddInsteadOfSpinning() async throws {
    let store = try LocalStore<UUID>(isStoredInMemoryOnly: true, makeID: { "FIXED" })
    _ = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    await #expect(throws: LocalStoreError.self) {
      try await store.addAnimalMutation(name: "Owl", diet: .carnivorous, categoryId: "Bird")
    }
    #expect(try await store.fetchAnimalsQuery().filter { $0.animalId == "FIXED" }.map(\.name) == ["Eagle"])
  }

  @Test func theServersBatchPathSkipsTakenIdsToo() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.url.appendingPathComponent("store.sqlite").path
    let first = try LocalStore<UUID>(path: path, makeID: SeededIDGenerator.makeID(seed: 3))
    _ = try await first.apply([.addAnimal(name: "Eagle", diet: .carnivorous, categoryId: "Bird")])

    let relaunched = try LocalStore<UUID>(path: path, makeID: SeededIDGenerator.makeID(seed: 3))
    let answers = try await relaunched.apply([
      .addAnimal(name: "Owl", diet: .carnivorous, categoryId: "Bird"),
      .addAnimal(name: "Heron", diet: .carnivorous, categoryId: "Bird"),
    ])
    let ids = answers.compactMap { answer -> String? in
      if case .addAnimal(let animal) = answer { animal.animalId } else { nil }
    }
    #expect(ids == Array(Self.ids(seed: 3, count: 3).dropFirst()))
  }
}
