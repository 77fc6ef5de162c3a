import AnimalsData
import Foundation
import GRDB
import Synchronization

/// How the mirror follows the store: read whole when another connection wrote, updated from the
/// results of the server's own writes otherwise. Both run on the store's connection, in its
/// turn, so they are ordered with every write.
extension StoreMirror {
  /// Makes the content the file's, and returns its generation then, the file's content at a
  /// `StoreVersion` value read now.
  ///
  /// Inside one read of the store: the version first, then the connection's `data_version`;
  /// when that is the one the content was read at, no other connection has committed since and
  /// the content only needs confirming, else every row is read again. The generation is returned
  /// rather than looked up afterwards: a write of ours may move the content on before the caller
  /// resumes, and newer content is as good (`answer(_:since:)`).
  ///
  /// - Throws: the store's error, or GRDB's when a version cannot be read.
  package func refresh(from store: LocalStore<UUID>) async throws -> Int {
    try await store.read { db, location in
      // Read before the rows: the rows then hold at least every commit before this value.
      let reader = try self.readVersion()
      let writer = try Self.dataVersion(db)
      if let generation = self.confirm(writer: writer, reader: reader) { return generation }
      let categories = try LocalStore<UUID>.categories(db)
      let animals = try LocalStore<UUID>.animals(db, location: location)
      return try self.replace(categories: categories, animals: animals, writer: writer, reader: reader)
    }
  }

  /// What the server's writes tell the store to call after each transaction of a request's
  /// mutations (`LocalStore.CommitHandler`): the content takes the results when no other
  /// connection has committed since it was read, and is marked unknown otherwise.
  package var didCommit: LocalStore<UUID>.CommitHandler {
    { [self] results, committed, db in
      // The version first, then the connection's: if that one has not moved by then, no other
      // commit happened before the version was read.
      guard committed, let reader = try? self.readVersion(), let writer = try? Self.dataVersion(db) else {
        self.forget()
        return
      }
      self.apply(results, writer: writer, reader: reader)
    }
  }

  /// The connection's `PRAGMA data_version`: it changes with every commit of another connection.
  static func dataVersion(_ db: Database) throws -> Int {
    try Int.fetchOne(db.cachedStatement(sql: "PRAGMA data_version")) ?? 0
  }

  /// Marks the content as the file's at `reader` when it was read at `writer`, and returns its
  /// generation; nil if it was not read at `writer`.
  func confirm(writer: Int, reader: Int) -> Int? {
    self.content.withLock { content in
      guard content.writer == writer else { return nil }
      content.reader = reader
      return content.generation
    }
  }

  /// Replaces the content with `categories` and `animals`, read at `writer` and the file's at
  /// `reader`, and returns its new generation.
  ///
  /// - Throws: `JSONEncoder`'s error, leaving the content as it was.
  @discardableResult
  package func replace(categories: [Category], animals: [Animal], writer: Int, reader: Int) throws -> Int {
    let rows = try Rows(categories: categories, animals: animals)
    return self.content.withLock { content in
      content = Content(
        categories: rows.categories, animals: rows.animals, order: rows.order, animalsList: nil, writer: writer,
        reader: reader, generation: content.generation + 1, reads: content.reads + 1)
      return content.generation
    }
  }

  /// Takes the results of a transaction of the server's, committed when the version was `reader`
  /// and the connection's `data_version` `writer`; forgets the content if a row cannot be encoded.
  package func apply(_ results: [RemoteResponse.Mutation], writer: Int, reader: Int) {
    // Encoded before taking the lock: readers wait only for the few byte copies.
    var changes: [(id: ID, fragment: [UInt8]?)] = []
    var reload: Rows?
    do {
      for result in results {
        switch result {
        case .addAnimal(let animal), .updateAnimal(let animal):
          changes.append((ID(animal.animalId), try Rows.encoded(animal)))
        case .deleteAnimal(let animal):
          changes.append((ID(animal.animalId), nil))
        case .reloadSampleData(let animals, let categories):
          // Everything before it in the transaction is gone; what follows applies to the samples.
          changes.removeAll()
          reload = try Rows(categories: categories, animals: animals)
        }
      }
    } catch {
      self.forget()
      return
    }
    self.content.withLock { content in
      // Read at another `data_version` (or never): another connection's commit may be missing
      // from the content, even under a reload, since it may have come after ours.
      guard content.writer == writer else {
        content.writer = nil
        return
      }
      if let reload {
        (content.categories, content.animals, content.order) = (reload.categories, reload.animals, reload.order)
        content.animalsList = nil
      }
      for change in changes {
        if let fragment = change.fragment { content.put(change.id, fragment) } else { content.remove(change.id) }
      }
      content.reader = reader
      content.generation += 1
    }
  }

  /// Marks the content as not known to be the file's: the next reader reads it again.
  func forget() {
    self.content.withLock { $0.writer = nil }
  }
}

extension StoreMirror {
  /// Rows as the mirror keeps them: encoded, the animals by id and in the store's order.
  struct Rows {
    let categories: [UInt8]
    let animals: [ID: [UInt8]]
    let order: [ID]

    /// Encodes `categories` and `animals`, each row once, with `RemoteRequest.encoder`.
    ///
    /// - Throws: `JSONEncoder`'s error.
    init(categories: [Category], animals: [Animal]) throws {
      self.categories = try Self.encoded(categories)
      var fragments: [ID: [UInt8]] = [:]
      for animal in animals {
        fragments[ID(animal.animalId)] = try Self.encoded(animal)
      }
      self.animals = fragments
      // Sorted here, not taken as given, so the order never depends on where the rows came from.
      self.order = fragments.keys.sorted()
    }

    /// `value`'s JSON as the server writes it (keys sorted, slashes unescaped).
    ///
    /// - Throws: `JSONEncoder`'s error.
    static func encoded(_ value: some Encodable) throws -> [UInt8] {
      Array(try RemoteRequest.encoder.encode(value))
    }
  }
}
