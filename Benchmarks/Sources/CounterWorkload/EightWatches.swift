import CounterData
import ImmutableData
import ImmutableUI

/// The 8 watches every Counter pipeline benchmark carries: plain outputs, a filter, dependencies
/// that gate and dependencies that do not. `shellLines` and `makeListeners()` describe the same
/// eight, so the shell and the in-process runs do the same listener work.
///
/// A cost model, not a pattern: the fourth watch's dependency (`selectIsAtLeast(value: 1)` for the
/// value) does not determine its output, so by chapter 2's rule it is wrong and its output goes
/// stale (walkthroughs 02 and 19 show it). It is here for the checks it makes, not as a saving.
public enum EightWatches {
  public static let shellLines = [
    ":watch selectValue()",
    ":watch selectValue() filter: isIncrement()",
    ":watch selectIsAtLeast(value: 1)",
    ":watch selectValue() deps: selectIsAtLeast(value: 1)",
    ":watch selectIsAtLeast(value: 1) deps: selectValue()",
    ":watch selectValue() deps: selectValue()",
    ":watch selectIsAtLeast(value: 50000)",
    ":watch selectIsAtLeast(value: 50000) filter: isIncrement() deps: selectValue()",
  ]

  /// The same eight as listeners, type-erased to what a benchmark needs to drive them.
  @MainActor public static func makeListeners() -> [AnyWatch] {
    let value = OutputSelector<CounterState, Int>(select: CounterState.selectValue())
    let atLeastOne = OutputSelector<CounterState, Bool>(select: CounterState.selectIsAtLeast(value: 1))
    let atLeastHalf = OutputSelector<CounterState, Bool>(select: CounterState.selectIsAtLeast(value: 50_000))
    let valueDependency = DependencySelector<CounterState, Int>(select: CounterState.selectValue())
    let atLeastOneDependency = DependencySelector<CounterState, Bool>(select: CounterState.selectIsAtLeast(value: 1))
    // Dependencies are erased here, where their types are known, as the shell's `:watch` does
    // (`WatchableSelector`): the parameter-pack initializer erases them in ImmutableUI, in code
    // the optimizer does not specialize, so the two runs would not do the same listener work.
    let value1: @MainActor () -> [AnyDependencySelector<CounterState>] = { [AnyDependencySelector(valueDependency)] }
    let atLeastOne1: @MainActor () -> [AnyDependencySelector<CounterState>] = { [AnyDependencySelector(atLeastOneDependency)] }
    let isIncrement = CounterFilter.isIncrement()
    func name(_ id: Int) -> ListenerName { ListenerName(id: id, label: "W\(id)") }
    return [
      AnyWatch(TracedListener(name: name(1), outputSelector: value)),
      AnyWatch(TracedListener(name: name(2), filter: isIncrement, outputSelector: value)),
      AnyWatch(TracedListener(name: name(3), outputSelector: atLeastOne)),
      AnyWatch(TracedListener(name: name(4), dependencies: atLeastOne1, outputSelector: value)),
      AnyWatch(TracedListener(name: name(5), dependencies: value1, outputSelector: atLeastOne)),
      AnyWatch(TracedListener(name: name(6), dependencies: value1, outputSelector: value)),
      AnyWatch(TracedListener(name: name(7), outputSelector: atLeastHalf)),
      AnyWatch(TracedListener(name: name(8), filter: isIncrement, dependencies: value1, outputSelector: atLeastHalf)),
    ]
  }
}

public typealias CounterStore = Store<CounterState, CounterAction>

/// One listener with its output type hidden, and how many streamed elements it has handled.
@MainActor public struct AnyWatch {
  public let listen: (CounterStore) -> Void
  public let attach: (CounterStore) -> Void
  public let receive: (CounterState, CounterAction, CounterStore) -> Void
  public let cancel: () -> Void
  /// Elements handled since the listener started: every element either meets the filter (passes
  /// or rejections) or, without one, refreshes the dependencies or the output exactly once.
  public let handled: () -> Int

  /// Wraps `listener` with its tracing off: nobody reads its decisions, and the shell runs its
  /// watches so when its traces leave listeners out (`--trace none`), so both runs compare
  /// dependencies the book's way and build no decision.
  public init<Output>(_ listener: TracedListener<CounterState, CounterAction, Output>) {
    listener.isTracing = false
    self.listen = { listener.listen(to: $0) }
    self.attach = { listener.attach(to: $0) }
    self.receive = { listener.receive(oldState: $0, action: $1, current: $2) }
    self.cancel = { listener.cancel() }
    self.handled = {
      let counters = listener.counters
      let filtered = counters.filterPasses + counters.filterRejections
      // The build at listen time refreshes once before any element arrives.
      return filtered > 0 ? filtered : max(counters.dependencyRuns, counters.outputRuns) - 1
    }
  }
}
