import ImmutableData
import ImmutableUI
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(5)))
@MainActor struct TracedListenerTests {
  private let name = ListenerName(id: 7, label: "seven")

  /// A listener on `a` (dependency and output) built with the parameter-pack initializer.
  private func makeListenerOnA(
    id: AnyHashable? = nil,
    filter: (@Sendable (TwoCounters, TwoCountersAction) -> Bool)? = nil,
    traces: Recorder<ListenerTrace>
  ) -> TextListener {
    TextListener(
      name: self.name, id: id, filter: filter, dependencySelector: Select.a,
      outputSelector: Select.textA, trace: traces.sink)
  }

  /// Dispatches `actions` one at a time, waiting after each until `listener` has handled it.
  ///
  /// Selectors read the store's current state when the listener gets to an element, so actions
  /// dispatched in one go would all be seen at the first element.
  private func dispatch(
    _ actions: [TwoCountersAction], to store: TwoCountersStore, handledBy listener: TextListener,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    for action in actions {
      let handled = listener.counters.elementsHandled
      try store.dispatch(action: action)
      await waitUntil("the listener handled \(action)", sourceLocation: sourceLocation) {
        listener.counters.elementsHandled == handled + 1
      }
    }
    // Each element is handled in one main-actor turn, so the count above is the signal that all
    // its events were emitted; nothing else was dispatched that could still arrive.
  }

  // MARK: - Start and the streamed elements

  @Test func theStartPublishesWithoutAnOutputChangedEvent() {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let listener = TextListener(name: self.name, outputSelector: Select.textB, trace: traces.sink)
    listener.listen(to: store)
    defer { listener.cancel() }
    #expect(traces.events == [.started])
    #expect(listener.output == "b=0")
    #expect(listener.counters == .counting(outputRuns: 1, publications: 1))
  }

  @Test func theFilterSeesTheOldStateAndTheAction() async throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    // Accepts `.incA` only while the old `a` is 0: the first `.incA` passes, the second does not,
    // which a filter shown the new state would get the other way round.
    let listener = self.makeListenerOnA(
      filter: { oldState, action in action == .incA && oldState.a == 0 }, traces: traces)
    listener.listen(to: store)
    defer { listener.cancel() }
    traces.removeAll()

