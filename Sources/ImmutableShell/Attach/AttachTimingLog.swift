import Foundation

/// `IMSHELL_ATTACH_TIMING=FILE`: an attached shell appends `SEQUENCE NANOSECONDS` to FILE each
/// time it has printed the app's actions up to SEQUENCE (the monotonic clock, which the app's
/// own log reads too), so that `scripts/attach-latency` can measure the app → shell delay. Off
/// unless the variable is set; not for users.
@MainActor final class AttachTimingLog {
  /// The log the environment asks for, opened on first use.
  static let shared: AttachTimingLog? = ProcessInfo.processInfo.environment["IMSHELL_ATTACH_TIMING"].flatMap { AttachTimingLog(path: $0) }

  private let fd: Int32
  private var lastSequence = 0

  nonisolated private init?(path: String) {
    let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
    guard fd >= 0 else { return nil }
    self.fd = fd
  }

  /// Notes that the actions up to `sequence` are on the screen now.
  func shown(upTo sequence: Int) {
    guard sequence > self.lastSequence else { return }
    self.lastSequence = sequence
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    let line = "\(sequence) \(UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec))\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(self.fd, $0.baseAddress, $0.count - 1) }
  }
}

extension Shell {
  /// Tells the timing log (`IMSHELL_ATTACH_TIMING`, off unless set) that what arrived from the
  /// attached app so far has just been printed.
  public func noteAppActionsShown() {
    guard let log = AttachTimingLog.shared, let attachment else { return }
    log.shown(upTo: attachment.sequence)
  }
}
