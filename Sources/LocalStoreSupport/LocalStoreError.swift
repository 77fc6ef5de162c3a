import Foundation

/// Why a domain's local store could not open or answer; `description` is a stable sentence that
/// names the store's file, and is what reaches state as `.failure(error:)`.
///
/// One type for every GRDB-backed store of this package, because the ways a SQLite file fails
/// (not a database, cannot be opened, locked, any other SQLite error) and the sentences that say
/// so are the same whatever the domain keeps in it. Each domain names it `LocalStore.Error`.
public struct LocalStoreError: Swift.Error, Hashable, Sendable {
  /// What went wrong, for code that branches and for tests.
  ///
  /// A struct of named values rather than an enum, so a domain can add failures of its own (an id
  /// it does not hold, a row its model cannot represent) in an extension, without this module
  /// knowing its models. Two domains imported together must not add the same name.
  package struct Code: Hashable, Sendable {
    /// The code's name, as its static member spells it.
    package let name: String

    /// Creates a code; a domain declares each one once, as a static member.
    package init(_ name: String) {
      self.name = name
    }

    /// The file exists but is not a SQLite database; it was left untouched.
    package static let notADatabase = Self("notADatabase")
    /// The file cannot be created, opened or written (missing folder, permissions, a folder in
    /// its place…).
    package static let cannotOpen = Self("cannotOpen")
    /// Another connection holds the write lock and kept it past the busy timeout.
    package static let locked = Self("locked")
    /// No room to write: the disk is full, or the file reached a size limit.
    package static let full = Self("full")
    /// The operating system failed a read or a write.
    package static let ioError = Self("ioError")
    /// Any other SQLite failure.
    package static let database = Self("database")
    /// The file is a store of this package, but another domain's (its tables are not this
    /// store's); it was left untouched.
    package static let anotherStore = Self("anotherStore")
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

extension LocalStoreError: CustomStringConvertible {
  public var description: String { self.message }
}

extension LocalStoreError: LocalizedError {
  public var errorDescription: String? { self.message }
}
