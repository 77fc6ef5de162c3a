import Foundation

/// Set by the main actor, read on the main thread between run-loop turns.
@MainActor private var isFinished = false

/// Runs `body` on the main actor and returns once it has finished, turning the main run loop
/// meanwhile: libFuzzer calls its entry point on the main thread, and the shell is `@MainActor`.
func runOnMain(_ body: @escaping @MainActor () async -> Void) {
  MainActor.assumeIsolated {
    isFinished = false
    Task { @MainActor in
      await body()
      isFinished = true
    }
    while !isFinished {
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
  }
}
