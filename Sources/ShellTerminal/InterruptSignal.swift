import CTerminal
@preconcurrency import Glibc

/// The process-wide SIGINT (Ctrl-C) counter.
///
/// The handler lives in C (`shim.h`) because a signal handler may only do async-signal-safe
/// work: it bumps a `sig_atomic_t` counter and writes one byte to a wake-up pipe. It is installed
/// without `SA_RESTART`, so a blocking call on the thread that receives the signal fails with
/// `EINTR`. The line editor wakes through the pipe, on whichever thread it reads; anything else
/// that waits (the shell cancelling a running wait) polls ``count``. Ctrl-C while a line is being
/// edited counts too, so reset the counter before starting a wait.
enum InterruptSignal {
  /// Installs the SIGINT handler (and a SIGCONT one that only lets the line editor redraw after
  /// `fg`), and unblocks SIGINT in the calling thread; calling it again does nothing. Call it
  /// early on the main thread, so every thread started later inherits the unblocked mask.
  /// Returns `false` (and leaves Ctrl-C ending the process) if `sigaction` failed.
  @discardableResult
  static func install() -> Bool {
    imsh_interrupt_install() == 0
  }

  /// How many SIGINTs arrived since the last ``reset()`` (or since start).
  static var count: Int {
    Int(imsh_interrupt_count_get())
  }

  /// Sets ``count`` back to zero, returning what it was; do it before starting a cancellable wait.
  @discardableResult
  static func reset() -> Int {
    Int(imsh_interrupt_count_reset())
  }

  /// Forgets Ctrl-C presses that have not woken a line read yet (e.g. ones that cancelled a
  /// wait), so the next read does not end at once, and output wake-ups (the reader prints what
  /// waits before its prompt anyway). ``count`` is left alone.
  static func discardPendingWakeUps() {
    _ = imsh_interrupt_drain(nil, nil)
  }
}
