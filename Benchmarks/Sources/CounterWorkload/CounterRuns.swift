import CounterData
import ImmutableData
import ImmutableShell
import SampleDomains

/// The two Counter runs the shell-path budget compares, shared by the wall-clock benchmarks and the
/// instruction counts (`scripts/count-instructions`); `start` and `stop` bracket what is measured.
public enum CounterRuns {
  /// Dispatches `n` increments and hands each dispatch to `watches` in the same turn, as the
  /// shell does.
  @MainActor public static func dispatch(_ n: Int, watches: [AnyWatch], start: () -> Void, stop: () -> Void) {
    let store = CounterStore(initialState: CounterState(), reducer: CounterReducer.reduce)
    for watch in watches { watch.attach(store) }
    start()
    for _ in 0..<n {
      let old = store.state
      try! store.dispatch(action: .didTapIncrementButton)
      for watch in watches { watch.receive(old, .didTapIncrementButton, store) }
    }
    stop()
    precondition(CounterState.selectValue()(store.state) == n)
  }

  /// The shell's batch path in process: the 8 `:watch` lines, then one typed action line per
  /// action, each parsed, dispatched, delivered and settled as `imshell --batch` does. Traces are off.
  @MainActor public static func shellBatch(_ n: Int, start: () -> Void, stop: () -> Void) async {
    let environment = ShellEnvironment(
      programName: "imshell", catalog: .samples, output: OutputSink.capturing(), traces: TraceSettings(enabled: []))
    let shell = try! Shell(domain: CounterDomain.self, environment: environment, options: DomainOptions())
    defer { shell.shutdown() }
    for (index, line) in EightWatches.shellLines.enumerated() {
      let failure = await shell.feed(line, file: "bench", line: index + 1)
      precondition(failure == nil, "\(line) failed")
    }
    start()
    for line in 0..<n {
      _ = await shell.feed(".didTapIncrementButton", file: "bench", line: line + 9)
    }
    stop()
    let failure = await shell.feed(":expect selectValue() == \(n)", file: "bench", line: n + 9)
    precondition(failure == nil, "the shell did not count to \(n)")
  }
}
