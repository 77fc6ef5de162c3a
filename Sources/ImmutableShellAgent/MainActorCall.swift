import Dispatch
import Synchronization

/// Runs main-actor work from one of the agent's threads and waits for its result: the app's
/// main actor runs it between its own jobs, in the order the shell asked.
enum MainActorCall {
  static func run<T: Sendable>(_ body: @escaping @MainActor @Sendable () -> T) -> T {
    let result = ResultSlot<T>()
    Task { @MainActor in result.fill(body()) }
    return result.wait()
  }
}

/// One result handed from a task to a waiting thread.
private final class ResultSlot<T: Sendable>: Sendable {
  private let value = Mutex<T?>(nil)
  private let ready = DispatchSemaphore(value: 0)

  func fill(_ value: T) {
    self.value.withLock { $0 = value }
    self.ready.signal()
  }

  func wait() -> T {
    self.ready.wait()
    return self.value.withLock { $0! }
  }
}
