import GRDB

/// Says whether the store file changed: SQLite's `PRAGMA data_version`, read on a read-only
/// connection of its own.
///
/// ```swift
/// let version = try StoreVersion(path: "animals.sqlite")
/// let before = try version.current()
/// // … any connection commits …
/// #expect(try version.current() != before)
/// ```
///
/// The value changes whenever *another* connection commits, and this one never writes, so it sees
/// every commit: the server's own (its store's connection) and another process's (an imshell
/// session on the same file) alike. Reading it starts and ends a read transaction on this
/// connection only, so it waits on no writer and takes no lock a write needs (WAL readers do not
/// block writers), and it never goes through the store's actor or its connection's queue.
package final class StoreVersion: Sendable {
  private let queue: DatabaseQueue

  /// Opens a read-only connection to the SQLite file at `path`, which a store has already opened.
  ///
  /// - Throws: GRDB's error when SQLite cannot open the file.
  package init(path: String) throws {
    var configuration = Configuration()
    configuration.readonly = true
    self.queue = try DatabaseQueue(path: path, configuration: configuration)
  }

  /// The file's data version now: equal to an earlier value only when no connection has
  /// committed since.
  ///
  /// - Throws: GRDB's error when SQLite cannot read the file.
  package func current() throws -> Int {
    // Synchronous on purpose: a few microseconds on a connection nothing else uses, cheaper than
    // suspending to an actor or a dispatch queue.
    try self.queue.inDatabase { db in
      try Int.fetchOne(db.cachedStatement(sql: "PRAGMA data_version")) ?? 0
    }
  }

  /// Closes the connection.
  package func close() throws {
    try self.queue.close()
  }
}
