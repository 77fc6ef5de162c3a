import AttachWire
import Foundation
import TestSupport
import Testing

/// The example app and `imshell` as real processes, attached through a private runtime folder.
@Suite struct AttachProcessTests {
  /// A runtime folder of the test's own, and the environment both processes run in.
  final class Scene: Sendable {
    let folder: TemporaryDirectory
    let environment: [String: String]

    init() throws {
      self.folder = try TemporaryDirectory()
      self.environment = try ProcessRunner.attachEnvironment(home: self.folder.url)
    }

    static var counterService: URL {
      PackagePaths.imshell.deletingLastPathComponent().appendingPathComponent("CounterService")
    }

    /// Starts the example app and waits until it listens.
    func startApp(adding variables: [String: String] = [:]) async throws -> RunningProcess {
      let app = try RunningProcess(Self.counterService, [], environment: self.environment.merging(variables) { $1 })
      await app.waitForOutput(containing: "listening ")
      return app
    }

    /// Starts `imshell ARGUMENTS` in batch, reading its lines from the test.
    func startShell(_ arguments: [String]) throws -> RunningProcess {
      try RunningProcess(PackagePaths.imshell, arguments + ["--batch"], environment: self.environment)
    }

    func file(_ name: String) -> String { self.folder.url.appendingPathComponent(name).path }

    /// `imshell attach counter-service` on a terminal (tmux), once its prompt shows.
    func attachedTerminal() async throws -> TmuxSession {
      var environment = self.environment
      environment["TERM"] = "xterm"
      let terminal = try TmuxSession(
        executable: PackagePaths.imshell.path, arguments: ["attach", "counter-service", "--no-init"], environment: environment)
      _ = try await terminal.waitFor("imshell(counter)> ")
      return terminal
    }
  }

  @Test func attachFollowDispatchDetachAndReattach() async throws {
    let scene = try Scene()
    let app = try await scene.startApp()
    defer { app.kill() }
    try app.send("up 2\n")
    await app.waitForOutput(containing: "ok 2")
    let shell = try scene.startShell(["attach", "counter-service"])
    defer { shell.kill() }
    await shell.waitForOutput(containing: "state after its action #2")
    try app.send("up 1\n")
    try shell.send(":await app 1\n")
    await shell.waitForOutput(containing: "#1 ← app .didTapIncrementButton\n   state   value: 2 → 3")
    try shell.send(".didTapDecrementButton\n")
    await shell.waitForOutput(containing: "#2 ← app .didTapDecrementButton\n   state   value: 3 → 2")
    try app.send("state\n")
    await app.waitForOutput(containing: "CounterState(value: 2)")
    try shell.send(":verify\n:detach\n:attach counter-service\n:state\n")
    await shell.waitForOutput(containing: "the live copy matches the app's state after its action #4")
    await shell.waitForOutput(containing: "detached from counter-service")
    await shell.waitForOutput(containing: "value: 2")
    shell.closeInput()
    #expect(await shell.waitForExit() == 0)
  }

  @Test func twoShellsFollowOneApp() async throws {
    let scene = try Scene()
    let app = try await scene.startApp()
    defer { app.kill() }
    let first = try scene.startShell(["attach", "counter-service"])
    let second = try scene.startShell(["attach", "counter-service"])
    defer {
      first.kill()
      second.kill()
    }
    await first.waitForOutput(containing: "attached to counter-service")
    await second.waitForOutput(containing: "attached to counter-service")
    try first.send(".didTapIncrementButton\n")
    await first.waitForOutput(containing: "value: 0 → 1")
    try second.send(":await app 1\n")
    await second.waitForOutput(containing: "#1 ← app .didTapIncrementButton")
  }

  @Test func theAppKilledWhileAttachedEndsTheAttachmentWithOneLine() async throws {
    let scene = try Scene()
    let app = try await scene.startApp()
    let shell = try scene.startShell(["attach", "counter-service", "--keep-going"])
    defer {
      app.kill()
      shell.kill()
    }
    await shell.waitForOutput(containing: "attached to counter-service")
    app.kill()
    try shell.send(":await app 1\n")
    await shell.waitForOutput(containing: "detached from counter-service")
    #expect(shell.output.contains("the app closed the connection"))
    try shell.send(":state\n")
    await shell.waitForOutput(containing: "value: 0")
    shell.closeInput()
    #expect(await shell.waitForExit() == 1)
    #expect(shell.errors.contains("the attachment ended while waiting"))
  }

  @Test func theShellKilledWhileAttachedLeavesTheAppServing() async throws {
    let scene = try Scene()
    let app = try await scene.startApp()
    defer { app.kill() }
    let shell = try scene.startShell(["attach", "counter-service"])
    await shell.waitForOutput(containing: "attached to counter-service")
    shell.kill()
    _ = await shell.waitForExit()
    try app.send("up 3\n")
    await app.waitForOutput(containing: "ok 3")
    let next = try scene.startShell(["attach", "counter-service"])
    defer { next.kill() }
    await next.waitForOutput(containing: "state after its action #3")
  }

  @Test func aStoppedShellIsToldOfTheDropAndResynchronises() async throws {
    let scene = try Scene()
    let app = try await scene.startApp()
    defer { app.kill() }
    let shell = try scene.startShell(["attach", "counter-service", "--trace", "none"])
    defer { shell.kill() }
    await shell.waitForOutput(containing: "attached to counter-service")
    shell.signal(SIGSTOP)
    try app.send("up 100000\n")
    // The app answers once all its dispatches are done: a stopped shell never held it up.
    await app.waitForOutput(containing: "ok 100000")
    shell.signal(SIGCONT)
    // The snapshot after the drop counts for the actions it covers.
    try shell.send(":await app 100000\n:verify\n")
    await shell.waitForOutput(containing: "did not reach this shell in time (dropped)")
    await shell.waitForOutput(containing: "the live copy matches the app's state after its action #100000")
  }

