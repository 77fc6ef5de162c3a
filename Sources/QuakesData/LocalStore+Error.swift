import LocalStoreSupport

extension LocalStore {
  /// Why the local store could not open or answer; `description` is a stable sentence that names
  /// the store's file, and is what reaches state as `.failure(error:)`.
  ///
  /// The error every GRDB-backed store of this package throws (`LocalStoreSupport`), so opening
  /// and SQLite failures read the same as in the Animals store. Its codes are the shared ones:
  /// `notADatabase`, `cannotOpen`, `locked` and `database`.
  public typealias Error = LocalStoreError
}
