import AttachWire
import Foundation

/// The lines attaching prints: each says what happened to the attachment in one sentence.
@MainActor enum AttachText {
  static func attached(_ attachment: Attachment) -> String {
    "attached to \(attachment.name): the live copy holds the app's state after its action #\(attachment.sequence)"
  }

  static func detached(_ attachment: Attachment, reason: String) -> String {
    "detached from \(attachment.name) after \(attachment.appActions) of its actions: \(reason)"
  }

  static func dropped(_ count: Int) -> String {
    "· \(count) of the app's actions did not reach this shell in time (dropped); taking a fresh snapshot"
  }

  static func resynchronised(after sequence: Int) -> String {
    "· resynchronised: the live copy holds the app's state after its action #\(sequence)"
  }

  static func differs(after sequence: Int) -> String {
    "· the live copy differs from the app's state after its action #\(sequence); taking a fresh snapshot"
  }

  static func verdict(_ verdict: Attachment.Verdict) -> String {
    switch verdict {
    case .matches(let sequence, let digest): "the live copy matches the app's state after its action #\(sequence) (digest \(digest))"
    case .differs(let sequence, let app, let copy):
      "the live copy differs from the app's state after its action #\(sequence) (app \(app), copy \(copy)); taking a fresh snapshot"
    case .overtaken: "the live copy was resynchronised before the check; :verify again"
    }
  }

  static func recorded(_ path: String, actions: Int) -> String {
    "recorded \(actions) of the app's actions to \(path)"
  }

  /// `imshell attach` and `:attach` alone: one row per attachable process.
  nonisolated static func listing(_ processes: [AttachableProcess], folder: String) -> [String] {
    guard !processes.isEmpty else { return ["no app of this user can be attached to (no live socket in \(folder))"] }
    let rows = processes.map { [$0.program, "\($0.pid)", $0.domain, $0.since.map(Self.since) ?? "?"] }
    let header = ["PROGRAM", "PID", "DOMAIN", "SINCE"]
    let widths = (0..<header.count).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
    return ([header] + rows).map { row in
      zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
        .trimmingCharacters(in: .whitespaces)
    }
  }

  nonisolated private static func since(_ seconds: Int) -> String {
    let formatter = ISO8601DateFormatter()
    return formatter.string(from: Date(timeIntervalSince1970: Double(seconds)))
  }
}