  @Test func aRecordingReplaysToTheAppsState() async throws {
    let scene = try Scene()
    let app = try await scene.startApp()
    defer { app.kill() }
    try app.send("up 5\n")
    await app.waitForOutput(containing: "ok 5")
    let recording = scene.file("rec.imsh")
    let shell = try scene.startShell(["attach", "counter-service", "-e", ":record \(recording)", "-e", ".didTapDecrementButton", "-e", ":record stop"])
    defer { shell.kill() }
    #expect(await shell.waitForExit() == 0)
    try app.send("state\n")
    await app.waitForOutput(containing: "CounterState(value: 4)")
    let script = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(script.hasPrefix("#!imshell counter\n"))
    #expect(script.contains(":set effects off\n:start-from CounterState(value: 5)\n# app #6 at "))
    let replay = try await ProcessRunner.run(PackagePaths.imshell, ["counter", "-f", recording], environment: scene.environment)
    #expect(replay.status == 0, "\(replay.errors)")
    #expect(replay.output.hasSuffix("#1 .didTapDecrementButton\n   state   value: 5 → 4\n   ✓ digest \(StateDigest.of("CounterState(value: 4)"))\n"))
  }

  @Test func theAgentRecordsWithoutAShellAndTheRecordingReplays() async throws {
    let scene = try Scene()
    let recording = scene.file("agent.imsh")
    let app = try await scene.startApp(adding: ["IMSHELL_AGENT_RECORD": recording])
    defer { app.kill() }
    try app.send("up 3\n")
    await app.waitForOutput(containing: "ok 3")
    try app.send("down 1\nquit\n")
    #expect(await app.waitForExit() == 0)
    let script = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(script.hasPrefix("#!imshell counter\n# Recorded from counter-service (pid \(app.processIdentifier)), starting after its action #0.\n"))
    #expect(script.components(separatedBy: "\n.didTapIncrementButton\n").count == 4)
    let digest = StateDigest.of("CounterState(value: 2)")
    #expect(script.hasSuffix(".didTapDecrementButton\n:expect digest == \"\(digest)\"\n"))
    let replay = try await ProcessRunner.run(PackagePaths.imshell, ["counter", "-f", recording], environment: scene.environment)
    #expect(replay.status == 0, "\(replay.errors)")
    #expect(replay.output.hasSuffix("#4 .didTapDecrementButton\n   state   value: 3 → 2\n   ✓ digest \(digest)\n"))
    // A replay that does not end in the app's state fails, exit 2, saying both digests.
    try script.replacingOccurrences(of: ".didTapDecrementButton\n", with: "").write(toFile: recording, atomically: true, encoding: .utf8)
    let wrong = try await ProcessRunner.run(PackagePaths.imshell, ["counter", "-f", recording], environment: scene.environment)
    #expect(wrong.status == 2)
    #expect(wrong.errors.contains("expectation failed: the state's digest is \(StateDigest.of("CounterState(value: 3)")), expected \(digest)"))
  }

  @Test func onATerminalTheAppsActionsAndTheDetachPrintAboveThePrompt() async throws {
    let scene = try Scene()
    let app = try await scene.startApp()
    defer { app.kill() }
    let terminal = try await scene.attachedTerminal()
    defer { terminal.close() }
    try terminal.type(":sta")
    try app.send("up 1\nquit\n")
    let screen = try await terminal.waitFor("the app closed the connection")
    // Both arrived while the prompt waited: above it, the half-typed line drawn again below.
    #expect(screen.contains("#1 ← app .didTapIncrementButton\n   state   value: 0 → 1\ndetached from counter-service"))
    #expect(screen.contains("detached from counter-service (pid \(app.processIdentifier)) after 1 of its actions: the app closed the connection\nimshell(counter)> :sta"))
  }

  @Test func onATerminalUndoSaysItDetachesBeforeItsOwnOutput() async throws {
    let scene = try Scene()
    let app = try await scene.startApp()
    defer { app.kill() }
    let terminal = try await scene.attachedTerminal()
    defer { terminal.close() }
    try app.send("up 1\n")
    _ = try await terminal.waitFor("value: 0 → 1")
    try terminal.type(":undo")
    try terminal.sendKeys("Enter")
    let screen = try await terminal.waitFor("at #0 of 1")
    #expect(screen.contains("time travel is local, so the shell detached first and goes on from its copy\nat #0 of 1"))
  }

  @Test func theListingShowsTheApp() async throws {
    let scene = try Scene()
    let app = try await scene.startApp()
    defer { app.kill() }
    let listing = try await ProcessRunner.run(PackagePaths.imshell, ["attach"], environment: scene.environment)
    #expect(listing.status == 0)
    #expect(listing.output.hasPrefix("PROGRAM          PID"))
    #expect(listing.output.contains("counter-service  \(app.processIdentifier)"))
    let refused = try await ProcessRunner.run(PackagePaths.imshell, ["attach", "animals-app"], environment: scene.environment)
    #expect(refused.status == 64)
    #expect(refused.errors.contains("no attachable app answers to 'animals-app'; running: counter-service (pid \(app.processIdentifier))"))
  }
}
