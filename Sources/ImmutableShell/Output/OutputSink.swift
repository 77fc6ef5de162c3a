import Foundation

/// Where the shell writes: standard output for transcripts, standard error for diagnostics.
///
/// Buffered, so a batch of 100k dispatches is not 100k system calls; `flush()` runs after each
/// input line in interactive mode and at exit.
@MainActor public final class OutputSink {
  private var buffer: [UInt8] = []
  private let standardOutput: Int32
  private let standardError: Int32
  private let flushThreshold = 1 << 16
  private let isCapturing: Bool
  /// Whether a status line (`status(_:)`) is on screen, to be erased before the next output.
  private var statusShown = false
  /// What was written to standard output and standard error, when capturing (tests).
  public private(set) var captured = (output: "", errors: "")
  /// Where standard output lines go instead while `diverting` runs.
  private var diverted: String?
  /// Whether `TextStyle`'s own colour escapes pass through (a coloured terminal session); every
  /// other control character in a line is escaped (`TerminalSafeText`) whatever this says.
  public var keepsStyleEscapes = false

  /// Creates a sink on the given file descriptors.
  public init(standardOutput: Int32 = 1, standardError: Int32 = 2) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.isCapturing = false
  }

  /// Creates a sink that keeps everything in `captured` instead of writing it.
  public static func capturing() -> OutputSink {
    OutputSink(capturing: ())
  }

  private init(capturing: Void) {
    self.standardOutput = -1
    self.standardError = -1
    self.isCapturing = true
  }

  /// Appends `text` and a newline to standard output, its control characters escaped.
  public func line(_ text: String) {
    let text = TerminalSafeText.escaped(text, keepingStyle: self.keepsStyleEscapes)
    if self.diverted != nil { self.diverted! += text + "\n"; return }
    if self.isCapturing { self.captured.output += text + "\n"; return }
    self.clearStatus()
    self.buffer.append(contentsOf: text.utf8)
    self.buffer.append(10)
    if self.buffer.count >= self.flushThreshold { self.flush() }
  }

  /// Writes `text` and a newline to standard error, its control characters escaped, after flushing standard output so the two
  /// streams interleave in order on a terminal.
  public func error(_ text: String) {
    let text = TerminalSafeText.escaped(text, keepingStyle: self.keepsStyleEscapes)
    if self.isCapturing { self.captured.errors += text + "\n"; return }
    self.clearStatus()
    self.flush()
    Self.write(Array((text + "\n").utf8), to: self.standardError)
  }

  /// Runs `body` and returns the standard output lines it printed instead of writing them
  /// (after writing what was buffered before), e.g. to print them above a prompt being edited.
  public func diverting(_ body: () -> Void) -> String {
    self.flush()
    self.diverted = ""
    body()
    defer { self.diverted = nil }
    return self.diverted!
  }

  /// Runs `body` and returns the standard output lines it printed instead of writing them, as
  /// `diverting` does, for a body that waits (a command whose output is paged).
  public func collecting(_ body: @MainActor () async -> Void) async -> String {
    self.flush()
    let outer = self.diverted
    self.diverted = ""
    await body()
    let text = self.diverted!
    self.diverted = outer
    return text
  }

  /// Appends `text`, whole lines each ending in a newline, to standard output.
  public func block(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    for line in lines { self.line(String(line)) }
  }

  /// Writes buffered standard output.
  public func flush() {
    guard self.diverted == nil, !self.buffer.isEmpty else { return }
    Self.write(self.buffer, to: self.standardOutput)
    self.buffer.removeAll(keepingCapacity: true)
  }

  /// Shows `text` as the one status line below the output (a terminal only), replacing the
  /// previous one; the next line printed erases it first. Clipped to the terminal's width, so
  /// it never wraps (a wrapped line could not be erased from its start).
  public func status(_ text: String) {
    guard !self.isCapturing else { return }
    self.flush()
    var size = winsize()
    let columns = ioctl(self.standardOutput, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 1 ? Int(size.ws_col) : 80
    let line = TranscriptWidth.clipped(TerminalSafeText.escaped(text, keepingStyle: self.keepsStyleEscapes), to: columns - 1)
    Self.write(Array(("\r\u{1B}[K" + line).utf8), to: self.standardOutput)
    self.statusShown = true
  }

  /// Erases the status line, if one is shown.
  public func clearStatus() {
    guard self.statusShown else { return }
    self.statusShown = false
    Self.write(Array("\r\u{1B}[K".utf8), to: self.standardOutput)
  }

  /// Writes all of `bytes` to `descriptor`, retrying after signals; stops at the first error
  /// (a closed pipe, say). Shared with the terminal front's pager.
  nonisolated public static func write(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if written <= 0 {
          if written < 0 && errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }
}
