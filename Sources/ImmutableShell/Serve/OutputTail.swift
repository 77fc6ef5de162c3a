import Foundation

/// The end of what a child process writes to a pipe: read on a thread of its own until end of
/// file, so the child never blocks on a full pipe, keeping only the last `limit` bytes (a server's
/// request log grows without end; a failure needs only its last lines).
package final class OutputTail: @unchecked Sendable {
  private let limit: Int
  private let lock = NSLock()
  private var data = Data()
  private let reading = DispatchGroup()

  /// Creates an empty tail that keeps at most `limit` bytes.
  package init(limit: Int) {
    self.limit = limit
  }

  /// What was kept, as text.
  package var text: String { self.lock.withLock { String(decoding: self.data, as: UTF8.self) } }

  /// Why a child that failed to start says it failed: its last line that reports an error
  /// (`Error: …`, as ArgumentParser and our servers write it), else its last line. A usage
  /// error ends in "See '--help' for more information.", which says nothing of the error.
  package var failureLine: String? {
    let lines = self.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    return lines.last { $0.lowercased().hasPrefix("error:") || $0.lowercased().contains(" error: ") } ?? lines.last
  }

  /// Reads `handle` to its end in the background.
  package func start(reading handle: FileHandle) {
    self.reading.enter()
    Thread.detachNewThread {
      while case let chunk = handle.availableData, !chunk.isEmpty {
        self.lock.withLock {
          self.data.append(chunk)
          if self.data.count > self.limit { self.data.removeFirst(self.data.count - self.limit) }
        }
      }
      self.reading.leave()
    }
  }

  /// Waits (at most 2 s) until the pipe's end was read, so `text` holds the last lines written.
  package func waitUntilRead() {
    _ = self.reading.wait(timeout: .now() + 2)
  }
}
