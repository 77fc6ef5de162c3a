import ImmutableData
import TestSupport
import Testing

/// `makeStream(bufferingOldest:onDrop:)`, our addition to the book's API: a stream that keeps at
/// most N elements waiting and says, in the dispatch, each one it had no room for.
@Suite(.timeLimit(.minutes(5)))
@MainActor struct BoundedStreamTests {
  @Test func aFullStreamDropsTheNewestAndSaysSoInTheDispatch() async throws {
    let store = makeStore()
    var dropped = 0
    let stream = store.makeStream(bufferingOldest: 3) { dropped += 1 }
    for _ in 0..<10 { try store.dispatch(action: .increment) }
    // Said in the dispatch that found no room, before any reader ran.
    #expect(dropped == 7)
    var kept: [Int] = []
    for await element in stream {
      kept.append(element.oldState.value)
      if kept.count == 3 { break }
    }
    #expect(kept == [0, 1, 2], "the oldest waited; the newest were dropped")
  }

  @Test func aReaderThatKeepsUpLosesNothing() async throws {
    let store = makeStore()
    var dropped = 0
    let stream = store.makeStream(bufferingOldest: 1) { dropped += 1 }
    var iterator = stream.makeAsyncIterator()
    for expected in 0..<5 {
      try store.dispatch(action: .increment)
      #expect(await iterator.next()?.oldState.value == expected)
    }
    #expect(dropped == 0)
  }

  @Test func aReleasedBoundedStreamLeavesTheRegistrar() async throws {
    let store = makeStore()
    var dropped = 0
    do {
      let stream = store.makeStream(bufferingOldest: 1) { dropped += 1 }
      _ = stream
      #expect(store.streamCount == 1)
    }
    await waitUntil("the released stream leaves") { store.streamCount == 0 }
    // No handler is left to call.
    for _ in 0..<3 { try store.dispatch(action: .increment) }
    #expect(dropped == 0)
  }
}
