import Dispatch

/// Runs `body` on the cooperative pool and waits for it; for async APIs (actors, `async`
/// stores) called from libFuzzer's synchronous entry point. Not for `@MainActor` work: the main
/// thread is the one waiting.
public func runBlocking(_ body: @escaping @Sendable () async -> Void) {
  let done = DispatchSemaphore(value: 0)
  Task.detached {
    await body()
    done.signal()
  }
  done.wait()
}
