import Foundation
import Testing
import TestSupport

/// What the shell writes is its user's alone, as the history already is (issue 37): `:save` and
/// `:export-test` write 0600 files (saving over a 0644 one too), a store is 0600 in a 0700
/// `$XDG_DATA_HOME/imshell`, and a write that fails says why.
@Suite struct PrivateFileTests {
  static func mode(_ path: String) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) & 0o777
  }

  @Test func savedScriptsAndExportedTestsAreReadableByTheirOwnerOnly() async throws {
    let directory = try TemporaryDirectory()
    let saved = directory.url.appendingPathComponent("session.imsh").path
    let exported = directory.url.appendingPathComponent("SessionTests.swift").path
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: saved))
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: saved)
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["counter"], input: ".didTapIncrementButton\n:save \(saved)\n:export-test \(exported)\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(try Self.mode(saved) == 0o600)
    #expect(try Self.mode(exported) == 0o600)
    #expect(try String(contentsOfFile: saved, encoding: .utf8).contains(".didTapIncrementButton"))
  }

  @Test func aWriteThatFailsSaysWhy() async throws {
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["counter"], input: ":save /nonexistent-folder/s.imsh\n")
    #expect(result.status == 1)
    #expect(result.errors.contains("cannot write /nonexistent-folder/s.imsh: the folder /nonexistent-folder does not exist"), "\(result.errors)")
  }

  @Test func theDefaultStoreIsPrivateInAPrivateFolder() async throws {
    let home = try TemporaryDirectory()
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["animals", "--store", "sqlite"], input: ":store fetchAnimalsQuery()\n",
      environment: ProcessRunner.stableEnvironment(home: home.url))
    #expect(result.status == 0, "\(result.errors)")
    let folder = home.url.appendingPathComponent("data/imshell").path
    #expect(try Self.mode(home.url.appendingPathComponent("data").path) == 0o700)
    #expect(try Self.mode(folder) == 0o700)
    #expect(try Self.mode(folder + "/animals.sqlite") == 0o600)
  }

  /// Issue 37: a data folder that cannot be created was reported as missing.
  @Test func aDataFolderThatCannotBeCreatedSaysWhy() async throws {
    let home = try TemporaryDirectory()
    var environment = ProcessRunner.stableEnvironment(home: home.url)
    // A regular file where a folder must go fails for root too (a 0500 folder would not).
    try Data("x\n".utf8).write(to: home.url.appendingPathComponent("blocker"))
    environment["XDG_DATA_HOME"] = home.url.appendingPathComponent("blocker/data").path
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["animals", "--store", "sqlite"], input: ":quit\n", environment: environment)
    #expect(result.status == 1)
    #expect(result.errors.contains("cannot create the folder \(home.url.path)/blocker/data: not a directory"), "\(result.errors)")
  }
}
