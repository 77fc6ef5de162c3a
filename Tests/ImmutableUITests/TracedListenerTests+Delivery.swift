import ImmutableData
import ImmutableUI
import Observation
import Synchronization
import TestSupport
import Testing

/// `attach(to:)` + `receive(…)`: the owner delivers each dispatch itself, in the same turn,
/// and the listener follows the same filter → dependencies → output rules as a streamed one.
@Suite(.timeLimit(.minutes(5)))
@MainActor struct TracedListenerDeliveryTests {
  @Test func aDeliveredDispatchIsProcessedBeforeReceiveReturns() throws {
    let store = makeStore()
    let listener = TracedListener<TwoCounters, TwoCountersAction, String>(
      name: ListenerName(id: 1, label: "text"), outputSelector: Select.textA)
    listener.attach(to: store)
    #expect(listener.output == "a=0")

    let old = store.state
    try store.dispatch(action: .incA)
    listener.receive(oldState: old, action: .incA, current: store)
    #expect(listener.output == "a=1")
    #expect(listener.counters.outputRuns == 2)
    #expect(listener.counters.publications == 2)
  }

  @Test func receiveHandsBackItsDecisionsWhileTracingAndNoneOtherwise() throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let listener = TracedListener<TwoCounters, TwoCountersAction, String>(
      name: ListenerName(id: 4, label: "textA"), filter: { _, action in action != .incB }, dependencySelector: Select.a,
      outputSelector: Select.textA, trace: traces.sink)
    listener.attach(to: store)
    traces.removeAll()
    var decisions: [ListenerDecision] = []
    for action in [TwoCountersAction.incB, .incA] {
      let old = store.state
      try store.dispatch(action: action)
      decisions.append(listener.receive(oldState: old, action: action, current: store))
    }
    #expect(decisions[0].events == [.filterExcluded])
    #expect(decisions[1].events == [.filterIncluded, .dependencyChanged(index: 0), .outputChanged])
    #expect(traces.events == decisions.flatMap(\.events), "the sink hears the same decisions as they are made")

    listener.isTracing = false
    let old = store.state
    try store.dispatch(action: .incA)
    #expect(listener.receive(oldState: old, action: .incA, current: store).events.isEmpty)
    #expect(listener.output == "a=2", "not tracing changes what is reported, not what is published")
  }

  @Test func theFilterSeesTheOldStateAndTheActionAndCanSkipEverything() throws {
    let store = makeStore()
    let seen = Mutex<[String]>([])
    let listener = TracedListener<TwoCounters, TwoCountersAction, String>(
      name: ListenerName(id: 2, label: "onlyA"),
      filter: { old, action in
        seen.withLock { $0.append("a=\(old.a) \(action)") }
        return action == .incA
      },
      outputSelector: Select.textA)
    listener.attach(to: store)

    for action in [TwoCountersAction.incB, .incA] {
      let old = store.state
      try store.dispatch(action: action)
      listener.receive(oldState: old, action: action, current: store)
    }
    #expect(seen.withLock { $0 } == ["a=0 incB", "a=0 incA"])
    #expect(listener.counters.filterRejections == 1)
    #expect(listener.counters.filterPasses == 1)
    #expect(listener.counters.outputRuns == 2, "once at attach, once for incA")
    #expect(listener.output == "a=1")
  }

  @Test func anUnchangedDependencySkipsTheOutput() throws {
    let store = makeStore()
    let listener = TracedListener<TwoCounters, TwoCountersAction, String>(
      name: ListenerName(id: 3, label: "textA"), dependencySelector: Select.a, outputSelector: Select.textA)
    listener.attach(to: store)
    let old = store.state
    try store.dispatch(action: .incB)
    listener.receive(oldState: old, action: .incB, current: store)
    #expect(listener.counters.dependencyRuns == 2)
    #expect(listener.counters.outputRuns == 1)
  }

  @Test func attachingToTheSameStoreAgainKeepsTheBuildAndAnotherStoreRebuilds() throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let listener = TracedListener<TwoCounters, TwoCountersAction, String>(
      name: ListenerName(id: 4, label: "text"), outputSelector: Select.textA, trace: traces.sink)
    listener.attach(to: store)
    listener.attach(to: store)
    #expect(traces.events == [.started])

    let other = makeStore()
    try other.dispatch(action: .incA)
    listener.attach(to: other)
    #expect(traces.events == [.started, .rebuilt])
    #expect(listener.output == "a=1")
    #expect(listener.counters.outputRuns == 2, "counters add up over builds")
  }

  @Test func aPublicationThroughReceiveNotifiesObservers() throws {
    let store = makeStore()
    let listener = TracedListener<TwoCounters, TwoCountersAction, String>(
      name: ListenerName(id: 5, label: "text"), outputSelector: Select.textA)
    listener.attach(to: store)
    let changes = CallCounter()
    withObservationTracking { _ = listener.storage?.output } onChange: { changes.increment() }

    let old = store.state
    try store.dispatch(action: .incB)
    listener.receive(oldState: old, action: .incB, current: store)
    #expect(changes.count == 0, "a recomputed, equal output is not published")

    let older = store.state
    try store.dispatch(action: .incA)
    listener.receive(oldState: older, action: .incA, current: store)
    #expect(changes.count == 1)
  }

  @Test func tracingOffReportsNoDecisionsAndBackOnReportsThemAgain() throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let listener = TracedListener<TwoCounters, TwoCountersAction, String>(
      name: ListenerName(id: 6, label: "text"), filter: { _, action in action == .incA },
      outputSelector: Select.textA, trace: traces.sink)
    listener.attach(to: store)
    traces.removeAll()

    listener.isTracing = false
    var old = store.state
    try store.dispatch(action: .incA)
    listener.receive(oldState: old, action: .incA, current: store)
    #expect(traces.events.isEmpty)
    #expect(listener.output == "a=1", "the rules still run with tracing off")

    listener.isTracing = true
    old = store.state
    try store.dispatch(action: .incB)
    listener.receive(oldState: old, action: .incB, current: store)
    #expect(traces.events == [.filterExcluded])
  }

  @Test func aRebuildKeepsTracingOff() throws {
    let traces = Recorder<ListenerTrace>()
    let listener = TracedListener<TwoCounters, TwoCountersAction, String>(
      name: ListenerName(id: 7, label: "text"), outputSelector: Select.textA, trace: traces.sink)
    listener.isTracing = false
    listener.attach(to: makeStore())
    let other = makeStore()
    listener.attach(to: other)
    traces.removeAll()
    let old = other.state
    try other.dispatch(action: .incA)
    listener.receive(oldState: old, action: .incA, current: other)
    #expect(traces.events.isEmpty)
  }
}
