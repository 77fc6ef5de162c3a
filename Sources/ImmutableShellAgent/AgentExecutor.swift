import Dispatch

/// Where the agent's followers run: a serial dispatch queue of the agent's own, not the app's
/// cooperative pool. An app (or a test runner) whose pool threads are all busy or blocked would
/// otherwise hold back an attached shell's snapshot and actions for as long as they stay busy.
final class AgentExecutor: TaskExecutor {
  static let shared = AgentExecutor()
  private let queue = DispatchQueue(label: "imshell-agent-follower")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    self.queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
