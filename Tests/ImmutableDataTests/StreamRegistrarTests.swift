@testable import ImmutableData
import TestSupport
import Testing

/// The registrar on its own, without a store.
@Suite(.timeLimit(.minutes(5)))
@MainActor struct StreamRegistrarTests {
  @Test func yieldReachesEveryRegisteredStream() async throws {
    let registrar = StreamRegistrar<Int>()
    var first = registrar.makeStream().makeAsyncIterator()
    var second = registrar.makeStream().makeAsyncIterator()
    #expect(registrar.count == 2)
    registrar.yield(1)
    registrar.yield(2)
    #expect(await first.next() == 1)
    #expect(await first.next() == 2)
    #expect(await second.next() == 1)
    #expect(await second.next() == 2)
  }

  @Test func aStreamMadeLaterMissesEarlierElements() async throws {
    let registrar = StreamRegistrar<Int>()
    var early = registrar.makeStream().makeAsyncIterator()
    registrar.yield(1)
    var late = registrar.makeStream().makeAsyncIterator()
    registrar.yield(2)
    #expect(await early.next() == 1)
    #expect(await late.next() == 2)
  }

  @Test func deinitFinishesEveryStream() async throws {
    var registrar: StreamRegistrar<Int>? = StreamRegistrar<Int>()
    let received = Recorder<Int?>()
    let stream = try #require(registrar).makeStream()
    let task = Task {
      for await value in stream { received.record(value) }
      received.record(nil)
    }
    defer { task.cancel() }
    registrar?.yield(7)
    registrar = nil
    await waitUntil("the loop ends") { received.elements.last == .some(nil) }
    #expect(received.elements == [7, nil])
  }

  @Test func aTerminatedStreamIsRemovedAndNoLongerYieldedTo() async throws {
    let registrar = StreamRegistrar<Int>()
    let received = Recorder<Int>()
    let stream = registrar.makeStream()
    let task = Task { for await value in stream { received.record(value) } }
    registrar.yield(1)
    await waitUntil { received.elements == [1] }
    task.cancel()
    await task.value
    await waitUntil("the cancelled stream leaves") { registrar.count == 0 }
    registrar.yield(2)
    // The loop has ended, so nothing can record 2 later.
    #expect(received.elements == [1])
  }
}

extension StreamRegistrarTests {
  /// The registrar yields by walking its entries, so their order is the delivery order. A consumer
  /// cannot observe that order (task wake-ups race on the cooperative pool), so this looks at the
  /// private storage through reflection: it must be an array, in registration order, and stay so
  /// when streams leave and others join.
  @Test func entriesStayInRegistrationOrder() async throws {
    let registrar = StreamRegistrar<Int>()
    var streams = (0..<5).map { _ in registrar.makeStream() }
    #expect(try Self.registeredIDs(registrar) == [1, 2, 3, 4, 5])

    // Terminate the third stream by releasing it.
    streams.remove(at: 2)
    await waitUntil("the released stream leaves") { registrar.count == 4 }
    streams.append(contentsOf: (0..<2).map { _ in registrar.makeStream() })
    #expect(try Self.registeredIDs(registrar) == [1, 2, 4, 5, 6, 7])
    #expect(streams.count == 6)
  }

  private struct NoEntries: Error {}

  private static func registeredIDs(_ registrar: StreamRegistrar<Int>) throws -> [Int] {
    let entries = Mirror(reflecting: registrar).children.first { $0.label == "entries" }?.value
    guard let entries = entries as? [(id: Int, continuation: AsyncStream<Int>.Continuation)] else {
      throw NoEntries()
    }
    return entries.map(\.id)
  }
}
