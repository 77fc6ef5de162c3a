import CounterData
import Foundation
import ImmutableData

/// `rate N`: increments dispatched at N a second for as long as it runs. It wakes every
/// millisecond and dispatches what the clock says is due, so a high rate comes in small bursts
/// and a rate of 1,000 as one action a millisecond.
@MainActor enum PacedDispatcher {
  static func start(perSecond: Int, on store: Store<CounterState, CounterAction>, timing: TimingLog?) -> Task<Void, Never> {
    Task { @MainActor in
      let clock = ContinuousClock()
      let start = clock.now
      var sent = 0
      var wake = start
      while !Task.isCancelled {
        wake = wake.advanced(by: .milliseconds(1))
        try? await Task.sleep(until: wake, clock: clock)
        let elapsed = clock.now - start
        let due = Int(Double(perSecond) * (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
        while sent < due {
          try? store.dispatch(action: .didTapIncrementButton)
          timing?.note(sequence: store.dispatchCount)
          sent += 1
        }
      }
    }
  }
}

/// The times `rate` dispatched each action at, kept in memory and written at once (a write per
/// action would be part of what is measured).
@MainActor final class TimingLog {
  private let path: String
  private var entries: [(sequence: Int, nanoseconds: UInt64)] = []

  init(path: String) {
    self.path = path
    self.entries.reserveCapacity(1 << 16)
  }

  /// Notes that action `sequence` was dispatched now.
  func note(sequence: Int) {
    self.entries.append((sequence, Self.now()))
  }

  /// Appends what was noted to the file, one `SEQUENCE NANOSECONDS` line each.
  func write() {
    guard !self.entries.isEmpty else { return }
    let text = self.entries.map { "\($0.sequence) \($0.nanoseconds)\n" }.joined()
    self.entries = []
    guard let handle = FileHandle(forWritingAtPath: self.path) ?? Self.create(self.path) else { return }
    handle.seekToEndOfFile()
    handle.write(Data(text.utf8))
    try? handle.close()
  }

  private static func create(_ path: String) -> FileHandle? {
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    return FileHandle(forWritingAtPath: path)
  }

  /// CLOCK_MONOTONIC, the clock an attached shell's timing log reads too.
  static func now() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }
}
