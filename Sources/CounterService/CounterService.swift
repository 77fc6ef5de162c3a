import AttachWire
import CounterData
import Foundation
import ImmutableData
import ImmutableShellAgent
import SampleDomains
import TypedLiterals

/// A Counter app a shell can attach to: a store with the agent on, driven by lines on its
/// standard input, each answered on its standard output.
///
///     up N        dispatches N increments (1 without N)
///     down N      dispatches N decrements
///     every MS    dispatches one increment every MS milliseconds (0 stops)
///     rate N      dispatches N increments a second, paced by the clock (0 stops)
///     state       prints the state as a literal
///     digest      prints the digest of the state, as an attached shell computes it
///     time N      dispatches N increments and prints how long each took, on average
///     quit        ends the app
///
/// It prints `listening SOCKET` first; with `--no-agent` it runs without the agent (and prints
/// `no agent`), to compare `time N` with and without it. With `--timing FILE`, each action
/// `rate` dispatches is logged to FILE (its sequence number and the monotonic clock, written when
/// the rate stops), for `scripts/attach-latency` to compare with an attached shell's log. The Counter domain, because its adapter already lives in a
/// library (`SampleDomains`) that the app and `imshell` both import.
@main
@MainActor
enum CounterService {
  static func main() async {
    let store = Store(initialState: CounterState(), reducer: CounterReducer.reduce)
    var agent: ShellAgent?
    if CommandLine.arguments.contains("--no-agent") {
      self.say("no agent")
    } else {
      do {
        agent = try ShellAgent.start(store: store, domain: CounterDomain.self, program: "counter-service")
      } catch {
        FileHandle.standardError.write(Data("counter-service: \(error)\n".utf8))
        exit(1)
      }
      self.say("listening \(agent?.socketPath ?? "")")
    }
    var timer: Task<Void, Never>?
    let timing = Self.option("--timing").map { TimingLog(path: $0) }
    for await line in Self.lines() {
      let words = line.split(separator: " ").map(String.init)
      switch (words.first ?? "", words.dropFirst().first.flatMap { Int($0) }) {
      case ("up", let count): self.dispatch(.didTapIncrementButton, count ?? 1, on: store)
      case ("down", let count): self.dispatch(.didTapDecrementButton, count ?? 1, on: store)
      case ("every", let millis?):
        timer?.cancel()
        timer = millis > 0 ? Self.tick(every: millis, on: store) : nil
        self.say("ok")
      case ("rate", let perSecond?):
        timer?.cancel()
        await timer?.value
        timing?.write()
        timer = perSecond > 0 ? PacedDispatcher.start(perSecond: perSecond, on: store, timing: timing) : nil
        self.say("ok")
      case ("time", let count?): self.time(count, on: store)
      case ("state", _): self.say(store.select { $0 }.literal.description)
      case ("digest", _): self.say(StateDigest.of(store.select { $0 }.literal.description))
      case ("quit", _):
        timer?.cancel()
        await timer?.value
        timing?.write()
        agent?.stop()
        return
      default: self.say("unknown command: \(line)")
      }
    }
    agent?.stop()
  }

  private static func dispatch(_ action: CounterAction, _ count: Int, on store: Store<CounterState, CounterAction>) {
    for _ in 0..<count { try? store.dispatch(action: action) }
    self.say("ok \(store.select { $0.value })")
  }

  /// `time N`: the app's own dispatch cost, measured in the app (the attach budgets compare it
  /// with and without the agent, and with a shell attached).
  private static func time(_ count: Int, on store: Store<CounterState, CounterAction>) {
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<count { try? store.dispatch(action: .didTapIncrementButton) }
    let elapsed = clock.now - start
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    self.say("dispatched \(count) in \(Int(nanoseconds / 1e6)) ms: \(Int(nanoseconds / Double(max(count, 1)))) ns each")
  }

  private static func tick(every millis: Int, on store: Store<CounterState, CounterAction>) -> Task<Void, Never> {
    Task { @MainActor in
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(millis))
        try? store.dispatch(action: .didTapIncrementButton)
      }
    }
  }

  /// The value after `flag` on the command line.
  private static func option(_ flag: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
  }

  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Standard input's lines, read on a thread of their own so the main actor stays free.
  private static func lines() -> AsyncStream<String> {
    AsyncStream { continuation in
      let thread = Thread {
        while let line = readLine() { continuation.yield(line) }
        continuation.finish()
      }
      thread.start()
    }
  }
}
