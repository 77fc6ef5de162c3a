import AttachWire
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The example app as a real process: its HTTP requests dispatch into its store, an attached
/// `imshell` sees their actions arrive live, and a recording of them replays to the app's state.
@Suite struct CounterHTTPServiceTests {
  static var executable: URL {
    PackagePaths.imshell.deletingLastPathComponent().appendingPathComponent("CounterHTTPService")
  }

  /// A runtime folder of the test's own, the app started in it, and its address.
  final class Scene: Sendable {
    let folder: TemporaryDirectory
    let environment: [String: String]
    let app: RunningProcess
    let url: String

    init() async throws {
      self.folder = try TemporaryDirectory()
      let environment = try ProcessRunner.attachEnvironment(home: self.folder.url)
      self.environment = environment
      self.app = try RunningProcess(CounterHTTPServiceTests.executable, [], environment: environment)
      await self.app.waitForOutput(containing: "listening on http://127.0.0.1:")
      let line = self.app.output.split(separator: "\n").first { $0.hasPrefix("listening on ") } ?? ""
      self.url = String(line.dropFirst("listening on ".count))
    }

    /// `METHOD PATH` to the app: its status and body.
    func request(_ method: String, _ path: String) async throws -> (status: Int, body: String) {
      var request = URLRequest(url: try #require(URL(string: self.url + path)))
      request.httpMethod = method
      let (data, response) = try await URLSession.shared.data(for: request)
      return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }
  }

  @Test func requestsDispatchAndAnAttachedShellSeesThemLive() async throws {
    let scene = try await Scene()
    defer { scene.app.kill() }
    #expect(try await scene.request("GET", "/counter") == (200, "{\"value\":0}\n"))
    let shell = try RunningProcess(PackagePaths.imshell, ["attach", "counter-http", "--batch"], environment: scene.environment)
    defer { shell.kill() }
    await shell.waitForOutput(containing: "attached to counter-http")
    let recording = scene.folder.url.appendingPathComponent("http.imsh").path
    try shell.send(":watch selectValue()\n:record \(recording)\n")
    await shell.waitForOutput(containing: "recording the app's actions")
    #expect(try await scene.request("POST", "/counter/increment") == (200, "{\"value\":1}\n"))
    #expect(try await scene.request("POST", "/counter/increment") == (200, "{\"value\":2}\n"))
    try shell.send(":await app 2\n")
    await shell.waitForOutput(containing: "#2 ← app .didTapIncrementButton\n   state   value: 1 → 2")
    // A typed action is dispatched in the app: its HTTP answer changes.
    try shell.send(".didTapDecrementButton\n")
    await shell.waitForOutput(containing: "#3 ← app .didTapDecrementButton")
    #expect(try await scene.request("GET", "/counter") == (200, "{\"value\":1}\n"))
    try shell.send(":record stop\n")
    await shell.waitForOutput(containing: "recorded 3 of the app's actions")
    shell.closeInput()
    #expect(await shell.waitForExit() == 0)
    let replay = try await ProcessRunner.run(PackagePaths.imshell, ["counter", "-f", recording], environment: scene.environment)
    #expect(replay.status == 0, "\(replay.errors)")
    #expect(replay.output.hasSuffix("   ✓ digest \(StateDigest.of("CounterState(value: 1)"))\n"))
  }

  @Test func theShellsHTTPCommandAsksTheAppAndReturnsWithWhatItDispatched() async throws {
    let scene = try await Scene()
    defer { scene.app.kill() }
    var environment = scene.environment
    environment["IMSHELL_APP_URL"] = scene.url
    let result = try await ProcessRunner.run(
      PackagePaths.imshell, ["attach", "counter-http", "--batch", "-e", ":http POST /counter/increment", "-e", ":http GET /counter"],
      environment: environment)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("→ 200 {\"value\":1}\n#1 ← app .didTapIncrementButton\n   state   value: 0 → 1\n→ 200 {\"value\":1}\n"))
  }

  @Test func aPortItIsGivenIsTheOneItBinds() async throws {
    let probe = try await Scene()
    let port = try #require(URL(string: probe.url)?.port)
    probe.app.kill()
    _ = await probe.app.waitForExit()
    let app = try RunningProcess(Self.executable, ["--port", String(port)], environment: probe.environment)
    defer { app.kill() }
    await app.waitForOutput(containing: "listening on http://127.0.0.1:\(port)\n")
  }

  @Test func badArgumentsAreAUsageError() async throws {
    let result = try await ProcessRunner.run(Self.executable, ["--port", "70000"])
    #expect(result.status == 64)
    #expect(result.errors.contains("usage: CounterHTTPService [--port N]"))
  }

  @Test func sigtermStopsItGracefully() async throws {
    let scene = try await Scene()
    scene.app.signal(SIGTERM)
    #expect(await scene.app.waitForExit() == 0)
  }
}
