import Foundation
import Testing

/// Each `walkthroughs/NN-topic.imsh` through the real binary reproduces its `.expected` transcript
/// byte for byte, and exporting it again gives the committed test under `Tests/TodoDataTests/Exported/`
/// (re-record both with `scripts/update` after a deliberate change).
@Suite struct TranscriptTests {
  static let folder = TodoShell.root.appendingPathComponent("walkthroughs")
  static let scripts = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".imsh") }.sorted()

  /// The header's options: `#!todoshell todo` → `["todo"]`.
  static func options(of text: String) -> [String] {
    text.prefix { $0 != "\n" }.split(separator: " ").dropFirst().map(String.init)
  }

  @Test func thereIsAWalkthrough() {
    #expect(Self.scripts == ["01-todo.imsh"])
  }

  @Test(arguments: Self.scripts)
  func transcriptMatches(_ name: String) throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    let result = try TodoShell.run(Self.options(of: text) + ["--batch", "--echo"], input: text)
    let expected = try String(
      contentsOf: Self.folder.appendingPathComponent(name.replacingOccurrences(of: ".imsh", with: ".expected")), encoding: .utf8)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.isEmpty)
    #expect(result.output == expected, "the transcript of \(name) changed: run scripts/update after a deliberate change")
  }

  @Test(arguments: Self.scripts)
  func exportedTestIsFresh(_ name: String) throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    let stem = name.dropLast(".imsh".count).split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    let file = "Walkthrough\(stem)Tests.swift"
    // The suite is named after the file, so the file keeps its name, in a folder of its own.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent(file)
    let result = try TodoShell.run(Self.options(of: text) + ["--batch"], input: text + ":export-test \(target.path)\n")
    #expect(result.status == 0, "\(result.errors)")
    let committed = TodoShell.root.appendingPathComponent("Tests/TodoDataTests/Exported/\(file)")
    #expect(try String(contentsOf: target, encoding: .utf8) == String(contentsOf: committed, encoding: .utf8))
  }
}
