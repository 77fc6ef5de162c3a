@testable import ImmutableData
import TestSupport
import Testing

/// The registrar on its own, without a store.
@Suite(.timeLimit(.minutes(1)))
@MainActor struct StreamRegistrarTests {
  @Test func yieldReachesEveryRegisteredStreamInOrderOfRegistration() async throws {
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
    var iterator = try #require(registrar).makeStream().makeAsyncIterator()
    registrar?.yield(7)
    registrar = nil
    #expect(await iterator.next() == 7)
    #expect(await iterator.next() == nil)
  }

  @Test func aTerminatedStreamIsRemovedAndNoLongerYieldedTo() async throws {
    let registrar = StreamRegistrar<Int>()
    let received = Recorder<Int>()
    let stream = registrar.makeStream()
    let task = Task { for await value in stream { received.record(value) } }
    registrar.yield(1)
    await waitUntil { received.elements == [1] }
    task.cancel()
    await waitUntil("the cancelled stream leaves") { registrar.count == 0 }
    registrar.yield(2)
    await settle()
    #expect(received.elements == [1])
  }
}
