import Foundation
import Testing
import TestSupport

/// The README's command table is the shell's own command table: each `:help` usage appears there.
@Suite struct ReadmeTests {
  @Test func everyCommandIsDocumented() async throws {
    let help = try await ProcessRunner.run(PackagePaths.imshell, ["counter", "-e", ":help"])
    #expect(help.status == 0)
    let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let usages = help.output.split(separator: "\n").filter { $0.hasPrefix(":") }.map { line in
      String(line).components(separatedBy: "  ").first!.trimmingCharacters(in: .whitespaces)
    }
    #expect(usages.count >= 20)
    for usage in usages {
      let asTableCell = "`" + usage.replacingOccurrences(of: "|", with: "\\|") + "`"
      #expect(readme.contains(asTableCell), "README lacks \(asTableCell)")
    }
  }

  /// The one-minute tour is what the shell prints: its lines typed after the prompts, replayed
  /// with `--echo`, give the block back byte for byte.
  @Test func theTourIsATranscript() async throws {
    let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "```text\n$ scripts/imshell\n"))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    let tour = String(readme[start.upperBound..<end.lowerBound])
    let prompt = "imshell(counter)> "
    let typed = tour.split(separator: "\n").filter { $0.hasPrefix(prompt) }.map { $0.dropFirst(prompt.count) + "\n" }
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["counter", "--echo"], input: typed.joined())
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == tour)
  }

  /// "Your own app in imshell" shows the example's whole glue file as it is.
  @Test func theGlueFileIsTheExamplesMain() throws {
    let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let main = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("Examples/TodoShell/Sources/todoshell/main.swift"), encoding: .utf8)
    #expect(readme.contains("```swift\n" + main + "```\n"), "README's glue block differs from Examples/TodoShell/Sources/todoshell/main.swift")
    #expect(main.split(separator: "\n", omittingEmptySubsequences: false).count - 1 <= 30, "the glue grew past 30 lines")
  }
}
