import ImmutableData
import TestSupport
import Testing

/// The life of the streams a store makes: registration, removal, finishing and delivery order.
@Suite(.timeLimit(.minutes(5)))
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

  @Test func aStreamWhoseLoopEndsIsRemovedOnceReleased() async throws {
    let store = makeStore()
    // The stream lives only in the task: when the loop breaks, stream and iterator are released.
    let received = Recorder<CounterAction>()
    let task = Self.consumeOneElement(of: store.makeStream(), into: received)
    defer { task.cancel() }
    #expect(store.streamCount == 1)
    try store.dispatch(action: .increment)
    try store.dispatch(action: .decrement)
    await waitUntil("the loop got its one element") { received.elements == [.increment] }
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

  /// Five consumers each record synchronously, per element, inside their `for await` loop; every
  /// stream must see every element exactly once and in the order of dispatch. Fresh stores each
  /// round; some elements arrive while the consumers wait, others pile up in the buffers.
  ///
  /// The order *across* streams is not checked here: the registrar yields in registration order,
  /// but the wake-ups of the consuming tasks race on the cooperative pool, so no consumer can observe
  /// it (see `StreamRegistrarTests.entriesStayInRegistrationOrder`).
  @Test func everyStreamReceivesEveryElementOnceInDispatchOrder() async throws {
    let consumers = 5
    let dispatches = 60
    for round in 0..<5 {
      let store = makeStore()
      let log = Recorder<(consumer: Int, value: Int)>()
      var tasks: [Task<Void, Never>] = []
      for consumer in 0..<consumers {
        let stream = store.makeStream()
        tasks.append(
          Task {
            for await element in stream {
              // The extra last dispatch ends the loop: everything before it has been seen.
              guard element.oldState.value < dispatches else { return }
              log.record((consumer: consumer, value: element.oldState.value))
            }
          })
      }
      defer { for task in tasks { task.cancel() } }

      for dispatch in 0..<dispatches {
        try store.dispatch(action: .increment)
        if dispatch % 4 == round % 4 { await Task.yield() }
      }
      try store.dispatch(action: .increment)
      for task in tasks { await task.value }

      #expect(log.elements.count == consumers * dispatches, "round \(round): no element twice")
      for consumer in 0..<consumers {
        let values = log.elements.filter { $0.consumer == consumer }.map(\.value)
        #expect(values == Array(0..<dispatches), "round \(round), consumer \(consumer)")
      }
    }
  }
}

extension StoreStreamTests {
  /// Starts a task owning `stream` that records the first action, then leaves the loop.
  private static func consumeOneElement(
    of stream: AsyncStream<(oldState: CounterState, action: CounterAction)>,
    into received: Recorder<CounterAction>
  ) -> Task<Void, Never> {
    Task {
      for await element in stream {
        received.record(element.action)
        break
      }
    }
  }
}
