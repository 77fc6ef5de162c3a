import Foundation
import Testing
import TestSupport

/// Every `scripts/walkthroughs/NN-topic.imsh`, run through the real binary as
/// `scripts/walkthroughs/run` runs it, must reproduce its `.expected` transcript byte for byte.
@Suite struct WalkthroughTests {
  static let folder = PackagePaths.root.appendingPathComponent("scripts/walkthroughs")

  static var scripts: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".imsh") }.sorted()
  }

  @Test func thereAreWalkthroughs() {
    #expect(Self.scripts.count >= 3)
  }

  @Test(arguments: WalkthroughTests.scripts)
  func transcriptMatches(_ name: String) async throws {
    let script = Self.folder.appendingPathComponent(name)
    let text = try String(contentsOf: script, encoding: .utf8)
    let header = try #require(text.split(separator: "\n").first, "empty walkthrough")
    #expect(header.hasPrefix("#!imshell "), "line 1 must be `#!imshell DOMAIN OPTIONS`")
    let options = header.dropFirst("#!imshell ".count).split(separator: " ").map(String.init)
    let result =
      if let app = WalkthroughApp.command(in: text) {
        try await WalkthroughApp.run(text, options: options, app: app)
      } else {
        try await ProcessRunner.run(PackagePaths.imshell, options + ["--batch", "--echo"], input: text)
      }
    let expectedURL = script.deletingPathExtension().appendingPathExtension("expected")
    let expected = try String(contentsOf: expectedURL, encoding: .utf8)
    #expect(result.status == 0, "walkthroughs must exit 0; stderr: \(result.errors)")
    #expect(result.errors.isEmpty)
    if result.output != expected {
      Issue.record(Comment(rawValue: TranscriptDiff.describe(expected: expected, actual: result.output)))
    }
  }
}

/// A readable first difference between two transcripts.
enum TranscriptDiff {
  static func describe(expected: String, actual: String) -> String {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      let want = index < left.count ? String(left[index]) : "<end>"
      let got = index < right.count ? String(right[index]) : "<end>"
      if want != got {
        return "transcript differs at line \(index + 1) (re-record with scripts/walkthroughs/update after a deliberate change)\n  expected: \(want)\n  actual:   \(got)"
      }
    }
    return "transcripts differ only in trailing bytes"
  }
}
