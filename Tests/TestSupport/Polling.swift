import Testing

/// Waits on the main actor until `condition` holds, yielding and sleeping briefly between checks.
///
/// Stores deliver to their streams asynchronously, so tests dispatch and then wait here until the
/// consumer has caught up. On timeout an issue is recorded at the caller's `sourceLocation`.
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
  timeout: Duration = .seconds(2),
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

/// Lets every task already queued on the main actor run, so a test can check that nothing
/// happened (a negative claim that no condition can be waited for).
@MainActor
public func settle(rounds: Int = 20) async {
  for _ in 0..<rounds {
    await Task.yield()
  }
  try? await Task.sleep(for: .milliseconds(20))
  for _ in 0..<rounds {
    await Task.yield()
  }
}
