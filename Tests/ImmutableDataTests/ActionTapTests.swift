import ImmutableData
import TestSupport
import Testing

/// `tapActions(batchesOf:deliver:)`, our addition to the book's API: the store's actions handed
/// over in batches, full ones at once and the rest in the main actor's next turn.
@Suite(.timeLimit(.minutes(5)))
@MainActor struct ActionTapTests {
  @Test func aFullBatchIsDeliveredInTheDispatchThatFilledIt() throws {
    let store = makeStore()
    var batches: [[CounterAction]] = []
    _ = store.tapActions(batchesOf: 3) { batches.append($0) }
    for action in [CounterAction.increment, .increment, .decrement, .increment] { try store.dispatch(action: action) }
    #expect(batches == [[.increment, .increment, .decrement]], "the fourth waits for the next turn")
  }

  @Test func whatIsLeftIsDeliveredInTheNextTurn() async throws {
    let store = makeStore()
    var batches: [[CounterAction]] = []
    _ = store.tapActions(batchesOf: 100) { batches.append($0) }
    try store.dispatch(action: .increment)
    try store.dispatch(action: .decrement)
    #expect(batches.isEmpty)
    await waitUntil("the next turn delivers") { !batches.isEmpty }
    #expect(batches == [[.increment, .decrement]])
  }

  @Test func aThrowingReducerTapsNothing() throws {
    let store = makeStore()
    var delivered: [CounterAction] = []
    _ = store.tapActions(batchesOf: 10) { delivered += $0 }
    #expect(throws: ReducerError.self) { try store.dispatch(action: .fail) }
    try store.dispatch(action: .increment)
    store.flushTaps()
    #expect(delivered == [.increment])
  }

  @Test func flushingTheStoreDeliversEveryTapInOrder() throws {
    let store = makeStore()
    var seen: [String] = []
    _ = store.tapActions(batchesOf: 10) { seen.append("first \($0.count)") }
    _ = store.tapActions(batchesOf: 10) { seen.append("second \($0.count)") }
    for _ in 0..<4 { try store.dispatch(action: .increment) }
    store.flushTaps()
    #expect(seen == ["first 4", "second 4"])
  }

  @Test func aRemovedTapDeliversNothingMore() async throws {
    let store = makeStore()
    var delivered = 0
    let tap = store.tapActions(batchesOf: 10) { delivered += $0.count }
    try store.dispatch(action: .increment)
    store.removeTap(tap)
    #expect(store.tapCount == 0)
    try store.dispatch(action: .increment)
    // The flush the first dispatch scheduled finds nothing to deliver.
    await Task.yield()
    store.flushTaps()
    #expect(delivered == 0)
  }

  @Test func theOtherTapsKeepWhatWasBufferedWhenOneLeaves() throws {
    let store = makeStore()
    var kept: [[CounterAction]] = []
    _ = store.tapActions(batchesOf: 10) { kept.append($0) }
    let leaving = store.tapActions(batchesOf: 10) { _ in Issue.record("a removed tap was delivered to") }
    store.flushTaps()
    try store.dispatch(action: .increment)
    kept = []
    store.removeTap(leaving)
    try store.dispatch(action: .decrement)
    store.flushTaps()
    #expect(kept == [[.increment], [.decrement]])
  }

  @Test func batchesAreAsLargeAsTheSmallestTapAsked() throws {
    let store = makeStore()
    var large: [Int] = []
    var small: [Int] = []
    _ = store.tapActions(batchesOf: 100) { large.append($0.count) }
    _ = store.tapActions(batchesOf: 2) { small.append($0.count) }
    for _ in 0..<5 { try store.dispatch(action: .increment) }
    store.flushTaps()
    #expect(large == [2, 2, 1])
    #expect(small == [2, 2, 1])
  }

  @Test func withoutATapADispatchBuffersNothing() throws {
    let store = makeStore()
    for _ in 0..<3 { try store.dispatch(action: .increment) }
    var delivered: [CounterAction] = []
    _ = store.tapActions(batchesOf: 10) { delivered += $0 }
    store.flushTaps()
    #expect(delivered.isEmpty, "a tap sees only what is dispatched after it starts")
  }
}
