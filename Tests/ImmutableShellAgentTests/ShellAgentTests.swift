import AttachWire
import CounterData
import Foundation
import ImmutableData
import ImmutableShell
import ImmutableShellAgent
import SampleDomains
import TestSupport
import Testing

/// The agent in this process beside a real store, spoken to over its real socket.
@MainActor @Suite struct ShellAgentTests {
  let store = Store(initialState: CounterState(), reducer: CounterReducer.reduce)
  let fingerprint = TypeFingerprint.of(CounterDomain.self)

  func startAgent(limits: AgentLimits = AgentLimits()) throws -> ShellAgent {
    try ShellAgent.start(store: self.store, domain: CounterDomain.self, program: "agent-test-\(UUID().uuidString.prefix(8))", limits: limits)
  }

  @Test func aShellGetsTheStateThenEveryAction() async throws {
    let agent = try self.startAgent()
    defer { agent.stop() }
    try self.store.dispatch(action: .didTapIncrementButton)
    let client = try TestClient(path: agent.socketPath)
    guard case .welcome(_, let pid)? = try await client.hello(domain: "counter", fingerprint: self.fingerprint) else {
      Issue.record("no welcome")
      return
    }
    #expect(pid == getpid())
    #expect(try await client.next() == .snapshot(sequence: 1, state: "CounterState(value: 1)"))
    try self.store.dispatch(action: .didTapDecrementButton)
    guard case .action(2, _, ".didTapDecrementButton")? = try await client.next() else {
      Issue.record("the action did not follow the snapshot")
      return
    }
    client.close()
  }

  @Test func aShellDispatchesInTheAppAndVerifies() async throws {
    let agent = try self.startAgent()
    defer { agent.stop() }
    let client = try TestClient(path: agent.socketPath)
    _ = try await client.hello(domain: "counter", fingerprint: self.fingerprint)
    _ = try await client.next()
    try client.send(.dispatch(request: 1, literal: ".didTapIncrementButton"))
    try client.send(.dispatch(request: 2, literal: ".didTapSomething"))
    try client.send(.verify(request: 3))
    let read = try await client.collect { if case .digest = $0 { true } else { false } }
    #expect(read.contains(.dispatched(request: 1, result: .accepted(sequence: 1))))
    #expect(read.contains { if case .dispatched(2, .failed(let sentence)) = $0 { sentence.contains(".didTapSomething") } else { false } })
    #expect(read.last == .digest(request: 3, sequence: 1, digest: StateDigest.of("CounterState(value: 1)")))
    #expect(self.store.select { $0.value } == 1)
    client.close()
  }

  struct Hello: Sendable, CustomTestStringConvertible {
    let name: String
    let domain: String
    let fingerprint: String?
    let version: Int
    let refusal: String
    var testDescription: String { self.name }
  }

  nonisolated static let refusedHellos: [Hello] = [
    Hello(name: "another domain", domain: "animals", fingerprint: nil, version: 1, refusal: "this app runs the counter domain, not animals"),
    Hello(name: "other types", domain: "counter", fingerprint: "0123456789abcdef", version: 1, refusal: "types differ from the shell's"),
    Hello(name: "another version", domain: "counter", fingerprint: nil, version: 2, refusal: "speaks attach protocol 1, the shell 2"),
  ]

  @Test(arguments: Self.refusedHellos) func aMismatchedShellIsRefusedWithASentence(_ hello: Hello) async throws {
    let agent = try self.startAgent()
    defer { agent.stop() }
    let client = try TestClient(path: agent.socketPath)
    let answer = try await client.hello(domain: hello.domain, fingerprint: hello.fingerprint ?? self.fingerprint, version: hello.version)
    guard case .refused(let sentence)? = answer else {
      Issue.record("not refused: \(String(describing: answer))")
      return
    }
    #expect(sentence.contains(hello.refusal))
    #expect(try await client.next() == nil)
  }

