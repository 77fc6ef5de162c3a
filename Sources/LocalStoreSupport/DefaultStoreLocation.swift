import Foundation

/// Where a store opened without a location keeps its file: the Linux reading of SwiftData's
/// default configuration (a `default.store` in the app's Application Support folder), one folder
/// per data module so that two stores never share a file.
public enum DefaultStoreLocation {
  /// `$XDG_DATA_HOME/MODULE/default.sqlite`, else `~/.local/share/MODULE/default.sqlite`; the
  /// folder is created if missing.
  ///
  /// - Throws: `LocalStoreError` (`cannotOpen`) when the folder cannot be created.
  public static func url(
    module: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> URL {
    let folder = Self.dataHome(environment).appendingPathComponent(module, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw LocalStoreError(code: .cannotOpen, message: "cannot create the store's folder \(folder.path)")
    }
    return folder.appendingPathComponent("default.sqlite")
  }

  /// The XDG data folder: `$XDG_DATA_HOME` when set to an absolute path, else `$HOME/.local/share`.
  static func dataHome(_ environment: [String: String]) -> URL {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return URL(fileURLWithPath: data, isDirectory: true) }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
  }
}
