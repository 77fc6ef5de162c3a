import Foundation
import Testing
import TestSupport

/// `man/imshell.1` is what the binary renders from its flag declarations and command table;
/// this fails when it is stale. Regenerate with `scripts/update-manual`.
@Suite struct ManualPageTests {
  static let committedPath = PackagePaths.root.appendingPathComponent("man/imshell.1")

  @Test func committedPageIsFresh() async throws {
    let generated = try await ProcessRunner.run(PackagePaths.imshell, ["--generate-manual"])
    #expect(generated.status == 0, "\(generated.errors)")
    let committed = try String(contentsOf: Self.committedPath, encoding: .utf8)
    #expect(generated.output == committed, "man/imshell.1 is stale: run scripts/update-manual")
  }

  @Test func thePageHasEveryFlagAndEveryCommand() async throws {
    let page = try String(contentsOf: Self.committedPath, encoding: .utf8)
    let help = try await ProcessRunner.run(PackagePaths.imshell, ["--help"])
    let flags = help.output.split(separator: " ").filter { $0.hasPrefix("--") && $0.count > 2 }.map {
      String($0.prefix { $0 == "-" || $0.isLetter })
    }
    #expect(flags.count >= 15)
    for flag in Set(flags) where flag != "--help" && flag != "--version" {
      #expect(page.contains("Fl -" + flag.dropFirst(2)), "no \(flag) in the page")
    }
    let commands = try await ProcessRunner.run(PackagePaths.imshell, ["counter", "-e", ":help"])
    let names = commands.output.split(separator: "\n").filter { $0.hasPrefix(":") }.map { $0.prefix { $0 != " " } }
    #expect(names.count >= 20)
    for name in names { #expect(page.contains(".It Li " + name), "no \(name) in the page") }
  }

  @Test func manRendersThePage() async throws {
    let result = try await ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["man", "-l", Self.committedPath.path])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("COMMAND LANGUAGE"))
    #expect(result.output.contains(":export-test FILE"))
  }
}
