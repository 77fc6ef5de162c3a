import GRDB

/// What AnimalsDataServer does with a request (book, chapter 15): answer the queries, then apply
/// the mutations, against this store.
extension LocalStore {
  /// The response to `request`: its queries answered from one read transaction, then its
  /// mutations applied in one write transaction, each list mapped in order; a missing list stays
  /// missing in the response.
  ///
  /// - Throws: `LocalStore.Error` (`animalNotFound` for an update or delete of an unknown id);
  ///   when a mutation throws, none of the request's mutations is applied.
  package func respond(to request: RemoteRequest) async throws -> RemoteResponse {
    var query: [RemoteResponse.Query]?
    if let queries = request.query {
      query = try await self.answer(queries)
    }
    var mutation: [RemoteResponse.Mutation]?
    if let mutations = request.mutation {
      mutation = try await self.apply(mutations)
    }
    return RemoteResponse(query: query, mutation: mutation)
  }

  /// Answers `queries` in order from one snapshot.
  package func answer(_ queries: [RemoteRequest.Query]) async throws -> [RemoteResponse.Query] {
    guard !queries.isEmpty else { return [] }
    let location = self.database.location
    return try await self.database.read { db in
      try queries.map { query in
        switch query {
        case .categories: .categories(categories: try Self.categories(db))
        case .animals: .animals(animals: try Self.animals(db, location: location))
        }
      }
    }
  }

  /// Applies `mutations` in order, all in one transaction: all of them or, when one throws, none.
  package func apply(_ mutations: [RemoteRequest.Mutation]) async throws -> [RemoteResponse.Mutation] {
    guard !mutations.isEmpty else { return [] }
    let (location, makeID) = (self.database.location, self.makeID)
    return try await self.database.write { db in
      try mutations.map { mutation in
        switch mutation {
        case .addAnimal(let name, let diet, let categoryId):
          return .addAnimal(animal: try Self.insertNew(name: name, diet: diet, categoryId: categoryId, db, makeID: makeID))
        case .updateAnimal(let animalId, let name, let diet, let categoryId):
          let animal = Animal(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
          return .updateAnimal(animal: try Self.update(animal, db))
        case .deleteAnimal(let animalId):
          return .deleteAnimal(animal: try Self.delete(animalId: animalId, db, location: location))
        case .reloadSampleData:
          let (animals, categories) = try Self.replaceWithSamples(db)
          return .reloadSampleData(animals: animals, categories: categories)
        }
      }
    }
  }

  /// Closes the database: a server that stops calls this last, so SQLite checkpoints its WAL into
  /// the file and releases it.
  ///
  /// - Important: Call it last: using the store afterwards is a programmer error (GRDB traps).
  package func close() throws {
    try self.database.close()
  }
}
