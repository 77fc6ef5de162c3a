import AttachWire
import Foundation
import ImmutableData
import ImmutableShell
import ImmutableShellAgent
import SampleDomains
import TestSupport
import Testing
import TypedLiterals

/// A recording replayed ends in the app's final state, for each sample's domain: an app store of
/// that domain in this process with the agent on, a real `imshell attach` recording what the store
/// dispatches, then `imshell DOMAIN -f RECORDING` ending on the recording's `:expect digest`.
@MainActor @Suite struct RecordingReplayTests {
  /// Actions each domain's app dispatches while recorded (effects are the app's; these are the
  /// data actions its effects would dispatch, and UI actions its reducer takes on its own).
  static let actions: [String: [String]] = [
    "counter": [".didTapIncrementButton", ".didTapIncrementButton", ".didTapDecrementButton"],
    "animals": [
      ".data(.persistentSession(.didFetchCategories(result: .success(categories: [.mammal, .bird]))))",
      ".data(.persistentSession(.didFetchAnimals(result: .success(animals: [.dog, .cat, .sparrow]))))",
      ".ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: \"Cat\")))",
    ],
    "quakes": [
      ".data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: [.xxsmall, .large, .xxxlarge])))))",
      ".ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: \"xxsmall\")))",
    ],
    "foodtruck": [
      ".data(.modelListener(.didReceiveDonuts([.classic, .picnicBasket])))",
      ".data(.modelListener(.didReceiveOrders([Order.preview, .preview2])))",
    ],
  ]

  @Test(arguments: DomainCatalog.samples.names)
  func aRecordingReplaysToTheAppsFinalState(_ name: String) async throws {
    let domain = try #require(DomainCatalog.samples.domain(named: name))
    try await Self.recordAndReplay(domain, actions: try #require(Self.actions[name]))
  }

  private static func recordAndReplay<D: Domain>(_ domain: D.Type, actions: [String]) async throws {
    let work = try TemporaryDirectory()
    let store = Store(initialState: D.initialState(options: DomainOptions()), reducer: D.reducer(options: DomainOptions()))
    let agent = try ShellAgent.start(store: store, domain: D.self, program: "replay-\(D.name)-\(UUID().uuidString.prefix(8))")
    defer { agent.stop() }
    let environment = ProcessRunner.stableEnvironment(home: work.url)
    let recording = work.url.appendingPathComponent("recording.imsh").path
    let shell = try RunningProcess(PackagePaths.imshell, ["attach", agent.socketPath, "--batch"], environment: environment)
    defer { shell.kill() }
    try shell.send(":record \(recording)\n")
    await shell.waitForOutput(containing: "recording the app's actions")
    for action in actions { try store.dispatch(action: try D.Action(literal: LiteralParser.parse(action))) }
    try shell.send(":await app \(actions.count)\n:record stop\n")
    await shell.waitForOutput(containing: "recorded \(actions.count) of the app's actions")
    shell.closeInput()
    #expect(await shell.waitForExit() == 0, "\(shell.errors)")
    let digest = StateDigest.of(store.select { $0 }.literal.description)
    let script = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(script.hasSuffix(":expect digest == \"\(digest)\"\n"))
    let replay = try await ProcessRunner.run(
      PackagePaths.imshell, [D.name, "--store", "memory", "-f", recording], environment: environment, directory: work.url)
    #expect(replay.status == 0, "\(replay.errors)")
    #expect(replay.output.hasSuffix("   ✓ digest \(digest)\n"), "\(replay.output)")
    try await Self.exportAndTypecheck(D.self, recording: recording, work: work, environment: environment)
  }

  /// The replay exported as a test that type-checks outside this package (FoodTruck: refused).
  private static func exportAndTypecheck<D: Domain>(
    _ domain: D.Type, recording: String, work: TemporaryDirectory, environment: [String: String]
  ) async throws {
    let file = work.url.appendingPathComponent("\(D.name.capitalized)RecordingTests.swift")
    let export = try await ProcessRunner.run(
      PackagePaths.imshell, [D.name, "--store", "memory", "--batch", "-f", recording, "-e", ":export-test \(file.path)"],
      environment: environment, directory: work.url)
    guard D.name != "foodtruck" else {
      #expect(export.status == 1 && export.errors.contains("foodtruck sessions cannot be exported yet"), "\(export.errors)")
      return
    }
    #expect(export.status == 0, "\(export.errors)")
    let modules = PackagePaths.imshell.deletingLastPathComponent().appendingPathComponent("Modules")
    let sqlite = PackagePaths.root.appendingPathComponent(".build/checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap")
    let typecheck = try await ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "swiftc", "-typecheck", "-swift-version", "6", "-package-name", "someone_elses_app", "-I", modules.path,
        "-Xcc", "-fmodule-map-file=\(sqlite.path)", file.path,
      ],
      environment: ProcessInfo.processInfo.environment)
    #expect(typecheck.status == 0, "\(typecheck.errors)")
  }
}
