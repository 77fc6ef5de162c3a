import GRDB

/// The SQLite shape of an element: table `element` with the key as `INTEGER PRIMARY KEY` (the
/// rowid, so a lookup by key is one B-tree search) and one integer column per field.
extension Element80: FetchableRecord {
  /// The ten field columns, in field order.
  static let columnNames = (0..<10).map { "f\($0)" }

  /// Creates the table; the sort column has no index, as the dictionaries have none either.
  static let createTableSQL =
    "CREATE TABLE element (id INTEGER PRIMARY KEY NOT NULL, "
    + columnNames.map { "\($0) INTEGER NOT NULL" }.joined(separator: ", ") + ")"
  static let insertSQL =
    "INSERT INTO element (id, " + columnNames.joined(separator: ", ") + ") VALUES (?"
    + String(repeating: ", ?", count: 10) + ")"
  static let updateSQL =
    "UPDATE element SET " + columnNames.map { "\($0) = ?" }.joined(separator: ", ") + " WHERE id = ?"
  static let deleteSQL = "DELETE FROM element WHERE id = ?"
  static let selectOneSQL = "SELECT " + columnNames.joined(separator: ", ") + " FROM element WHERE id = ?"
  static let countSQL = "SELECT count(*) FROM element"
  static let sortSQL = "SELECT " + columnNames.joined(separator: ", ") + " FROM element ORDER BY f3"

  init(row: Row) throws {
    self.init(
      f0: row[0], f1: row[1], f2: row[2], f3: row[3], f4: row[4],
      f5: row[5], f6: row[6], f7: row[7], f8: row[8], f9: row[9]
    )
  }

  /// The ten field values, in column order.
  var fieldValues: [Int64] { [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9] }

  /// Arguments for `insertSQL`: the key first.
  func insertArguments(key: Int64) -> StatementArguments {
    StatementArguments([key] + fieldValues)
  }

  /// Arguments for `updateSQL`: the key last.
  func updateArguments(key: Int64) -> StatementArguments {
    StatementArguments(fieldValues + [key])
  }
}
