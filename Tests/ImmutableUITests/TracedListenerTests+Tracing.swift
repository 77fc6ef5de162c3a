import ImmutableData
import ImmutableUI
import TestSupport
import Testing

/// What tracing costs in `TracedListener`: with it on, every dependency is compared so each gets
/// a verdict; with it off, comparing stops at the first change, as in the book, while every
/// dependency's cache still follows the state.
@Suite(.timeLimit(.minutes(5)))
@MainActor struct TracedListenerTracingTests {
  /// Two dependencies on `a`, counting their comparisons; delivery is synchronous.
  private func makeListener(
    comparisons: [CallCounter], traces: Recorder<ListenerTrace>
  ) -> TextListener {
    let dependencies = comparisons.map { counter in
      DependencySelector<TwoCounters, Int>(select: { $0.a }, didChange: { counter.increment(); return $0 != $1 })
    }
    return TextListener(
      name: ListenerName(id: 1, label: "a twice"), dependencySelector: dependencies[0], dependencies[1],
      outputSelector: Select.textA, trace: traces.sink)
  }

  private func deliver(_ action: TwoCountersAction, to listener: TextListener, via store: TwoCountersStore) throws {
    let oldState = store.state
    try store.dispatch(action: action)
    listener.receive(oldState: oldState, action: action, current: store)
  }

  @Test func tracedEveryDependencyIsCompared() throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let comparisons = [CallCounter(), CallCounter()]
    let listener = self.makeListener(comparisons: comparisons, traces: traces)
    listener.attach(to: store)
    traces.removeAll()

    try self.deliver(.incA, to: listener, via: store)
    #expect(comparisons.map(\.count) == [1, 1])
    #expect(traces.events == [.dependencyChanged(index: 0), .dependencyChanged(index: 1), .outputChanged])
  }

  @Test func untracedComparingStopsAtTheFirstChangeAndCachesTheRest() throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let comparisons = [CallCounter(), CallCounter()]
    let listener = self.makeListener(comparisons: comparisons, traces: traces)
    listener.attach(to: store)
    listener.isTracing = false

    try self.deliver(.incA, to: listener, via: store)
    #expect(comparisons.map(\.count) == [1, 0])
    #expect(listener.output == "a=1")
    #expect(listener.counters.publications == 2)

    // Traced again: the second dependency's cache holds a=1, so nothing reads as changed.
    listener.isTracing = true
    traces.removeAll()
    try self.deliver(.noop, to: listener, via: store)
    #expect(comparisons.map(\.count) == [2, 1])
    #expect(traces.events == [.dependencyUnchanged(index: 0), .dependencyUnchanged(index: 1)])
  }
}
