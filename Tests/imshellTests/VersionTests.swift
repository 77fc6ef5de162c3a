import Foundation
import TestSupport
import Testing

/// `--version` says what the binary is built from: the version, the Swift and the commit.
@Suite struct VersionTests {
  /// A link to the built binary in a directory of its own, where a test can put a build-info file.
  static func linkedBinary(in directory: TemporaryDirectory) throws -> URL {
    let binary = directory.url.appendingPathComponent("imshell")
    do {
      try FileManager.default.linkItem(at: PackagePaths.imshell, to: binary)
    } catch {
      try FileManager.default.copyItem(at: PackagePaths.imshell, to: binary)
    }
    return binary
  }

  static func modificationTime(of url: URL) throws -> Int {
    let date = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as! Date
    return Int(date.timeIntervalSince1970)
  }

  /// `--version` of a linked binary whose build-info records its mtime plus `skew` seconds.
  static func version(buildInfoSkew skew: Int) async throws -> ProcessResult {
    let directory = try TemporaryDirectory()
    let binary = try Self.linkedBinary(in: directory)
    let info = "commit 0123456789ab\nswift Swift 6.9.9 (test)\nbinary-mtime \(try Self.modificationTime(of: binary) + skew)\n"
    try info.write(to: binary.appendingPathExtension("build-info"), atomically: true, encoding: .utf8)
    return try await ProcessRunner.run(binary, ["--version"])
  }

  @Test func theBuildInfoBesideTheBinaryNamesTheCommitAndTheSwift() async throws {
    let result = try await Self.version(buildInfoSkew: 0)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == "imshell 0.1.0\nbuilt with Swift 6.9.9 (test) from commit 0123456789ab\n")
  }

  @Test func aBuildInfoOfAnotherBuildIsNotBelieved() async throws {
    let result = try await Self.version(buildInfoSkew: -60)
    #expect(result.output.hasPrefix("imshell 0.1.0\nbuilt with Swift 6."), "\(result.output)")
    #expect(result.output.hasSuffix(" or later from commit unknown (no imshell.build-info beside the binary)\n"), "\(result.output)")
  }
}
