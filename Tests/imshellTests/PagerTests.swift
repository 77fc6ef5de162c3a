import Foundation
import TestSupport
import Testing

/// Long output on a terminal goes through `$PAGER`, as psql's does; short output, batch output
/// and an empty `$PAGER` never do.
@Suite struct PagerTests {
  /// A pager that keeps what it was given in `file` and says it ran.
  static func recordingPager(into file: URL) -> String {
    "cat > '\(file.path)'; echo PAGER-RAN"
  }

  @Test(.timeLimit(.minutes(2)))
  func aListingLongerThanTheScreenIsPagedAndAShortOneIsNot() async throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let paged = sandbox.root.appendingPathComponent("paged")
    let shell = try sandbox.startShell(pager: Self.recordingPager(into: paged))
    defer { shell.close() }
    try await shell.waitFor("imshell(counter)> ")
    try shell.type(":trace none\n:repeat 40 .didTapIncrementButton\n:history\n")
    try await shell.waitFor("PAGER-RAN")
    let text = try String(contentsOf: paged, encoding: .utf8)
    #expect(text.hasPrefix("  #1 .didTapIncrementButton\n"), "\(text)")
    #expect(text.contains("→ #40 .didTapIncrementButton\n"), "the pager got the whole listing: \(text)")
    // The listing went to the pager only, not to the screen as well.
    #expect(try !shell.screen().contains("#17 .didTapIncrementButton"))
    try FileManager.default.removeItem(at: paged)
    try shell.type(":select selectValue()\n")
    try await shell.waitFor("imshell(counter)> ") { $0.contains("\n40\n") }
    #expect(!FileManager.default.fileExists(atPath: paged.path), "one line fits the screen: no pager")
  }

  @Test(.timeLimit(.minutes(2)))
  func anEmptyPagerTurnsPagingOff() async throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let shell = try sandbox.startShell(pager: "")
    defer { shell.close() }
    try await shell.waitFor("imshell(counter)> ")
    try shell.type(":trace none\n:repeat 40 .didTapIncrementButton\n:history\n")
    try await shell.waitFor("→ #40 .didTapIncrementButton")
  }

  /// Issue 37: a pager that is not there (`sh` exits 127) or fails (`false`) lost the output.
  @Test(.timeLimit(.minutes(2)), arguments: ["nosuchpager", "false"])
  func aPagerThatFailsFallsBackToPlainOutput(pager: String) async throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let shell = try sandbox.startShell(pager: pager)
    defer { shell.close() }
    try await shell.waitFor("imshell(counter)> ")
    try shell.type(":trace none\n:repeat 40 .didTapIncrementButton\n:history\n")
    try await shell.waitFor("→ #40 .didTapIncrementButton")
  }

  @Test func batchOutputIsNeverPaged() async throws {
    let home = try TemporaryDirectory()
    let paged = home.url.appendingPathComponent("paged")
    var environment = ProcessRunner.stableEnvironment(home: home.url)
    environment["PAGER"] = Self.recordingPager(into: paged)
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["counter", "--trace", "none"], input: ":repeat 100 .didTapIncrementButton\n:history\n",
      environment: environment)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("→ #100 .didTapIncrementButton"))
    #expect(!FileManager.default.fileExists(atPath: paged.path))
  }
}
