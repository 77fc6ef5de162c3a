import Foundation
import Testing
import TestSupport

/// A program driving `imshell --batch` through a pipe writes when it likes: a line may arrive in
/// pieces, with pauses in which the shell waits (and hands freed memory back). Every line still
/// runs once, whole and in order, and its output is there before the shell waits for the next.
@Suite struct PipedInputTests {
  @Test(.timeLimit(.minutes(2)))
  func aLineArrivingInPiecesAroundPausesRunsOnceWholeAndInOrder() async throws {
    let shell = try RunningProcess(PackagePaths.imshell, ["counter", "--batch", "--trace", "none"])
    defer { shell.kill() }
    try shell.send(":echo one\n:ec")
    #expect(await shell.waitForOutput(containing: "one\n"))
    try await Task.sleep(for: .milliseconds(200))
    try shell.send("ho two\n.didTapIncrementButton\n")
    #expect(await shell.waitForOutput(containing: "two\n"))
    try await Task.sleep(for: .milliseconds(200))
    try shell.send(":echo three")
    try await Task.sleep(for: .milliseconds(200))
    try shell.send("\n:select selectValue()\n")
    shell.closeInput()
    #expect(await shell.waitForExit() == 0)
    #expect(shell.output == "one\ntwo\nthree\n1\n", "each line once, in order: \(shell.output)")
    #expect(shell.errors.isEmpty, "\(shell.errors)")
  }
}
