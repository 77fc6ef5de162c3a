import ImmutableData
import ImmutableUI
import Observation
import TestSupport
import Testing

/// Chapter 2 (ImmutableUI) as a reader calls it: `DependencySelector`, `OutputSelector`, the
/// pack-generic `Listener` and `AsyncListener` with the book's labels and defaults. The book's
/// `Provider`, `Dispatcher` and `Selector` property wrappers are SwiftUI and have no Linux
/// counterpart; `Listener` is what its `Selector` wraps.
@Suite(.timeLimit(.minutes(5)))
@MainActor struct BookChapter02APITests {
  /// An output selector counting its runs, reading `a`.
  private static func countingText(_ runs: CallCounter) -> OutputSelector<TwoCounters, String> {
    OutputSelector(select: { runs.increment(); return "a=\($0.a)" }, didChange: { $0 != $1 })
  }

  @Test func selectorsAreBuiltAsInTheBook() {
    let dependency = DependencySelector<TwoCounters, Int>(select: { $0.a }, didChange: { $0 != $1 })
    let output = OutputSelector<TwoCounters, String>(select: { "\($0.b)" }, didChange: { $0 != $1 })
    // Equatable values may leave `didChange` out (our addition); the book always spells it.
    let shorter = DependencySelector<TwoCounters, Int>(select: { $0.a })
    let listener = AsyncListener<TwoCounters, TwoCountersAction, Int, Int, String>(
      dependencySelector: dependency, shorter, outputSelector: output)
    listener.update(with: makeStore())
    #expect(listener.output == "0")
  }

  @Test func everyInitializerOfTheBookCompiles() {
    let store = makeStore()
    let output = OutputSelector<TwoCounters, String>(select: { "a=\($0.a)" }, didChange: { $0 != $1 })
    let filter: @Sendable (TwoCounters, TwoCountersAction) -> Bool = { _, action in action == .incA }
    let listeners: [Listener<TwoCounters, TwoCountersAction, String>] = [
      Listener(outputSelector: output),
      Listener(label: "text", outputSelector: output),
      Listener(label: "text", filter: filter, outputSelector: output),
      Listener(id: 1, outputSelector: output),
      Listener(id: "one", label: "text", filter: filter, outputSelector: output),
    ]
    for listener in listeners {
      listener.listen(to: store)
      #expect(listener.output == "a=0")
    }
    let withDependencies = Listener<TwoCounters, TwoCountersAction, Int, Int, String>(
      id: 1, label: "two", dependencySelector: Select.a, Select.b, outputSelector: output)
    withDependencies.listen(to: store)
    #expect(withDependencies.output == "a=0")
  }

  @Test func theOutputIsObservableAndFollowsTheStore() async throws {
    let store = makeStore()
    let runs = CallCounter()
    let listener = Listener<TwoCounters, TwoCountersAction, String>(
      label: "a", outputSelector: Self.countingText(runs))
    listener.listen(to: store)
    #expect(listener.output == "a=0")

    let notifications = CallCounter()
    withObservationTracking { _ = listener.output } onChange: { notifications.increment() }
    try store.dispatch(action: .incB)
    // Recomputing and deciding happen in one main-actor turn: once counted, a notification
    // would already have been counted too.
    await waitUntil("recomputed after .incB") { runs.count == 2 }
    #expect(notifications.count == 0, "an equal output is not published")

    try store.dispatch(action: .incA)
    await waitUntil("recomputed after .incA") { runs.count == 3 }
    #expect(notifications.count == 1)
    #expect(listener.output == "a=1")
  }

  @Test func listeningToTheSameStoreAgainChangesNothing() {
    let store = makeStore()
    let runs = CallCounter()
    let listener = Listener<TwoCounters, TwoCountersAction, String>(outputSelector: Self.countingText(runs))
    listener.listen(to: store)
    listener.listen(to: store)
    #expect(runs.count == 1)
    listener.listen(to: makeStore())
    #expect(runs.count == 2, "another store rebuilds")
  }

  @Test func updateWithAnotherIdRebuildsAtTheNextListen() throws {
    let store = makeStore()
    try store.dispatch(action: .incB)
    let first = CallCounter()
    let second = CallCounter()
    let textB = OutputSelector<TwoCounters, String>(
      select: { second.increment(); return "b=\($0.b)" }, didChange: { $0 != $1 })
    let listener = Listener<TwoCounters, TwoCountersAction, String>(id: 1, outputSelector: Self.countingText(first))
    listener.listen(to: store)

    listener.update(id: 1, outputSelector: textB)
    listener.listen(to: store)
    #expect(second.count == 0, "the same id keeps the selectors")
    #expect(listener.output == "a=0")

    let notifications = CallCounter()
    withObservationTracking { _ = listener.output } onChange: { notifications.increment() }
    listener.update(id: 2, label: "b", outputSelector: textB)
    #expect(second.count == 0, "update alone does not rebuild")
    listener.listen(to: store)
    #expect(second.count == 1)
    #expect(listener.output == "b=1")
    #expect(notifications.count == 1, "a rebuild publishes to the same observers")

    listener.update(outputSelector: Self.countingText(first))
    listener.listen(to: store)
    #expect(first.count == 2, "update without an id drops the id and rebuilds")
    listener.update(outputSelector: textB)
    listener.listen(to: store)
    #expect(second.count == 1, "still no id: nothing changes")
  }

  @Test func anAsyncListenerListensToAStream() async throws {
    let store = makeStore()
    let listener = AsyncListener<TwoCounters, TwoCountersAction, Int, String>(
      label: "gated", filter: { _, action in action != .noop }, dependencySelector: Select.a,
      outputSelector: Select.textA)
    listener.update(with: store)
    let stream = store.makeStream()
    let task = Task { try await listener.listen(to: stream, with: store) }
    defer { task.cancel() }
    try store.dispatch(action: .incA)
    await waitUntil("published a=1") { listener.output == "a=1" }
  }
}
