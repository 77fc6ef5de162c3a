import Foundation

/// The lines of a recording, written the same way by an attached shell's `:record` and by an
/// agent that records on its own: a script `PROGRAM DOMAIN -f FILE` replays to the app's state.
package enum RecordingScript {
  /// The header: effects off, then the state the recording starts from.
  package static func header(programName: String, domain: String, app: String, sequence: Int, state: String) -> [String] {
    [
      "#!\(programName) \(domain)",
      "# Recorded from \(app), starting after its action #\(sequence).",
      ":set effects off",
      ":start-from \(state)",
    ]
  }

  /// One of the app's actions: its sequence number and time as a comment, then its literal.
  package static func action(_ literal: String, sequence: Int, millis: Int64) -> [String] {
    ["# app #\(sequence) at \(Self.time(millis))", literal]
  }

  /// A fresh snapshot taken after `missed` actions could not be recorded (0: a check failed).
  package static func snapshot(_ state: String, sequence: Int, missed: Int) -> [String] {
    let why = missed > 0 ? "\(missed) of the app's actions were dropped" : "the copy was resynchronised"
    return ["# \(why): the app's state after its action #\(sequence)", ":start-from \(state)"]
  }

  /// The last line: a check that the replay ends in the recorded state (its digest, which
  /// `:verify` prints), failing the replay (exit 2 in batch) where it does not.
  package static func end(digest: String) -> [String] {
    [":expect digest == \"\(digest)\""]
  }

  private static func time(_ millis: Int64) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: Date(timeIntervalSince1970: Double(millis) / 1000))
  }
}
