import Foundation
import GRDB

/// One row of the `quake` table; both instants are stored as seconds since 1970 (`REAL`), so
/// milliseconds survive, which GRDB's default text dates would round.
struct QuakeRecord: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "quake"

  var quakeId: String
  var magnitude: Double
  var time: Double
  var updated: Double
  var name: String
  var longitude: Double
  var latitude: Double
}

extension QuakeRecord {
  /// The row that stores `quake`.
  init(_ quake: Quake) {
    self.init(
      quakeId: quake.quakeId,
      magnitude: quake.magnitude,
      time: quake.time.timeIntervalSince1970,
      updated: quake.updated.timeIntervalSince1970,
      name: quake.name,
      longitude: quake.longitude,
      latitude: quake.latitude
    )
  }

  /// The value this row stores, its place name shared with an equal one read before (kept in
  /// `names`): a store names few places many times (64k synthetic quakes, 1,390 places), and each
  /// name read on its own would take a heap block of its own for as long as the state holds it.
  /// Only ASCII names are shared: `String` equality is canonical equivalence, so a shared `é`
  /// could hand one row another row's spelling of it, and a row must read back its own bytes.
  func value(sharingNames names: inout Set<String>) -> Quake {
    let isASCII = self.name.utf8.allSatisfy { $0 < 0x80 }
    return Quake(
      quakeId: self.quakeId,
      magnitude: self.magnitude,
      time: Date(timeIntervalSince1970: self.time),
      updated: Date(timeIntervalSince1970: self.updated),
      name: isASCII ? names.insert(self.name).memberAfterInsert : self.name,
      longitude: self.longitude,
      latitude: self.latitude
    )
  }
}

extension QuakeRecord {
  /// Saves one row, replacing the row with the same id: the statement GRDB's `upsert` runs,
  /// without reading the row back.
  static let upsertSQL = """
    INSERT INTO quake (quakeId, magnitude, time, updated, name, longitude, latitude) VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (quakeId) DO UPDATE SET magnitude = excluded.magnitude, time = excluded.time,
    updated = excluded.updated, name = excluded.name, longitude = excluded.longitude, latitude = excluded.latitude
    """

  /// Deletes the row with one id.
  static let deleteSQL = "DELETE FROM quake WHERE quakeId = ?"

  /// `upsertSQL`'s arguments for `quake`, in column order, stored as `init(_:)` stores them.
  static func arguments(_ quake: Quake) -> StatementArguments {
    [
      quake.quakeId, quake.magnitude, quake.time.timeIntervalSince1970, quake.updated.timeIntervalSince1970,
      quake.name, quake.longitude, quake.latitude,
    ]
  }
}
