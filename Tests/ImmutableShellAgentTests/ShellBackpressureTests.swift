import AttachWire
import CounterData
import Foundation
import ImmutableData
@testable import ImmutableShell
import ImmutableShellAgent
import SampleDomains
import Testing

/// The shell's end holds at most `AttachClient.waitingEvents` messages it has not handled: past
/// that it stops reading, the socket fills, and the agent drops and says so, instead of the
/// shell's memory growing with every action of an app faster than the shell.
@MainActor @Suite(.timeLimit(.minutes(2))) struct ShellBackpressureTests {
  @Test func aShellThatHandlesNothingStopsReadingAndTheAgentReportsTheDrop() async throws {
    let store = Store(initialState: CounterState(), reducer: CounterReducer.reduce)
    let agent = try ShellAgent.start(
      store: store, domain: CounterDomain.self, program: "backpressure-\(UUID().uuidString.prefix(8))", limits: AgentLimits(queue: 64))
    defer { agent.stop() }
    let client = try AttachClient(
      path: agent.socketPath, domain: CounterDomain.name, fingerprint: TypeFingerprint.of(CounterDomain.self), shellProgram: "test")
    defer { client.close() }
    // Paced, so that the agent itself keeps up: more than the shell's room and the socket's
    // buffer together, while the shell handles nothing.
    let bursts = 3 * AttachClient.waitingEvents / 10
    let total = bursts * 10
    for _ in 0..<bursts {
      for _ in 0..<10 { try store.dispatch(action: .didTapIncrementButton) }
      try await Task.sleep(for: .milliseconds(1))
    }
    var dropped = 0
    var sequence = 0
    for await event in client.events {
      client.handled()
      guard case .message(let message) = event else { break }
      switch message {
      case .dropped(let count): dropped += count
      case .action(let number, _, _), .snapshot(let number, _): sequence = number
      default: break
      }
      if sequence == total { break }
    }
    #expect(dropped > 0, "the shell read everything, however far behind it was")
    #expect(sequence == total, "after the drop, a snapshot brought the shell to the app's last action")
  }
}
