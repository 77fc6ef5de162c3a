import GRDB

/// What AnimalsDataServer does with a request (book, chapter 15): answer the queries, then apply
/// the mutations, against this store.
///
/// These are `nonisolated`: they touch only the store's constant properties, and the database's
/// own queue orders every read and write, so a request need not wait its turn on the actor too
/// (a hop there and back on every request of the server's, issue 27).
extension LocalStore {
  /// The response to `request`: its queries answered from one read transaction, then its
  /// mutations applied in one write transaction, each list mapped in order; a missing list stays
  /// missing in the response.
  ///
  /// - Parameter onCommit: called as in `apply(_:onCommit:)`.
  /// - Throws: `LocalStore.Error` (`animalNotFound` for an update or delete of an unknown id);
  ///   when a mutation throws, none of the request's mutations is applied.
  nonisolated package func respond(to request: RemoteRequest, onCommit: CommitHandler? = nil) async throws -> RemoteResponse {
    var query: [RemoteResponse.Query]?
    if let queries = request.query {
      query = try await self.answer(queries)
    }
    var mutation: [RemoteResponse.Mutation]?
    if let mutations = request.mutation {
      mutation = try await self.apply(mutations, onCommit: onCommit)
    }
    return RemoteResponse(query: query, mutation: mutation)
  }

  /// Answers `queries` in order from one snapshot.
  nonisolated package func answer(_ queries: [RemoteRequest.Query]) async throws -> [RemoteResponse.Query] {
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

  /// What a request's mutations did, told to whoever keeps a copy of the store's content (the
  /// server's `StoreMirror`): called on the store's connection right after the transaction
  /// commits, before any other read or write can use the connection, with each mutation's
  /// result in order; `committed` is false when the transaction rolled back instead.
  package typealias CommitHandler = @Sendable (_ results: [RemoteResponse.Mutation], _ committed: Bool, Database) -> Void

  /// Applies `mutations` in order, all in one transaction: all of them or, when one throws, none.
  ///
  /// - Parameter onCommit: called with the results once the transaction has ended (see
  ///   `CommitHandler`); not called when a mutation throws (nothing was written) or the list is
  ///   empty (no transaction).
  nonisolated package func apply(
    _ mutations: [RemoteRequest.Mutation], onCommit: CommitHandler? = nil
  ) async throws -> [RemoteResponse.Mutation] {
    guard !mutations.isEmpty else { return [] }
    let (location, makeID) = (self.database.location, self.makeID)
    return try await self.database.write { db in
      let results = try Self.results(of: mutations, db, location: location, makeID: makeID)
      if let onCommit {
        // Inside the connection's turn: a copy updated here can never be read by another request
        // in the state between the commit and the update.
        db.afterNextTransaction(
          onCommit: { db in onCommit(results, true, db) }, onRollback: { db in onCommit(results, false, db) })
      }
      return results
    }
  }

  /// Each mutation's result, applied in order inside the current transaction.
  private static func results(
    of mutations: [RemoteRequest.Mutation], _ db: Database, location: String, makeID: () -> String
  ) throws -> [RemoteResponse.Mutation] {
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

  /// Runs `body` in one read transaction on the store's connection, given the store's location
  /// for messages: how the server's copy of the content reads the rows together with the
  /// connection's `PRAGMA data_version`, in the connection's turn like every write.
  ///
  /// - Throws: what `body` throws, as a `LocalStore.Error`.
  nonisolated package func read<T: Sendable>(
    _ body: @escaping @Sendable (Database, _ location: String) throws -> T
  ) async throws -> T {
    let location = self.database.location
    return try await self.database.read { db in try body(db, location) }
  }

  /// Closes the database: a server that stops calls this last, so SQLite checkpoints its WAL into
  /// the file and releases it.
  ///
  /// - Important: Call it last: using the store afterwards is a programmer error (GRDB traps).
  package func close() throws {
    try self.database.close()
  }
}
