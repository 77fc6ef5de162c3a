import Foundation
import TestSupport
import Testing

/// A terminal that talks: on an interactive terminal a dispatch prints at once, a status line
/// says what the shell waits for while a slow feed answers (erased when done), and a result that
/// arrives after Ctrl-C prints at once above the prompt, the half-typed line drawn again below
/// it. Real binary in tmux, the USGS double answering slowly on loopback.
@Suite struct TalkingTerminalTests {
  static let refresh = ".ui(.quakeList(.onTapRefreshQuakesButton(range: .allHour)))"
  static let prompt = "imshell(quakes)> "
  /// How long the double holds its answer: the window in which a test looks at the status line.
  /// Long enough that a starved test process still sees it; every wait below is a safety net.
  static let slow = 8

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
    let (shell, home) = try await Self.refreshing(slow: Self.slow)
    defer { shell.close() }
    _ = home
    let waiting = try await shell.waitFor("waiting for fetchRemoteQuakesQuery(range: .allHour)", timeout: .seconds(60))
    #expect(waiting.contains("#1 " + Self.refresh), "the header prints before the effects settle")
    #expect(waiting.contains("quakes.status: nil → .waiting"), "so does its state diff")
    #expect(waiting.contains("s · Ctrl-C stops waiting"))
    #expect(!waiting.contains("#2 ← #1"))
    let settled = try await shell.waitFor("the result, its status line erased", timeout: .seconds(60)) {
      $0.contains("#2 ← #1") && !$0.contains("Ctrl-C stops waiting")
    }
    #expect(!settled.contains("Ctrl-C stops waiting"), "the status line is erased: \(settled)")
    #expect(settled.contains("quakes.status: .waiting → .success"))
  }

  /// Ctrl-C while the refresh waits; returns once the shell is back at a prompt.
  static func interrupted(slow: Int) async throws -> (TmuxSession, TemporaryDirectory) {
    let (shell, home) = try await Self.refreshing(slow: slow)
    try await shell.waitFor("Ctrl-C stops waiting", timeout: .seconds(60))
    try shell.sendKeys("C-c")
    try await shell.waitFor("interrupted while waiting for effects")
    return (shell, home)
  }

  /// The screen's last line that is not blank, trailing spaces removed.
  static func lastLine(of screen: String) -> String {
    let lines = screen.split(separator: "\n").map { $0.replacing(/\s+$/, with: "") }
    return String(lines.last { !$0.isEmpty } ?? "")
  }

  @Test(.timeLimit(.minutes(2)))
  func aResultArrivingAfterCtrlCPrintsAboveAFreshPromptWithoutEnter() async throws {
    let (shell, home) = try await Self.interrupted(slow: Self.slow)
    defer { shell.close() }
    _ = home
    // Nothing is typed: the feed's answer shows up by itself, and the prompt is drawn below it.
    let screen = try await shell.waitFor("the late result above a prompt", timeout: .seconds(60)) {
      $0.contains("#2 ← #1") && Self.lastLine(of: $0) == "imshell(quakes)>"
    }
    let stopped = try #require(screen.range(of: "interrupted while waiting for effects"))
    let late = try #require(screen.range(of: "· arrived after waiting stopped:"), "\(screen)")
    let result = try #require(screen.range(of: "#2 ← #1"))
    #expect(stopped.upperBound <= late.lowerBound && late.upperBound <= result.lowerBound, "\(screen)")
    #expect(screen.contains("quakes.status: .waiting → .success"), "\(screen)")
    #expect(!screen[stopped.upperBound..<late.lowerBound].contains(Self.prompt), "the prompt is erased, not left above: \(screen)")
  }

  @Test(.timeLimit(.minutes(2)))
  func aHalfTypedLineSurvivesTheLateResultAndEnterRunsIt() async throws {
    let (shell, home) = try await Self.interrupted(slow: Self.slow)
    defer { shell.close() }
    _ = home
    try shell.type(":echo half typd")
    try shell.sendKeys("Left")
    let typing = try await shell.waitFor(Self.prompt + ":echo half typd")
    #expect(!typing.contains("#2 ← #1"), "typed before the result arrived: \(typing)")
    let redrawn = try await shell.waitFor("the late result above the half-typed line", timeout: .seconds(60)) {
      $0.contains("#2 ← #1") && Self.lastLine(of: $0) == Self.prompt + ":echo half typd"
    }
    #expect(redrawn.components(separatedBy: ":echo half typd").count == 2, "the line is drawn once, below: \(redrawn)")
    // The cursor is still one to the left of the end: the next key lands there.
    try shell.type("e")
    try shell.sendKeys("Enter")
    let screen = try await shell.waitFor("\nhalf typed\n")
    let result = try #require(screen.range(of: "#2 ← #1"))
    let echoed = try #require(screen.range(of: "\nhalf typed\n"))
    #expect(result.upperBound <= echoed.lowerBound, "\(screen)")
    #expect(!screen.contains("· arrived after waiting stopped:\n· arrived"), "printed once: \(screen)")
  }

  @Test(.timeLimit(.minutes(2)))
  func whileAnotherLineRunsALateResultWaitsForItToFinish() async throws {
    let (shell, home) = try await Self.interrupted(slow: Self.slow)
    defer { shell.close() }
    _ = home
    // `:await` waits for the same effect: its result belongs to the interrupted line, so it
    // prints after :await's own output, under the label, before the next prompt.
    try shell.type(":await 10")
    try shell.sendKeys("Enter")
    let screen = try await shell.waitFor("the late result, then a prompt", timeout: .seconds(60)) {
      $0.contains("#2 ← #1") && Self.lastLine(of: $0) == "imshell(quakes)>"
    }
    let awaited = try #require(screen.range(of: Self.prompt + ":await 10"))
    let late = try #require(screen.range(of: "· arrived after waiting stopped:"), "\(screen)")
    let result = try #require(screen.range(of: "#2 ← #1"))
    #expect(awaited.upperBound <= late.lowerBound && late.upperBound <= result.lowerBound, "\(screen)")
  }
}
