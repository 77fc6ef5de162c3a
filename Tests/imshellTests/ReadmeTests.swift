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
}
