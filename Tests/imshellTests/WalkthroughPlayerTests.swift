import Foundation
import Testing
import TestSupport

/// `imshell --walkthrough NN` plays a walkthrough step by step: a step starts at each run of
/// `:echo` narration, and Enter plays the next one.
@Suite struct WalkthroughPlayerTests {
  @Test func pipedEntersPlayTheWholeWalkthroughAsItsTranscriptShowsIt() async throws {
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["--walkthrough", "3"], input: String(repeating: "\n", count: 20))
    #expect(result.status == 0, "\(result.errors)")
    let transcript = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("scripts/walkthroughs/03-counter.expected"), encoding: .utf8)
    let played = result.output.split(separator: "\n").filter { !$0.hasPrefix("──") }.joined(separator: "\n") + "\n"
    #expect(played == transcript)
    #expect(result.output.hasPrefix("── 03-counter.imsh: 5 steps · Enter plays the next · q quits ──\n"), "\(result.output)")
    #expect(result.output.contains("── step 2 of 5 · Enter plays it · a line runs first · q quits ──"))
    #expect(result.output.hasSuffix("── end of 03-counter.imsh ──\n"))
  }

  /// A walkthrough with an `#!app` line starts that app beside the shell, as the transcript runner
  /// does, and stops it at the end: the attach walkthrough plays as its transcript shows it.
  @Test func aWalkthroughsAppIsStartedBesideTheShell() async throws {
    let home = try TemporaryDirectory()
    let environment = try ProcessRunner.attachEnvironment(home: home.url)
    let runtime = home.url.appendingPathComponent("run")
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["--walkthrough", "attach-01"], input: String(repeating: "\n", count: 20), environment: environment,
      directory: home.url)
    #expect(result.status == 0, "\(result.errors)")
    let transcript = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("scripts/walkthroughs/attach-01-counter-http.expected"), encoding: .utf8)
    let played = result.output.split(separator: "\n").filter { !$0.hasPrefix("──") }.joined(separator: "\n") + "\n"
    #expect(WalkthroughApp.normalised(played) == transcript)
    let sockets = try FileManager.default.contentsOfDirectory(atPath: runtime.appendingPathComponent("imshell").path)
    #expect(sockets.filter { $0.hasSuffix(".sock") }.isEmpty, "the app was stopped and took its socket with it: \(sockets)")
  }

  @Test func aWalkthroughWhoseAppIsNotBuiltSaysHowToBuildIt() async throws {
    let root = try TemporaryDirectory()
    let folder = root.url.appendingPathComponent("scripts/walkthroughs")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "#!imshell counter\n#!app NoSuchService\n:echo hello\n".write(
      to: folder.appendingPathComponent("99-app.imsh"), atomically: true, encoding: .utf8)
    var environment = ProcessRunner.stableEnvironment(home: root.url)
    environment["IMSHELL_PACKAGE_ROOT"] = root.url.path
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["--walkthrough", "99"], input: "\n", environment: environment)
    #expect(result.status == 64, "\(result.output)")
    #expect(result.errors.contains("99-app.imsh starts NoSuchService beside the shell; build it first: swift build --product NoSuchService"))
    #expect(result.output.isEmpty, "nothing is played")
  }

  @Test func qStopsAfterTheCurrentStep() async throws {
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["--walkthrough", "03"], input: "\nq\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("── step 3 of 5 · Enter plays it · a line runs first · q quits ──"))
    #expect(!result.output.contains("── step 4"))
    #expect(!result.output.contains("end of"))
  }

  @Test func anUnknownWalkthroughIsAUsageError() async throws {
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["--walkthrough", "99"])
    #expect(result.status == 64)
    #expect(result.errors.contains("no walkthrough 99"), "\(result.errors)")
    #expect(result.errors.contains("03-counter"))
  }

  @Test func aDomainOtherThanTheWalkthroughsOwnIsAUsageErrorNamingBoth() async throws {
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["quakes", "--walkthrough", "03"], input: "")
    #expect(result.status == 64, "\(result.output)")
    #expect(result.errors.contains("walkthrough 03 runs in the counter domain, not quakes"), "\(result.errors)")
    #expect(result.output.isEmpty, "nothing is played")
  }

  @Test func theWalkthroughsOwnDomainIsAccepted() async throws {
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["counter", "--walkthrough", "03"], input: "q\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("── 03-counter.imsh: 5 steps"), "\(result.output)")
  }

  @Test(.timeLimit(.minutes(1)))
  func aTerminalWaitsForEnterBetweenSteps() async throws {
    let home = try TemporaryDirectory()
    let shell = try TmuxSession(
      executable: PackagePaths.imshell.path, arguments: ["--walkthrough", "03"],
      environment: ProcessRunner.stableEnvironment(home: home.url).merging(["TERM": "xterm"]) { $1 }, width: 120, height: 60)
    defer { shell.close() }
    try await shell.waitFor("── step 2 of 5 · Enter plays it · a line runs first · q quits ──")
    #expect(try !shell.screen().contains("imshell(counter)> :selectors"), "the second step waits for Enter")
    try shell.sendKeys("Enter")
    try await shell.waitFor("── step 3 of 5 · Enter plays it · a line runs first · q quits ──")
    #expect(try shell.screen().contains("imshell(counter)> :selectors"))
    // A line typed at a step prompt runs in the walkthrough's session; q then stops, no Enter.
    try shell.type(":echo exploring\n")
    try await shell.waitFor("exploring")
    try shell.type("q")
    #expect(try await shell.waitForExit() == 0)
  }

  /// Between steps a line is edited as at the interactive prompt: its errors are numbered as
  /// that prompt numbers lines (not `<stdin>:0`), and Ctrl-L clears the screen instead of
  /// printing `^L`, the step's banner drawn again at the top.
  @Test(.timeLimit(.minutes(1)))
  func aLineTypedBetweenStepsIsEditedAsAtThePrompt() async throws {
    let home = try TemporaryDirectory()
    let shell = try TmuxSession(
      executable: PackagePaths.imshell.path, arguments: ["--walkthrough", "03"],
      environment: ProcessRunner.stableEnvironment(home: home.url).merging(["TERM": "xterm"]) { $1 }, width: 120, height: 40)
    defer { shell.close() }
    try await shell.waitFor("── step 2 of 5 · Enter plays it · a line runs first · q quits ──")
    try shell.type(":bogus\n")
    try await shell.waitFor("imshell: <stdin>:1:1: error: unknown command ':bogus'")
    try shell.type(":bogus\n")
    try await shell.waitFor("imshell: <stdin>:2:1: error: unknown command ':bogus'")
    #expect(try !shell.screen().contains("<stdin>:0"))
    try shell.sendKeys("C-l")
    try await Self.waitUntilVisible(shell) { $0.hasPrefix("── step 2 of 5") && !$0.contains("── 03-counter.imsh") }
    try shell.type(":echo one")
    try shell.sendKeys("C-l")
    try shell.type(" two\n")
    try await shell.waitFor("one two")
    let screen = try shell.visibleScreen()
    #expect(!screen.contains("^L"), "\(screen)")
    #expect(!screen.contains("── 03-counter.imsh: 5 steps"), "the screen was cleared: \(screen)")
    try shell.type("q")
    #expect(try await shell.waitForExit() == 0)
  }

  /// Polls the visible screen (scrollback left out) until `condition` holds, for 30 s at most.
  static func waitUntilVisible(_ shell: TmuxSession, _ condition: (String) -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(30)
    var screen = try shell.visibleScreen()
    while !condition(screen) {
      guard ContinuousClock.now < deadline else { throw TmuxSession.Failure(description: "screen never matched:\n\(screen)") }
      try await Task.sleep(for: .milliseconds(50))
      screen = try shell.visibleScreen()
    }
  }

  @Test func aLineTypedBetweenStepsRunsInTheSession() async throws {
    let result = try await ProcessRunner.run(PackagePaths.imshell, ["--walkthrough", "03"], input: ":echo between steps\nq\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("q quits ──\nbetween steps\n"))
    #expect(!result.output.contains("── step 3"), "q then stops")
  }
}
