@testable import ImmutableShell
import Synchronization
import Testing

/// `WorkTracker`: counting pending work and waiting for quiet, a timeout, or Ctrl-C.
@Suite struct WorkTrackerTests {
  @Test func idleTrackerReturnsAtOnceEvenWhenInterrupted() async {
    let tracker = WorkTracker()
    #expect(tracker.pending == 0)
    let polled = Mutex(false)
    let outcome = await tracker.waitUntilIdle(timeout: .seconds(10)) {
      polled.withLock { $0 = true }
      return true
    }
    #expect(outcome == .idle)
    #expect(polled.withLock { $0 } == false, "the fast path does not even poll")
  }

  @Test func waitsUntilEveryUnitCompletes() async {
    let tracker = WorkTracker()
    tracker.add(2)
    tracker.add()
    #expect(tracker.pending == 3)
    let finisher = Task {
      for _ in 0..<3 {
        try? await Task.sleep(for: .milliseconds(15))
        tracker.complete()
      }
    }
    let clock = ContinuousClock()
    let start = clock.now
    let outcome = await tracker.waitUntilIdle(timeout: .seconds(10), isInterrupted: { false })
    #expect(outcome == .idle)
    #expect(tracker.pending == 0)
    #expect(clock.now - start >= .milliseconds(40), "it really waited for the last unit")
    await finisher.value
  }

  @Test func timesOutWhenWorkStaysPending() async {
    let tracker = WorkTracker()
    tracker.add()
    let clock = ContinuousClock()
    let start = clock.now
    let outcome = await tracker.waitUntilIdle(timeout: .milliseconds(60), isInterrupted: { false })
    let elapsed = clock.now - start
    #expect(outcome == .timedOut)
    #expect(elapsed >= .milliseconds(60))
    #expect(elapsed < .seconds(5))
    #expect(tracker.pending == 1, "a timeout does not drop the work")
    tracker.complete()
    #expect(tracker.pending == 0, "completing after a timeout wakes no stale waiter")
  }

  @Test func interruptionEndsTheWait() async {
    let tracker = WorkTracker()
    tracker.add()
    let pressed = Mutex(false)
    let presser = Task {
      try? await Task.sleep(for: .milliseconds(30))
      pressed.withLock { $0 = true }
    }
    let clock = ContinuousClock()
    let start = clock.now
    let outcome = await tracker.waitUntilIdle(timeout: .seconds(10)) { pressed.withLock { $0 } }
    #expect(outcome == .interrupted)
    #expect(clock.now - start < .seconds(5))
    #expect(tracker.pending == 1)
    await presser.value
    tracker.complete()
  }

  @Test func interruptedAtOnceWhenWorkIsPending() async {
    let tracker = WorkTracker()
    tracker.add()
    #expect(await tracker.waitUntilIdle(timeout: .seconds(10), isInterrupted: { true }) == .interrupted)
    tracker.complete()
  }

  @Test func everyWaiterWakesWhenWorkEnds() async {
    let tracker = WorkTracker()
    tracker.add()
    async let first = tracker.waitUntilIdle(timeout: .seconds(10), isInterrupted: { false })
    async let second = tracker.waitUntilIdle(timeout: .seconds(10), isInterrupted: { false })
    try? await Task.sleep(for: .milliseconds(30))
    tracker.complete()
    #expect(await [first, second] == [.idle, .idle])
  }

  @Test func overCompletionClampsAtZeroAndZeroCountsAreIgnored() async {
    let tracker = WorkTracker()
    tracker.add(0)
    #expect(tracker.pending == 0)
    tracker.add(2)
    tracker.complete(5)
    #expect(tracker.pending == 0)
    tracker.complete(0)
    tracker.add()
    #expect(tracker.pending == 1, "no negative balance swallows new work")
    tracker.complete()
    #expect(await tracker.waitUntilIdle(timeout: .milliseconds(50), isInterrupted: { false }) == .idle)
  }
}
