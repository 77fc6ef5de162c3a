import Foundation
import TestSupport

/// Type-checks an exported Swift test the way a user's own package would compile it: against
/// the modules this package built, under another package name.
enum ExportedSource {
  /// The folder of the built modules (`.build/debug/Modules`).
  static var modules: URL {
    PackagePaths.imshell.deletingLastPathComponent().appendingPathComponent("Modules")
  }

  /// GRDB's SQLite module map: AnimalsData and QuakesData import GRDB, so their clients load it.
  static var sqliteModuleMap: URL {
    PackagePaths.root.appendingPathComponent(".build/checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap")
  }

  /// `swiftc -typecheck` of `file` with `-package-name` set to a package that is not ours.
  static func typecheckOutsideThePackage(_ file: URL) async throws -> ProcessResult {
    try await ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "swiftc", "-typecheck", "-swift-version", "6", "-package-name", "someone_elses_app", "-I", Self.modules.path,
        "-Xcc", "-fmodule-map-file=\(Self.sqliteModuleMap.path)", file.path,
      ],
      environment: ProcessInfo.processInfo.environment)
  }
}
