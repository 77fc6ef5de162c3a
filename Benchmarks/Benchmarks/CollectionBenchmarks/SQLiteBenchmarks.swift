import Benchmark
import BenchmarkNames
import GRDB

/// The same operations on a SQLite file through GRDB, at every size.
///
/// Each measurement runs inside `DatabaseQueue.inDatabase`, so the queue hop is not timed, with
/// prepared statements that are cached before the clock starts. Insert, Update and Delete time the
/// statement alone inside an open transaction that is rolled back afterwards (the table keeps its
/// size); `Insert+Commit` times a whole write transaction, `BEGIN IMMEDIATE … COMMIT`, which is what
/// persisting one change costs, and deletes the row again after the clock stops.
enum SQLiteBenchmarks {
  static let backEnd = "SQLite"

  /// Registers the seven SQLite operations at every size of `scale`.
  static func register(scale: BenchScale) {
    for size in scale.sizes {
      let probe = ProbeKeys(size: size)
      measure("Count", size, scale) { benchmark, db in
        let count = try db.cachedStatement(sql: Element80.countSQL)
        benchmark.startMeasurement()
        blackHole(try Int.fetchOne(count))
        benchmark.stopMeasurement()
      }
      measure("Read", size, scale) { benchmark, db in
        let select = try db.cachedStatement(sql: Element80.selectOneSQL)
        benchmark.startMeasurement()
        blackHole(try Element80.fetchOne(select, arguments: [probe.existing]))
        benchmark.stopMeasurement()
      }
      measure("Insert", size, scale) { benchmark, db in
        let insert = try db.cachedStatement(sql: Element80.insertSQL)
        try rolledBack(db) {
          benchmark.startMeasurement()
          try insert.execute(arguments: probe.element.insertArguments(key: probe.absent))
          benchmark.stopMeasurement()
        }
      }
      measure("Insert+Commit", size, scale) { benchmark, db in
        let insert = try db.cachedStatement(sql: Element80.insertSQL)
        let delete = try db.cachedStatement(sql: Element80.deleteSQL)
        benchmark.startMeasurement()
        try db.inTransaction(.immediate) {
          try insert.execute(arguments: probe.element.insertArguments(key: probe.absent))
          return .commit
        }
        benchmark.stopMeasurement()
        try delete.execute(arguments: [probe.absent])
      }
      measure("Update", size, scale) { benchmark, db in
        let update = try db.cachedStatement(sql: Element80.updateSQL)
        try rolledBack(db) {
          benchmark.startMeasurement()
          try update.execute(arguments: probe.element.updateArguments(key: probe.existing))
          benchmark.stopMeasurement()
        }
      }
      measure("Delete", size, scale) { benchmark, db in
        let delete = try db.cachedStatement(sql: Element80.deleteSQL)
        try rolledBack(db) {
          benchmark.startMeasurement()
          try delete.execute(arguments: [probe.existing])
          benchmark.stopMeasurement()
        }
      }
      measure("Sort", size, scale, warmupIterations: 1) { benchmark, db in
        let sort = try db.cachedStatement(sql: Element80.sortSQL)
        benchmark.startMeasurement()
        let sorted = try Element80.fetchAll(sort)
        benchmark.stopMeasurement()
        blackHole(sorted)
      }
    }
  }

  /// Registers one benchmark whose setup builds a fresh database file and whose teardown deletes it.
  private static func measure(
    _ operation: String,
    _ size: Int,
    _ scale: BenchScale,
    warmupIterations: Int = 3,
    body: @escaping (Benchmark, Database) throws -> Void
  ) {
    let name = BenchmarkName(operation, backEnd, size: size).description
    let path = SQLiteFixture.temporaryPath(label: "\(operation)-\(size)")
    Benchmark(name, configuration: scale.configuration(warmupIterations: warmupIterations)) {
      benchmark, fixture in
      try fixture.queue.inDatabase { db in try body(benchmark, db) }
    } setup: {
      try SQLiteFixture(size: size, path: path)
    } teardown: {
      SQLiteFixture.removeFiles(at: path)
    }
  }

  /// Runs `work` inside a transaction that is always rolled back, so the table never changes.
  private static func rolledBack(_ db: Database, _ work: () throws -> Void) throws {
    try db.beginTransaction(.immediate)
    defer { try? db.rollback() }
    try work()
  }
}
