@testable import ImmutableShell
import Synchronization
import Testing

/// `WorkTracker`: counting pending work and waiting for quiet, a timeout, or Ctrl-C.
@Suite struct WorkTrackerTests {
  @Test func idleTrackerReturnsAtOnceEvenWhenInterrupted() async {
    let tracker = WorkTracker()
    #expect(tracker.pending == 0)
    let polled = Mutex(false)
    let outcome = await tracker.waitUntilIdle(timeout: Self.safetyNet) {
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
    let waiter = Task { await tracker.waitUntilIdle(timeout: Self.safetyNet, isInterrupted: { false }) }
    // Completing only once the waiter is parked proves the wake-up path, not the fast path, ran.
    await Self.parked(1, on: tracker)
    tracker.complete(2)
    #expect(tracker.waiterCount == 1, "two of three units leave the waiter parked")
    tracker.complete()
    #expect(await waiter.value == .idle)
    #expect(tracker.pending == 0)
    #expect(tracker.waiterCount == 0)
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
    #expect(tracker.pending == 1, "a timeout does not drop the work")
    tracker.complete()
    #expect(tracker.pending == 0, "completing after a timeout wakes no stale waiter")
  }

  @Test func interruptionEndsTheWait() async {
    let tracker = WorkTracker()
    tracker.add()
    let pressed = Mutex(false)
    let waiter = Task { await tracker.waitUntilIdle(timeout: Self.safetyNet) { pressed.withLock { $0 } } }
    await Self.parked(1, on: tracker)
    pressed.withLock { $0 = true }
    #expect(await waiter.value == .interrupted, "the watchdog saw Ctrl-C, not the safety-net timeout")
    #expect(tracker.pending == 1)
    #expect(tracker.waiterCount == 0)
    tracker.complete()
  }

  @Test func interruptedAtOnceWhenWorkIsPending() async {
    let tracker = WorkTracker()
    tracker.add()
    #expect(await tracker.waitUntilIdle(timeout: Self.safetyNet, isInterrupted: { true }) == .interrupted)
    tracker.complete()
  }

  @Test func everyWaiterWakesWhenWorkEnds() async {
    let tracker = WorkTracker()
    tracker.add()
    async let first = tracker.waitUntilIdle(timeout: Self.safetyNet, isInterrupted: { false })
    async let second = tracker.waitUntilIdle(timeout: Self.safetyNet, isInterrupted: { false })
    await Self.parked(2, on: tracker)
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

extension WorkTrackerTests {
  /// Long enough that only a hang reaches it; no verdict depends on it.
  static let safetyNet: Duration = .seconds(60)

  /// Returns once `count` waiters are parked on `tracker` (the explicit signal that a wait took
  /// the slow path), yielding rather than sleeping between looks.
  static func parked(_ count: Int, on tracker: WorkTracker) async {
    while tracker.waiterCount < count { await Task.yield() }
  }
}
