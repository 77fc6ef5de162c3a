import GRDB
import LocalStoreSupport

extension LocalDatabase {
  /// Makes the database full, the way a full disk looks to SQLite: it may not grow past its
  /// current pages (`PRAGMA max_page_count`, set on the store's own connection because the pragma
  /// belongs to a connection), and padding rows take the room left in them, ever smaller until
  /// not even one more byte fits. A write that needs a new page then fails with `SQLITE_FULL`;
  /// one that fits in place (an update to a same-size row, a delete) still succeeds.
  ///
  /// - Parameter insertPadding: inserts one row carrying the text into the table the operation
  ///   under test writes to (its index pages fill up too).
  public func fillToTheBrim(_ insertPadding: @escaping @Sendable (Database, String) throws -> Void) async throws {
    try await self.write { db in
      let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
      try db.execute(sql: "PRAGMA max_page_count = \(pages)")
    }
    var serial = 0
    for size in [2_048, 512, 128, 32, 8, 1] {
      var fits = true
      while fits {
        serial += 1
        fits = try await self.insert("pad\(serial)-" + String(repeating: "x", count: size), with: insertPadding)
      }
    }
  }

  /// Whether one padding row still fitted.
  private func insert(_ text: String, with insertPadding: @escaping @Sendable (Database, String) throws -> Void) async throws -> Bool {
    do {
      try await self.write { db in try insertPadding(db, text) }
      return true
    } catch {
      guard error.code == .full else { throw error }
      return false
    }
  }
}