  nonisolated static let garbage: [(name: String, bytes: [UInt8])] = [
    ("HTTP", Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8)),
    ("oversized", [0x48, 0x7F, 0xFF, 0xFF, 0xFF]),
    ("not UTF-8", [0x48, 0, 0, 0, 2, 0xFF, 0xFE]),
  ]

  @Test(arguments: Self.garbage.map(\.name)) func garbageIsRefusedAndTheAgentKeepsServing(_ name: String) async throws {
    let agent = try self.startAgent()
    defer { agent.stop() }
    let hostile = try TestClient(path: agent.socketPath)
    #expect(hostile.sendRaw(Self.garbage.first { $0.name == name }!.bytes))
    guard case .refused? = try await hostile.next() else {
      Issue.record("garbage was not refused")
      return
    }
    #expect(try await hostile.next() == nil)
    let client = try TestClient(path: agent.socketPath)
    guard case .welcome? = try await client.hello(domain: "counter", fingerprint: self.fingerprint) else {
      Issue.record("the agent stopped serving after garbage")
      return
    }
    client.close()
  }

  @Test func garbageAfterTheHandshakeEndsTheConnection() async throws {
    let agent = try self.startAgent()
    defer { agent.stop() }
    let client = try TestClient(path: agent.socketPath)
    _ = try await client.hello(domain: "counter", fingerprint: self.fingerprint)
    _ = try await client.next()
    #expect(client.sendRaw([0x00, 0x01, 0x02]))
    let rest = try await client.collect { _ in false }
    #expect(rest.contains { if case .refused = $0 { true } else { false } })
  }

  @Test func aShellThatStopsReadingIsResynchronisedAndTheAppNeverWaits() async throws {
    let agent = try self.startAgent(limits: AgentLimits(streamBuffer: 16, queue: 16))
    defer { agent.stop() }
    let client = try TestClient(path: agent.socketPath)
    _ = try await client.hello(domain: "counter", fingerprint: self.fingerprint)
    _ = try await client.next()
    // The client reads nothing meanwhile: the socket's buffer fills, then the agent's queues.
    let count = 100_000
    for _ in 0..<count { try self.store.dispatch(action: .didTapIncrementButton) }
    #expect(self.store.select { $0.value } == count)
    // What the client then reads brings its copy to the app's state: actions in order, and after
    // every drop a snapshot it starts again from.
    let read = try await client.collect { message in
      switch message {
      case .snapshot(let sequence, _), .action(let sequence, _, _): sequence == count
      default: false
      }
    }
    var copy = CounterState()
    var sequence = 0
    var drops = 0
    for message in read {
      switch message {
      case .action(let number, _, _) where number <= sequence: continue
      case .action(let number, _, let literal):
        #expect(number == sequence + 1, "an action arrived out of order")
        copy = CounterReducer.reduce(state: copy, action: literal == ".didTapIncrementButton" ? .didTapIncrementButton : .didTapDecrementButton)
        sequence = number
      case .dropped(let missed):
        #expect(missed > 0)
        drops += 1
      case .snapshot(let number, let state):
        copy = CounterState(value: Int(state.dropFirst("CounterState(value: ".count).dropLast())!)
        sequence = number
      default: break
      }
    }
    #expect(drops > 0)
    #expect(sequence == count)
    #expect(copy.value == count)
    client.close()
  }

  @Test func aLeavingShellLeavesNoTapBehind() async throws {
    let agent = try self.startAgent()
    defer { agent.stop() }
    // Started, with no shell: nothing on the dispatch path.
    #expect(self.store.tapCount == 0)
    let client = try TestClient(path: agent.socketPath)
    _ = try await client.hello(domain: "counter", fingerprint: self.fingerprint)
    _ = try await client.next()
    // The agent taps the store's actions; it takes no stream (each element holds an oldState).
    #expect(self.store.tapCount == 1)
    #expect(self.store.streamCount == 0)
    client.close()
    await waitUntil("the agent's tap ended") { self.store.tapCount == 0 }
  }

  @Test func aConnectionThatEndsIsLetGoWithoutWaitingForTheNextShell() async throws {
    let agent = try self.startAgent()
    defer { agent.stop() }
    let first = try TestClient(path: agent.socketPath)
    let second = try TestClient(path: agent.socketPath)
    for client in [first, second] {
      _ = try await client.hello(domain: "counter", fingerprint: self.fingerprint)
      _ = try await client.next()
    }
    #expect(agent.openConnections == 2)
    first.close()
    // No other shell connects: the ended connection (and its socket) is freed all the same.
    await waitUntil("the first connection is let go") { agent.openConnections == 1 }
    second.close()
    await waitUntil("the second connection is let go") { agent.openConnections == 0 }
  }

  @Test func stoppingRemovesTheSocket() throws {
    let agent = try self.startAgent()
    #expect(FileManager.default.fileExists(atPath: agent.socketPath))
    agent.stop()
    #expect(!FileManager.default.fileExists(atPath: agent.socketPath))
  }
}
