import ImmutableData
import ImmutableUI
import Observation
import TestSupport
import Testing

/// A reading that is deliberately not `Equatable`, so Observation cannot skip equal values itself:
/// only the listener's `didChange` decides what is published.
struct Reading: Sendable {
  var value: Int
  var note: String
}

@Suite(.timeLimit(.minutes(5)))
@MainActor struct TracedListenerObservationTests {
  /// Publishes when `a` changes; `b` only shows in the note, which `didChange` ignores.
  private func makeListener() -> TracedListener<TwoCounters, TwoCountersAction, Reading> {
    TracedListener(
      name: ListenerName(id: 3, label: "reading"),
      outputSelector: OutputSelector(
        select: { Reading(value: $0.a, note: "b=\($0.b)") }, didChange: { $0.value != $1.value }))
  }

  private func observeOutput(
    of listener: TracedListener<TwoCounters, TwoCountersAction, Reading>, counting changes: CallCounter
  ) {
    withObservationTracking {
      _ = listener.storage?.output
    } onChange: {
      changes.increment()
    }
  }

  @Test func aPublicationNotifiesObservers() async throws {
    let store = makeStore()
    let listener = self.makeListener()
    listener.listen(to: store)
    defer { listener.cancel() }
    let changes = CallCounter()
    self.observeOutput(of: listener, counting: changes)
    #expect(changes.count == 0)

    try store.dispatch(action: .incA)
    await waitUntil("the listener published") { listener.counters.publications == 2 }
    #expect(changes.count == 1)
    #expect(listener.output.value == 1)
  }

  @Test func anUnchangedRecomputedOutputDoesNotNotify() async throws {
    let store = makeStore()
    let listener = self.makeListener()
    listener.listen(to: store)
    defer { listener.cancel() }
    let changes = CallCounter()
    self.observeOutput(of: listener, counting: changes)

    try store.dispatch(action: .incB)
    // The recomputation and the publish decision happen in one main-actor turn, and observers
    // are told synchronously, so once the run is counted a notification would already be counted.
    await waitUntil("the output was recomputed") { listener.counters.outputRuns == 2 }
    #expect(listener.counters.publications == 1)
    #expect(changes.count == 0)
    #expect(listener.output.note == "b=0", "the published reading is the one from the start")

    // The tracking is still armed: a real change does notify.
    try store.dispatch(action: .incA)
    await waitUntil("the listener published") { listener.counters.publications == 2 }
    #expect(changes.count == 1)
    #expect(listener.output.note == "b=1")
  }
}
