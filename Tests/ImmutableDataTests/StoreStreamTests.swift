import ImmutableData
import TestSupport
import Testing

/// The life of the streams a store makes: registration, removal, finishing and delivery order.
@Suite(.timeLimit(.minutes(1)))
@MainActor struct StoreStreamTests {
  @Test func makingStreamsRegistersThem() {
    let store = makeStore()
    #expect(store.streamCount == 0)
    let streams = (0..<3).map { _ in store.makeStream() }
    #expect(store.streamCount == 3)
    _ = streams
  }

  @Test func cancellingTheConsumingTaskRemovesOnlyItsStream() async throws {
    let store = makeStore()
    let received = Recorder<Int>()
    let cancelled = store.makeStream()
    let kept = store.makeStream()
    let cancelledTask = Task { for await _ in cancelled {} }
    let keptTask = Task {
      for await element in kept { received.record(element.oldState.value) }
    }
    defer { keptTask.cancel() }
    #expect(store.streamCount == 2)

    cancelledTask.cancel()
    await waitUntil("the cancelled stream leaves the registrar") { store.streamCount == 1 }
    #expect(store.streamCount == 1)

    // The other stream still delivers.
    try store.dispatch(action: .increment)
    await waitUntil("the kept stream delivers") { received.elements == [0] }

    keptTask.cancel()
    await waitUntil("the second stream leaves too") { store.streamCount == 0 }
  }

  @Test func aStreamDroppedAfterItsLoopEndsIsRemoved() async throws {
    let store = makeStore()
    let task = Task {
      // The loop ends after one element; the stream and its iterator are then released.
      for await _ in store.makeStream() { break }
    }
    #expect(store.streamCount == 1)
    try store.dispatch(action: .increment)
    await task.value
    await waitUntil("the ended stream leaves the registrar") { store.streamCount == 0 }
  }

  @Test func deallocatingTheStoreFinishesItsStreams() async throws {
    var store: CounterStore? = makeStore()
    weak let weakStore = store
    let received = Recorder<CounterAction>()
    let finished = Recorder<Int>()
    let streams = try (0..<2).map { _ in try #require(store).makeStream() }
    var tasks: [Task<Void, Never>] = []
    for (index, stream) in streams.enumerated() {
      tasks.append(
        Task {
          for await element in stream { received.record(element.action) }
          finished.record(index)
        })
    }
    defer { for task in tasks { task.cancel() } }

    try store?.dispatch(action: .increment)
    store = nil
    #expect(weakStore == nil, "nothing but the test may keep the store alive")

    await waitUntil("both `for await` loops end") { finished.elements.count == 2 }
    // What was yielded before the store went away is still delivered, then the loops end.
    #expect(received.elements == [.increment, .increment])
    #expect(Set(finished.elements) == [0, 1])
  }

  /// Five consumers record synchronously per element; for every element the consumers must run in
  /// the order their streams were made. Fresh stores each round, because a registrar ordered by
  /// hashing would be ordered differently per instance, and would be right by luck only rarely.
  @Test func everyStreamReceivesEveryElementInRegistrationOrder() async throws {
    let consumers = 5
    let dispatches = 40
    for round in 0..<20 {
      let store = makeStore()
      let log = Recorder<(consumer: Int, value: Int)>()
      var tasks: [Task<Void, Never>] = []
      for consumer in 0..<consumers {
        let stream = store.makeStream()
        tasks.append(
          Task {
            for await element in stream { log.record((consumer: consumer, value: element.oldState.value)) }
          })
      }
      defer { for task in tasks { task.cancel() } }

      for dispatch in 0..<dispatches {
        try store.dispatch(action: .increment)
        // Sometimes let the consumers catch up (they then wait in `next()`), sometimes let the
        // elements pile up in the buffers.
        if dispatch % 3 == round % 3 { await Task.yield() }
      }
      let complete = await waitUntil("round \(round): every consumer got every element") {
        log.elements.count == consumers * dispatches
      }
      guard complete else { return }

      for value in 0..<dispatches {
        let order = log.elements.filter { $0.value == value }.map(\.consumer)
        #expect(order == Array(0..<consumers), "round \(round), element \(value)")
        if order != Array(0..<consumers) { return }
      }
    }
  }
}
