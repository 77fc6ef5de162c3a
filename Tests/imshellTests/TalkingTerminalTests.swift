import Foundation
import TestSupport
import Testing

/// A terminal that talks: on an interactive terminal a dispatch prints at once, a status line
/// says what the shell waits for while a slow feed answers (erased when done), and a result that
/// arrives after Ctrl-C prints before the next line's output, never inside it. Real binary in
/// tmux, the USGS double answering slowly on loopback.
@Suite(.serialized)
struct TalkingTerminalTests {
  static let refresh = ".ui(.quakeList(.onTapRefreshQuakesButton(range: .allHour)))"
  static let prompt = "imshell(quakes)> "

  /// `imshell quakes --interactive` in memory, the double answering after `slow` seconds, and
  /// the refresh typed.
  static func refreshing(slow: Int) async throws -> (TmuxSession, TemporaryDirectory) {
    let home = try TemporaryDirectory()
    var environment = ProcessRunner.stableEnvironment(home: home.url)
    environment["TERM"] = "xterm"
    environment["IMSHELL_PACKAGE_ROOT"] = PackagePaths.root.path
    let shell = try TmuxSession(
      executable: PackagePaths.imshell.path, arguments: ["quakes", "--store", "memory", "--interactive", "--no-init"],
      environment: environment, width: 160, height: 50)
    try await shell.waitFor(Self.prompt)
    try shell.type(":serve usgs slow: \(slow)")
    try shell.sendKeys("Enter")
    try await shell.waitFor("usgs", timeout: .seconds(60)) { $0.components(separatedBy: Self.prompt).count >= 3 }
    try shell.type(Self.refresh)
    try shell.sendKeys("Enter")
    return (shell, home)
  }

  @Test(.timeLimit(.minutes(2)))
  func theDispatchPrintsAtOnceAndAStatusLineSaysWhatIsPending() async throws {
    let (shell, home) = try await Self.refreshing(slow: 3)
    defer { shell.close() }
    _ = home
    let waiting = try await shell.waitFor("waiting for fetchRemoteQuakesQuery(range: .allHour)", timeout: .seconds(5))
    #expect(waiting.contains("#1 " + Self.refresh), "the header prints before the effects settle")
    #expect(waiting.contains("quakes.status: nil → .waiting"), "so does its state diff")
    #expect(waiting.contains("s · Ctrl-C stops waiting"))
    #expect(!waiting.contains("#2 ← #1"))
    try await shell.waitFor("#2 ← #1", timeout: .seconds(15))
    try await Task.sleep(for: .milliseconds(300))
    let settled = try shell.screen()
    #expect(!settled.contains("Ctrl-C stops waiting"), "the status line is erased: \(settled)")
    #expect(settled.contains("quakes.status: .waiting → .success"))
  }

  @Test(.timeLimit(.minutes(2)))
  func aResultArrivingAfterCtrlCPrintsBeforeTheNextLinesOutput() async throws {
    let (shell, home) = try await Self.refreshing(slow: 3)
    defer { shell.close() }
    _ = home
    try await shell.waitFor("Ctrl-C stops waiting", timeout: .seconds(5))
    try shell.sendKeys("C-c")
    try await shell.waitFor("interrupted while waiting for effects")
    // The feed answers while the prompt waits; nothing may print into the line being typed.
    try await Task.sleep(for: .seconds(4))
    let idle = try shell.screen()
    #expect(!idle.contains("#2 ← #1"), "\(idle)")
    try shell.type(":echo next line")
    try shell.sendKeys("Enter")
    let screen = try await shell.waitFor("\nnext line")
    let late = try #require(screen.range(of: "· arrived after waiting stopped:"), "\(screen)")
    let result = try #require(screen.range(of: "#2 ← #1"))
    let next = try #require(screen.range(of: "\nnext line"))
    #expect(late.upperBound <= result.lowerBound && result.upperBound <= next.lowerBound, "\(screen)")
  }
}
