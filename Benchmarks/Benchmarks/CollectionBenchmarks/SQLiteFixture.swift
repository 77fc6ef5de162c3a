import Foundation
import GRDB

/// A real SQLite database file of `size` elements, the persistent back end of the comparison.
///
/// It lives in the temporary directory, in WAL mode with `synchronous = NORMAL`: a commit appends
/// to the WAL without an fsync, which is the durable-enough setting an app like the book's uses
/// (a first probe measured ≈ 220 µs per insert+commit with `synchronous = FULL` instead).
struct SQLiteFixture: Sendable {
  let queue: DatabaseQueue
  let size: Int

  /// Creates the file at `path` (replacing any leftover) and fills it in one transaction.
  init(size: Int, path: String) throws {
    Self.removeFiles(at: path)
    var configuration = Configuration()
    configuration.prepareDatabase { db in
      _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
      try db.execute(sql: "PRAGMA synchronous = NORMAL")
    }
    queue = try DatabaseQueue(path: path, configuration: configuration)
    self.size = size
    try queue.write { db in
      try db.execute(sql: Element80.createTableSQL)
      let insert = try db.makeStatement(sql: Element80.insertSQL)
      for key in 0..<Int64(size) {
        try insert.execute(arguments: Element80(seed: key).insertArguments(key: key))
      }
    }
  }

  /// A path unique to this process and benchmark, so parallel or leftover runs never collide.
  static func temporaryPath(label: String) -> String {
    let safeLabel = label.map { $0.isLetter || $0.isNumber ? $0 : "-" }
    let name = "imshell-bench-\(ProcessInfo.processInfo.processIdentifier)-\(String(safeLabel)).sqlite"
    return FileManager.default.temporaryDirectory.appendingPathComponent(name).path
  }

  /// Deletes the database file and its WAL and shared-memory companions, ignoring missing ones.
  static func removeFiles(at path: String) {
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
  }
}
