import GRDB

extension LocalStoreError {
  /// `error` as a `LocalStoreError` about the store at `location` (already translated errors,
  /// a domain's own included, pass through unchanged).
  ///
  /// Every failure GRDB reports goes through here, so the same SQLite result code reads the same
  /// in every domain, and the sentence names the file instead of quoting SQLite's terse text.
  package static func translating(_ error: any Swift.Error, location: String) -> Self {
    if let error = error as? Self {
      return error
    }
    guard let error = error as? DatabaseError else {
      return Self(code: .database, message: "\(location) failed: \(String(describing: error))")
    }
    switch error.resultCode {
    case .SQLITE_NOTADB:
      return Self(code: .notADatabase, message: "\(location) is not a SQLite database")
    case .SQLITE_CORRUPT:
      return Self(code: .notADatabase, message: "\(location) is damaged (SQLite reports it as corrupt)")
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      return Self(
        code: .locked,
        message: "\(location) is locked by another connection (gave up after waiting \(LocalDatabase.busyTimeoutText))"
      )
    case .SQLITE_CANTOPEN:
      return Self(code: .cannotOpen, message: "cannot open \(location): the file cannot be created or opened there")
    case .SQLITE_FULL:
      return Self(code: .full, message: "\(location) is full: the disk, or a limit on its size, leaves no room")
    case .SQLITE_IOERR:
      return Self(code: .ioError, message: "\(location) could not be read or written (an I/O error)")
    case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH:
      return Self(code: .cannotOpen, message: "cannot write to \(location): it is read-only")
    default:
      let detail = error.message ?? "SQLite error \(error.resultCode.rawValue)"
      return Self(code: .database, message: "\(location) failed: \(detail)")
    }
  }
}
