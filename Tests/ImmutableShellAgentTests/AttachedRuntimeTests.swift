import CounterData
import Foundation
import ImmutableData
@testable import ImmutableShell
import ImmutableShellAgent
import SampleDomains
import TestSupport
import Testing

/// An attached session opens no runtime of its own (no store file, no effects), and after
/// `:detach` it goes on with one again: the store in memory, effects as the user had them, the
/// history uncapped again. An Animals app (a store with a persistent runtime in a shell) in this
/// process, with its agent; a shell on a capturing sink attached to it over the real socket.
@MainActor @Suite struct AttachedRuntimeTests {
  let folder: TemporaryDirectory
  let store = Store(
    initialState: AnimalsDomain.initialState(options: DomainOptions()), reducer: AnimalsDomain.reducer(options: DomainOptions()))

  init() throws {
    self.folder = try TemporaryDirectory()
  }

  var storeFile: String { self.folder.url.appendingPathComponent("local.sqlite").path }

  func shell(on domain: any Domain.Type) throws -> Shell {
    let environment = ShellEnvironment(
      programName: "imshell", catalog: .samples, output: .capturing(), traces: .standard, settleTimeout: .seconds(60))
    return try Shell(domain: domain, environment: environment, options: DomainOptions(store: "sqlite:" + self.storeFile), echo: false)
  }

  func runtime(of shell: Shell) throws -> DomainRuntime<AnimalsDomain> {
    try #require((shell.session as? DomainSession<AnimalsDomain>)?.parts.runtime)
  }

  func run(_ shell: Shell, _ line: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    let failure = await shell.feed(line, file: "<test>", line: 1)
    #expect(failure == nil, "\(line): \(failure.map { String(describing: $0) } ?? "")", sourceLocation: sourceLocation)
  }

  @Test func attachingFromAnotherDomainOpensNoStoreFileAndNoEffects() async throws {
    let agent = try ShellAgent.start(store: self.store, domain: AnimalsDomain.self, program: "runtime-test-\(UUID().uuidString.prefix(8))")
    defer { agent.stop() }
    let shell = try self.shell(on: CounterDomain.self)
    defer { shell.shutdown() }
    await self.run(shell, ":attach \(agent.socketPath)")
    let runtime = try self.runtime(of: shell)
    #expect(runtime.resources == nil)
    #expect(runtime.effects == nil)
    #expect(!FileManager.default.fileExists(atPath: self.storeFile), "the attached session opened the user's store file")
    #expect(shell.environment.effectsEnabled, "the user's choice of effects is left as it was")
    #expect(shell.environment.historyLimit == Attachment.historyCap)

    await self.run(shell, ":detach")
    #expect(runtime.resources != nil)
    #expect(runtime.effects != nil, "effects run again, as the user had them")
    #expect(runtime.options.store == "memory")
    #expect(!FileManager.default.fileExists(atPath: self.storeFile), "after :detach the store is in memory")
    #expect(shell.environment.historyLimit == nil, "the history's cap was the attachment's")
    await self.run(shell, ":store fetchCategoriesQuery()")
  }

  @Test func attachingInTheSameDomainLetsGoOfTheRuntimeItHad() async throws {
    let agent = try ShellAgent.start(store: self.store, domain: AnimalsDomain.self, program: "runtime-test-\(UUID().uuidString.prefix(8))")
    defer { agent.stop() }
    let shell = try self.shell(on: AnimalsDomain.self)
    defer { shell.shutdown() }
    await self.run(shell, ":set effects off")
    await self.run(shell, ":set history 50")
    let runtime = try self.runtime(of: shell)
    #expect(runtime.resources != nil)
    await self.run(shell, ":attach \(agent.socketPath)")
    #expect(runtime.resources == nil)
    #expect(shell.environment.historyLimit == 50, "a cap the user chose is kept")
    let refused = await shell.feed(":store fetchCategoriesQuery()", file: "<test>", line: 1)
    #expect(refused?.message.contains(":detach first") == true)

    await self.run(shell, ":detach")
    #expect(runtime.resources != nil)
    #expect(runtime.effects == nil, "the user had turned effects off")
    #expect(shell.environment.historyLimit == 50)
  }

  @Test func theAppExitingAlsoLeavesTheSessionWithARuntime() async throws {
    let agent = try ShellAgent.start(store: self.store, domain: AnimalsDomain.self, program: "runtime-test-\(UUID().uuidString.prefix(8))")
    let shell = try self.shell(on: AnimalsDomain.self)
    defer { shell.shutdown() }
    await self.run(shell, ":attach \(agent.socketPath)")
    let runtime = try self.runtime(of: shell)
    agent.stop()
    await waitUntil("the attachment ends") { !shell.isAttached }
    #expect(runtime.resources != nil)
    #expect(runtime.effects != nil)
  }

  @Test func anAttachedSessionKeepsAtMostTheCapOfHistoryAndExportLog() async throws {
    let counter = Store(initialState: CounterDomain.initialState(options: DomainOptions()), reducer: CounterDomain.reducer(options: DomainOptions()))
    let agent = try ShellAgent.start(store: counter, domain: CounterDomain.self, program: "runtime-test-\(UUID().uuidString.prefix(8))")
    defer { agent.stop() }
    let shell = try self.shell(on: CounterDomain.self)
    defer { shell.shutdown() }
    await self.run(shell, ":attach \(agent.socketPath)")
    let session = try #require(shell.session as? DomainSession<CounterDomain>)
    let chunk = 1_000
    // In chunks the agent's buffers hold: every action reaches the copy, none is dropped.
    for _ in 0..<(Attachment.historyCap / chunk + 1) {
      for _ in 0..<chunk { try counter.dispatch(action: .didTapIncrementButton) }
      await self.run(shell, ":await app \(chunk)")
    }
    let history = session.parts.history.log
    #expect(history.count == Attachment.historyCap + chunk, "every app action was numbered")
    #expect(history.count - history.dropped == Attachment.historyCap, "only the newest are kept")
    // The export log stops at what one exported test holds (the session started from the app's
    // snapshot, a state literal), long before the history's cap.
    #expect(session.parts.export.log.steps.count <= SessionExport<CounterDomain>.mostRecordedDispatches + 1)
    #expect(session.parts.export.log.refusal?.contains("2,000") == true, "\(String(describing: session.parts.export.log.refusal))")
    await self.run(shell, ":verify")
  }
}
