import Dispatch
import Synchronization

/// Counts work that must finish before the shell reads its next line: streamed elements not yet
/// processed by their consumer, and thunks in flight.
///
/// Thread-safe, because stream iterators may run off the main actor.
@usableFromInline final class WorkTracker: Sendable {
  /// How a wait for quiet ended.
  @usableFromInline enum Outcome: Sendable, Equatable {
    case idle, timedOut, interrupted
  }

  private struct Ledger {
    var pending = 0
    var nextWaiter = 0
    var waiters: [Int: CheckedContinuation<Outcome, Never>] = [:]
  }

  private let ledger = Mutex(Ledger())

  /// Work not yet finished.
  @usableFromInline var pending: Int { self.ledger.withLock { $0.pending } }

  /// Waits parked until quiet, a timeout or Ctrl-C wakes them; tests wait for a waiter to park
  /// before completing work, so the wake-up path is the one exercised.
  var waiterCount: Int { self.ledger.withLock { $0.waiters.count } }

  /// Records `count` new units of work.
  func add(_ count: Int = 1) {
    guard count != 0 else { return }
    self.ledger.withLock { $0.pending += count }
  }

  /// Records `count` units as finished; wakes every waiter when nothing is left.
  func complete(_ count: Int = 1) {
    guard count != 0 else { return }
    let woken = self.ledger.withLock { ledger -> [CheckedContinuation<Outcome, Never>] in
      ledger.pending -= count
      guard ledger.pending <= 0 else { return [] }
      ledger.pending = 0
      defer { ledger.waiters = [:] }
      return Array(ledger.waiters.values)
    }
    for waiter in woken { waiter.resume(returning: .idle) }
  }

  /// Waits until no work is pending, `timeout` passes, or `isInterrupted` turns true
  /// (polled every 20 ms, so Ctrl-C cancels the wait promptly).
  func waitUntilIdle(timeout: Duration, isInterrupted: @escaping @Sendable () -> Bool) async -> Outcome {
    if self.pending == 0 { return .idle }
    let id = self.ledger.withLock { ledger -> Int in
      ledger.nextWaiter += 1
      return ledger.nextWaiter
    }
    // A dispatch timer, not a sleeping task: the timeout and Ctrl-C must fire even when every
    // thread of the cooperative pool is busy (or blocked by a thunk).
    let deadline = DispatchTime.now() + .nanoseconds(Int(timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000))
    let watchdog = DispatchSource.makeTimerSource(queue: .global())
    watchdog.schedule(deadline: .now() + .milliseconds(20), repeating: .milliseconds(20))
    watchdog.setEventHandler { [weak self] in
      if isInterrupted() {
        self?.release(id, with: .interrupted)
      } else if DispatchTime.now() >= deadline {
        self?.release(id, with: .timedOut)
      }
    }
    watchdog.resume()
    defer { watchdog.cancel() }
    return await withCheckedContinuation { continuation in
      let isIdle = self.ledger.withLock { ledger -> Bool in
        guard ledger.pending > 0 else { return true }
        ledger.waiters[id] = continuation
        return false
      }
      if isIdle { continuation.resume(returning: .idle) }
    }
  }

  private func release(_ id: Int, with outcome: Outcome) {
    let waiter = self.ledger.withLock { $0.waiters.removeValue(forKey: id) }
    waiter?.resume(returning: outcome)
  }
}
