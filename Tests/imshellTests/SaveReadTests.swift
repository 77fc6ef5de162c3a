import Foundation
import Testing
import TestSupport

/// `:save` then `:read` replays a session: for every self-contained walkthrough, the state a fresh
/// shell reaches by reading the saved script is the state the walkthrough ended in.
///
/// Left out, by what their scripts contain: loopback servers (`:serve`: the saved script holds no
/// server), direct store calls (`:store`: not actions, so not in the history) and domain switches
/// (`:domain`: a saved script replays one domain).
@Suite struct SaveReadTests {
  static let folder = PackagePaths.root.appendingPathComponent("scripts/walkthroughs")

  static var selfContained: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".imsh") }.sorted().filter { name in
      let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
      return ![":serve", ":store", ":domain", "--remote", ":attach"].contains { text.contains($0) }
    }
  }

  @Test func mostWalkthroughsAreSelfContained() {
    #expect(Self.selfContained.count >= 16, "\(Self.selfContained)")
  }

  @Test(arguments: Self.selfContained)
  func savedSessionReplaysToTheSameState(_ name: String) async throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    let header = try #require(text.split(separator: "\n").first)
    let options = header.dropFirst("#!imshell ".count).split(separator: " ").map(String.init) + ["--batch"]
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("imshell-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let marker = ":echo ==STATE==\n:state\n"
    let original = try await ProcessRunner.run(
      PackagePaths.imshell, options, input: text + "\n:save saved.imsh\n" + marker, directory: work)
    #expect(original.status == 0, "\(original.errors)")
    // A fresh store: a SQLite file the walkthrough left must not hand the replay its state.
    for file in try FileManager.default.contentsOfDirectory(atPath: work.path) where file.hasSuffix(".sqlite") {
      try FileManager.default.removeItem(at: work.appendingPathComponent(file))
    }
    let replay = try await ProcessRunner.run(PackagePaths.imshell, options, input: ":read saved.imsh\n" + marker, directory: work)
    #expect(replay.status == 0, "\(replay.errors)")
    let state = { (output: String) in output.components(separatedBy: "==STATE==\n").last ?? "" }
    #expect(!state(original.output).isEmpty)
    #expect(state(replay.output) == state(original.output))
  }
}
