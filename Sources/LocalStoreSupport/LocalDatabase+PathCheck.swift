import Foundation

extension LocalDatabase {
  /// The first 16 bytes of every SQLite 3 database file.
  static let sqliteHeader = Data("SQLite format 3\0".utf8)

  /// Refuses paths SQLite would reject with a vaguer message, and files that are not SQLite
  /// databases, before SQLite opens (and could write beside) them.
  ///
  /// SQLite accepts any file at open and only finds out it is not a database when it first reads
  /// it; checking the header here refuses a file someone pointed at by mistake before SQLite has
  /// done anything with it, and says which check failed where SQLite would only say `CANTOPEN`.
  ///
  /// - Parameters:
  ///   - path: the database file.
  ///   - storeName: the domain's name, for the one message that has no path to show.
  ///   - location: the store as messages name it.
  /// - Throws: `LocalStoreError` with code `notADatabase` or `cannotOpen`.
  static func checkOpenable(path: String, storeName: String, location: String) throws(LocalStoreError) {
    let manager = FileManager.default
    guard !path.isEmpty else {
      throw LocalStoreError(code: .cannotOpen, message: "cannot open the \(storeName) store: the path is empty")
    }
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard !isDirectory.boolValue else {
        throw LocalStoreError(code: .cannotOpen, message: "cannot open \(location): it is a directory")
      }
      guard let file = FileHandle(forReadingAtPath: path) else {
        throw LocalStoreError(code: .cannotOpen, message: "cannot open \(location): the file is not readable")
      }
      defer { try? file.close() }
      let header = (try? file.read(upToCount: Self.sqliteHeader.count)) ?? Data()
      guard header.isEmpty || header == Self.sqliteHeader else {
        throw LocalStoreError(
          code: .notADatabase, message: "\(location) is not a SQLite database (the file was left untouched)")
      }
      guard manager.isWritableFile(atPath: path) else {
        throw LocalStoreError(code: .cannotOpen, message: "cannot write to \(location): the file is read-only")
      }
      return
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard manager.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      throw LocalStoreError(
        code: .cannotOpen, message: "cannot create \(location): the folder \"\(folder)\" does not exist")
    }
    guard isDirectory.boolValue else {
      throw LocalStoreError(code: .cannotOpen, message: "cannot create \(location): \"\(folder)\" is not a folder")
    }
    guard manager.isWritableFile(atPath: folder) else {
      throw LocalStoreError(
        code: .cannotOpen, message: "cannot create \(location): the folder \"\(folder)\" is not writable")
    }
  }
}