    try await self.dispatch([.incB, .incA, .incA], to: store, handledBy: listener)
    #expect(
      traces.events == [
        .filterExcluded,
        .filterIncluded, .dependencyChanged(index: 0), .outputChanged,
        .filterExcluded,
      ])
    #expect(listener.output == "a=1")
  }

  @Test func everyDependencyIsSelectedAgainInOrder() async throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let listener = TextListener(
      name: self.name, dependencySelector: Select.a, Select.b, outputSelector: Select.textB,
      trace: traces.sink)
    listener.listen(to: store)
    defer { listener.cancel() }
    #expect(traces.events == [.started, .dependencyChanged(index: 0), .dependencyChanged(index: 1)])
    traces.removeAll()

    try await self.dispatch([.incB, .noop, .incA], to: store, handledBy: listener)
    #expect(
      traces.events == [
        .dependencyUnchanged(index: 0), .dependencyChanged(index: 1), .outputChanged,
        .dependencyUnchanged(index: 0), .dependencyUnchanged(index: 1),
        .dependencyChanged(index: 0), .dependencyUnchanged(index: 1), .outputUnchanged,
      ])
    #expect(listener.output == "b=1")
    #expect(listener.counters == .counting(passes: 3, dependencyRuns: 4, outputRuns: 3, publications: 2))
  }

  @Test func aCustomDidChangeDecidesWhatIsPublished() async throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    // Only the milestone "a=2" counts as a change worth publishing.
    let listener = TextListener(
      name: self.name,
      outputSelector: OutputSelector(select: { "a=\($0.a)" }, didChange: { _, new in new == "a=2" }),
      trace: traces.sink)
    listener.listen(to: store)
    defer { listener.cancel() }
    traces.removeAll()

    try await self.dispatch([.incA], to: store, handledBy: listener)
    #expect(traces.events == [.outputUnchanged])
    #expect(listener.output == "a=0")
    try await self.dispatch([.incA], to: store, handledBy: listener)
    #expect(traces.events == [.outputUnchanged, .outputChanged])
    #expect(listener.output == "a=2")
  }

  @Test func aCustomDependencyDidChangeDecidesWhetherTheOutputRuns() async throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    // The dependency `a` only counts as changed when it becomes even.
    let everyOtherA = DependencySelector<TwoCounters, Int>(
      select: { $0.a }, didChange: { $0 != $1 && $1 % 2 == 0 })
    let listener = TextListener(
      name: self.name, dependencySelector: everyOtherA, outputSelector: Select.textA, trace: traces.sink)
    listener.listen(to: store)
    defer { listener.cancel() }
    traces.removeAll()

    try await self.dispatch([.incA, .incA], to: store, handledBy: listener)
    #expect(
      traces.events == [
        .dependencyUnchanged(index: 0),
        .dependencyChanged(index: 0), .outputChanged,
      ])
    #expect(listener.output == "a=2")
  }

  @Test func selectorsReadTheStoreAsItIsWhenTheElementIsHandled() async throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let listener = self.makeListenerOnA(traces: traces)
    listener.listen(to: store)
    defer { listener.cancel() }
    traces.removeAll()

    // Both actions are reduced before the listener sees the first: the first element already
    // selects a == 2, the second finds nothing new.
    try store.dispatch(action: .incA)
    try store.dispatch(action: .incA)
    await waitUntil("the listener handled both") { listener.counters.elementsHandled == 2 }
    #expect(traces.events == [.dependencyChanged(index: 0), .outputChanged, .dependencyUnchanged(index: 0)])
    #expect(listener.output == "a=2")
  }

  // MARK: - Identity and rebuilds

  @Test func theSameIDDoesNotRebuild() async throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let listener = self.makeListenerOnA(id: 1, traces: traces)
    listener.listen(to: store)
    defer { listener.cancel() }

    listener.update(
      id: 1, filter: { _, _ in false }, dependencies: { [AnyDependencySelector(Select.b)] },
      outputSelector: Select.textB)
    listener.listen(to: store)
    #expect(traces.events == [.started, .dependencyChanged(index: 0)])
    #expect(store.streamCount == 1)

    // The first selectors are still in use.
    try await self.dispatch([.incA], to: store, handledBy: listener)
    #expect(listener.output == "a=1")
    #expect(
      traces.events == [.started, .dependencyChanged(index: 0), .dependencyChanged(index: 0), .outputChanged])
  }

  @Test func listeningAgainToTheSameStoreChangesNothing() {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let listener = self.makeListenerOnA(traces: traces)
    listener.listen(to: store)
    listener.listen(to: store)
    defer { listener.cancel() }
    #expect(traces.events == [.started, .dependencyChanged(index: 0)])
    #expect(store.streamCount == 1)
    #expect(listener.counters == .counting(dependencyRuns: 1, outputRuns: 1, publications: 1))
  }

  @Test func aNewIDRebuildsAtTheNextListenWithFreshCaches() async throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let listener = self.makeListenerOnA(id: 1, traces: traces)
    listener.listen(to: store)
    defer { listener.cancel() }
    try await self.dispatch([.incA], to: store, handledBy: listener)
    #expect(listener.output == "a=1")

    listener.update(
      id: 2, filter: nil, dependencies: { [AnyDependencySelector(Select.b)] }, outputSelector: Select.textB)
    // Nothing happens before the next `listen(to:)`.
    #expect(listener.output == "a=1")
    #expect(traces.events.last == .outputChanged)
    traces.removeAll()

    listener.listen(to: store)
    #expect(traces.events == [.rebuilt, .dependencyChanged(index: 0)])
    #expect(listener.output == "b=0")
    await waitUntil("the first build's stream is gone") { store.streamCount == 1 }

    // Only the new build handles what follows, with the new selectors.
    traces.removeAll()
    try await self.dispatch([.incA, .incB], to: store, handledBy: listener)
    #expect(
      traces.events == [
        .dependencyUnchanged(index: 0),
        .dependencyChanged(index: 0), .outputChanged,
      ])
    #expect(listener.output == "b=1")
  }

  @Test func aNewIDRecomputesEvenWhenNothingChanged() {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let listener = self.makeListenerOnA(id: "first", traces: traces)
    listener.listen(to: store)
    defer { listener.cancel() }
    listener.update(
      id: "second", filter: nil, dependencies: { [AnyDependencySelector(Select.a)] },
      outputSelector: Select.textA)
    listener.listen(to: store)
    #expect(
      traces.events == [.started, .dependencyChanged(index: 0), .rebuilt, .dependencyChanged(index: 0)])
    #expect(listener.output == "a=0")
    #expect(listener.counters == .counting(dependencyRuns: 2, outputRuns: 2, publications: 2))
  }

  @Test func anotherStoreRebuilds() async throws {
    let first = makeStore()
    let second = TwoCountersStore(initialState: TwoCounters(a: 5, b: 0), reducer: reduceTwoCounters)
    let traces = Recorder<ListenerTrace>()
    let listener = self.makeListenerOnA(traces: traces)
    listener.listen(to: first)
    defer { listener.cancel() }
    listener.listen(to: second)
    #expect(
      traces.events == [.started, .dependencyChanged(index: 0), .rebuilt, .dependencyChanged(index: 0)])
    #expect(listener.output == "a=5")
    await waitUntil("the first store's stream is gone") { first.streamCount == 0 }
    #expect(second.streamCount == 1)
  }

  @Test func cancelStopsListeningAndKeepsTheOutput() async throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let listener = self.makeListenerOnA(traces: traces)
    listener.listen(to: store)
    listener.cancel()
    await listener.stopped()
    await waitUntil("the stream is gone") { store.streamCount == 0 }
    try store.dispatch(action: .incA)
    // The loop has ended (`stopped()`), so nothing can handle this dispatch later.
    #expect(listener.output == "a=0")
    #expect(traces.events == [.started, .dependencyChanged(index: 0)])
    #expect(listener.counters == .counting(dependencyRuns: 1, outputRuns: 1, publications: 1))
  }

  @Test func cancelIgnoresElementsStillPending() async throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let listener = self.makeListenerOnA(traces: traces)
    listener.listen(to: store)
    try store.dispatch(action: .incA)
    listener.cancel()
    await listener.stopped()
    await waitUntil("the stream is gone") { store.streamCount == 0 }
    #expect(listener.output == "a=0")
    #expect(traces.events == [.started, .dependencyChanged(index: 0)])
    #expect(listener.counters == .counting(dependencyRuns: 1, outputRuns: 1, publications: 1))
  }

  @Test func aRebuildSilencesTheOldBuildAtOnce() async throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let listener = self.makeListenerOnA(id: 1, traces: traces)
    listener.listen(to: store)
    defer { listener.cancel() }
    // Pending for the first build when the second replaces it; the second never sees it.
    try store.dispatch(action: .incA)
    listener.update(
      id: 2, filter: nil, dependencies: { [AnyDependencySelector(Select.a)] }, outputSelector: Select.textA)
    listener.listen(to: store)
    // The first build's loop has ended, and the second build's stream was made after the dispatch.
    await listener.stopped()
    await waitUntil("the first build's stream is gone") { store.streamCount == 1 }
    #expect(
      traces.events == [.started, .dependencyChanged(index: 0), .rebuilt, .dependencyChanged(index: 0)])
    #expect(listener.output == "a=1")
    #expect(listener.counters == .counting(dependencyRuns: 2, outputRuns: 2, publications: 2))
  }

  @Test func listeningAfterCancelRestarts() async throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let listener = self.makeListenerOnA(traces: traces)
    listener.listen(to: store)
    listener.cancel()
    try store.dispatch(action: .incA)
    await waitUntil("the cancelled stream is gone") { store.streamCount == 0 }
    traces.removeAll()

    listener.listen(to: store)
    defer { listener.cancel() }
    #expect(traces.events == [.rebuilt, .dependencyChanged(index: 0)])
    #expect(listener.output == "a=1")
    #expect(store.streamCount == 1)
    try await self.dispatch([.incA], to: store, handledBy: listener)
    #expect(listener.output == "a=2")
    #expect(listener.counters == .counting(passes: 1, dependencyRuns: 3, outputRuns: 3, publications: 3))
  }

  // MARK: - Names and counters

  @Test func traceEventsCarryTheListenerName() async throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let named = ListenerName(id: 1, label: "first")
    let unlabelled = ListenerName(id: 2)
    let first = TextListener(
      name: named, id: 1, dependencySelector: Select.a, outputSelector: Select.textA, trace: traces.sink)
    let second = TextListener(
      name: unlabelled, filter: { _, action in action == .incB }, outputSelector: Select.textB,
      trace: traces.sink)
    first.listen(to: store)
    second.listen(to: store)
    defer {
      first.cancel()
      second.cancel()
    }
    try store.dispatch(action: .incA)
    await waitUntil { first.counters.elementsHandled == 1 && second.counters.elementsHandled == 1 }
    first.update(id: 2, filter: nil, dependencies: { [] }, outputSelector: Select.textA)
    first.listen(to: store)
    await first.stopped()

    #expect(Set(traces.elements.map(\.listener)) == [named, unlabelled])
    #expect(
      traces.events(of: named) == [
        .started, .dependencyChanged(index: 0),
        .dependencyChanged(index: 0), .outputChanged,
        .rebuilt,
      ])
    #expect(traces.events(of: unlabelled) == [.started, .filterExcluded])
    #expect(first.name == named)
    #expect(traces.elements.first { $0.listener.id == 2 }?.listener.label == nil)
    #expect(traces.elements.first { $0.listener.id == 1 }?.listener.label == "first")
  }

  @Test func countersAccumulateAcrossRebuilds() async throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let listener = self.makeListenerOnA(id: 1, filter: { _, action in action != .noop }, traces: traces)
    listener.listen(to: store)
    defer { listener.cancel() }
    #expect(listener.counters == .counting(dependencyRuns: 1, outputRuns: 1, publications: 1))

    try await self.dispatch([.noop, .incA, .incB], to: store, handledBy: listener)
    let firstBuild = ListenerCounters.counting(
      passes: 2, rejections: 1, dependencyRuns: 3, outputRuns: 2, publications: 2)
    #expect(listener.counters == firstBuild)

    listener.update(
      id: 2, filter: { _, action in action != .noop }, dependencies: { [AnyDependencySelector(Select.a)] },
      outputSelector: Select.textA)
    listener.listen(to: store)
    #expect(
      listener.counters
        == .counting(passes: 2, rejections: 1, dependencyRuns: 4, outputRuns: 3, publications: 3))

    try await self.dispatch([.incA, .noop], to: store, handledBy: listener)
    #expect(
      listener.counters
        == .counting(passes: 3, rejections: 2, dependencyRuns: 5, outputRuns: 4, publications: 4))

    listener.update(id: 3, filter: nil, dependencies: { [] }, outputSelector: Select.textB)
    listener.listen(to: store)
    try await self.dispatch([.incB], to: store, handledBy: listener)
    #expect(
      listener.counters
        == .counting(passes: 4, rejections: 2, dependencyRuns: 5, outputRuns: 6, publications: 6))
    #expect(listener.output == "b=2")
  }
}
