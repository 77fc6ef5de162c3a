import AnimalsData
import Foundation
import FuzzSupport

/// Every operation of the Animals remote store, given `body` as the server's answer, ends in a
/// value or in an error it documents: the body is not a response (`DecodingError`), or it holds
/// no answer to what was asked (the response's query or mutation error).
func checkRemoteStore(answering body: Data) {
  runBlocking {
    let store = RemoteStore(session: BodySession(body: body), baseURL: URL(string: "http://127.0.0.1:1")!)
    await expectDocumentedOutcome("fetchAnimalsQuery") { _ = try await store.fetchAnimalsQuery() }
    await expectDocumentedOutcome("fetchCategoriesQuery") { _ = try await store.fetchCategoriesQuery() }
    await expectDocumentedOutcome("addAnimalMutation") {
      _ = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    }
    await expectDocumentedOutcome("updateAnimalMutation") {
      _ = try await store.updateAnimalMutation(animalId: "Eagle", name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    }
    await expectDocumentedOutcome("deleteAnimalMutation") { _ = try await store.deleteAnimalMutation(animalId: "Eagle") }
    await expectDocumentedOutcome("reloadSampleDataMutation") { _ = try await store.reloadSampleDataMutation() }
  }
}

private func expectDocumentedOutcome(_ operation: String, _ body: () async throws -> Void) async {
  do {
    try await body()
  } catch is DecodingError {
  } catch is RemoteResponse.Query.Error {
  } catch is RemoteResponse.Mutation.Error {
  } catch {
    invariant(false, "\(operation) threw \(type(of: error)), not a decoding or missing-answer error: \(error)")
  }
}
