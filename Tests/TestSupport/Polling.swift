import Testing

/// Waits on the main actor until `condition` holds, yielding and sleeping briefly between checks.
///
/// Stores deliver to their streams asynchronously, so tests dispatch and then wait here until the
/// consumer has caught up. The condition is the verdict; the timeout is only a safety net that
/// turns a hang into a failure (recorded at the caller's `sourceLocation`), long enough for a
/// loaded machine running the suites in parallel.
///
/// A check that something did *not* happen first waits on an explicit signal that the work in
/// question has finished: a listener's handled count reaching the store's dispatch count, a
/// stopped subscription's loop ending (`stopped()`), a sentinel action's result arriving.
///
/// ```swift
/// try store.dispatch(action: .increment)
/// await waitUntil("listener saw the action") { listener.counters.filterPasses == 1 }
/// ```
///
/// - Returns: whether `condition` held before the timeout, for tests that must stop early.
@MainActor @discardableResult
public func waitUntil(
  _ comment: Comment? = nil,
  timeout: Duration = .seconds(60),
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: @MainActor () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while !condition() {
    guard clock.now < deadline else {
      let detail = comment.map { ": \($0.rawValue)" } ?? ""
      Issue.record("Timed out after \(timeout) waiting for a condition\(detail)", sourceLocation: sourceLocation)
      return false
    }
    await Task.yield()
    do {
      try await Task.sleep(for: .milliseconds(2))
    } catch {
      Issue.record("Cancelled while waiting for a condition", sourceLocation: sourceLocation)
      return false
    }
  }
  return true
}
