import Foundation
import GRDB

extension LocalStore {
  /// Why the local store could not open or answer; `description` is a stable sentence that names
  /// the store's file, and is what reaches state as `.failure(error:)`.
  public struct Error: Swift.Error, Hashable, Sendable {
    /// What went wrong, for code that branches and for tests.
    package enum Code: Hashable, Sendable {
      /// The file exists but is not a SQLite database; it was left untouched.
      case notADatabase
      /// The file cannot be created, opened or written (missing folder, permissions, a folder
      /// in its place…).
      case cannotOpen
      /// Another connection holds the write lock and kept it past the busy timeout.
      case locked
      /// Any other SQLite failure.
      case database
    }

    /// What went wrong.
    package let code: Code
    /// The sentence `description` returns.
    package let message: String

    /// Creates an error.
    package init(code: Code, message: String) {
      self.code = code
      self.message = message
    }
  }
}

extension LocalStore.Error: CustomStringConvertible {
  public var description: String { self.message }
}

extension LocalStore.Error: LocalizedError {
  public var errorDescription: String? { self.message }
}

extension LocalStore.Error {
  /// `error` as a `LocalStore.Error` about the store at `location` (already translated errors
  /// pass through unchanged).
  static func translating(_ error: any Swift.Error, location: String) -> Self {
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
        message: "\(location) is locked by another connection (gave up after waiting \(LocalStore.busyTimeoutText))"
      )
    case .SQLITE_CANTOPEN:
      return Self(code: .cannotOpen, message: "cannot open \(location): the file cannot be created or opened there")
    case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH:
      return Self(code: .cannotOpen, message: "cannot write to \(location): it is read-only")
    default:
      let detail = error.message ?? "SQLite error \(error.resultCode.rawValue)"
      return Self(code: .database, message: "\(location) failed: \(detail)")
    }
  }
}
