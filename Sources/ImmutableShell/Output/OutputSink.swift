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
  /// What was written to standard output and standard error, when capturing (tests).
  public private(set) var captured = (output: "", errors: "")

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

  /// Appends `text` and a newline to standard output.
  public func line(_ text: String) {
    if self.isCapturing { self.captured.output += text + "\n"; return }
    self.buffer.append(contentsOf: text.utf8)
    self.buffer.append(10)
    if self.buffer.count >= self.flushThreshold { self.flush() }
  }

  /// Writes `text` and a newline to standard error, after flushing standard output so the two
  /// streams interleave in order on a terminal.
  public func error(_ text: String) {
    if self.isCapturing { self.captured.errors += text + "\n"; return }
    self.flush()
    Self.write(Array((text + "\n").utf8), to: self.standardError)
  }

  /// Writes buffered standard output.
  public func flush() {
    guard !self.buffer.isEmpty else { return }
    Self.write(self.buffer, to: self.standardOutput)
    self.buffer.removeAll(keepingCapacity: true)
  }

  private static func write(_ bytes: [UInt8], to descriptor: Int32) {
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
