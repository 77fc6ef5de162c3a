import Foundation
import TypedLiterals

/// Writes what an attached shell receives as an ordinary script: effects off, the starting
/// state, each app action as a literal under a comment with its sequence number and time, and a
/// `:verify` of the final state's digest, so `imshell DOMAIN -f FILE` ends in the app's state.
@MainActor final class SessionRecorder {
  let path: String
  private var lines: [String]
  private(set) var actions = 0

  /// Starts a recording of `app`'s `domain` at `state`, after its `sequence`th action.
  init(path: String, programName: String, domain: String, app: String, sequence: Int, state: Literal) {
    self.path = path
    self.lines = [
      "#!\(programName) \(domain)",
      "# Recorded from \(app), starting after its action #\(sequence).",
      ":set effects off",
      ":start-from \(state)",
    ]
  }

  /// Notes the app's action `literal`, its `sequence`th, read at `millis` (Unix time).
  func noteAction(_ literal: String, sequence: Int, millis: Int64) {
    self.actions += 1
    self.lines.append("# app #\(sequence) at \(Self.time(millis))")
    self.lines.append(literal)
  }

  /// Notes a fresh snapshot the shell resynchronised to.
  func noteSnapshot(_ state: Literal, sequence: Int) {
    self.lines.append("# the shell resynchronised: the app's state after its action #\(sequence)")
    self.lines.append(":start-from \(state)")
  }

  /// Writes the script, ending with a check of `digest`.
  ///
  /// - Throws: a `Diagnostic` when the file cannot be written.
  func finish(digest: String) throws {
    try PrivateFiles.write((self.lines + [":verify \(digest)"]).joined(separator: "\n") + "\n", to: self.path)
  }

  private static func time(_ millis: Int64) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: Date(timeIntervalSince1970: Double(millis) / 1000))
  }
}
