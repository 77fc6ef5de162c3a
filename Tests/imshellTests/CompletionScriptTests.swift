import Foundation
import Testing
import TestSupport

/// `completions/` holds what swift-argument-parser generates; this fails when they are stale.
/// Regenerate with `scripts/update-completions`.
@Suite struct CompletionScriptTests {
  @Test(arguments: [("bash", "imshell.bash"), ("zsh", "_imshell"), ("fish", "imshell.fish")])
  func committedScriptIsFresh(shell: String, file: String) async throws {
    let generated = try await ProcessRunner.run(PackagePaths.imshell, ["--generate-completion-script", shell])
    #expect(generated.status == 0)
    let committed = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("completions").appendingPathComponent(file), encoding: .utf8)
    #expect(generated.output == committed, "completions/\(file) is stale: run scripts/update-completions")
  }
}
