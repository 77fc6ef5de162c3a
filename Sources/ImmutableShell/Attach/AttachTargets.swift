import AttachWire
import Foundation

/// Finds the app a user names: by pid, by program name, or by socket path, among this user's
/// attachable processes.
public enum AttachTargets {
  /// The folder of this user's attach sockets.
  ///
  /// - Throws: a `Diagnostic` when it is not private to this user or cannot be made.
  static func directory() throws -> AttachDirectory {
    do {
      return try AttachDirectory(environment: ProcessInfo.processInfo.environment)
    } catch {
      throw Diagnostic(.command, error.sentence)
    }
  }

  /// The lines `imshell attach` prints: every attachable process of this user.
  ///
  /// - Throws: a `Diagnostic` when the sockets' folder is not private to this user.
  public static func listing() throws -> [String] {
    let directory = try Self.directory()
    return AttachText.listing(directory.attachable(), folder: directory.path)
  }

  /// The domain the app `target` names runs, to load before attaching.
  ///
  /// - Throws: a `Diagnostic` when no attachable app, or more than one, answers to `target`.
  public static func domain(of target: String) throws -> String {
    try Self.resolve(target).domain
  }

  /// The attachable process `target` names.
  static func resolve(_ target: String) throws -> AttachableProcess {
    let processes = try Self.directory().attachable()
    let matches: [AttachableProcess]
    if target.contains("/") {
      matches = processes.filter { $0.socketPath == target || URL(fileURLWithPath: $0.socketPath).standardized.path == URL(fileURLWithPath: target).standardized.path }
    } else if let pid = Int32(target) {
      matches = processes.filter { $0.pid == pid }
    } else {
      matches = processes.filter { $0.program == target }
    }
    guard let match = matches.first else {
      let known = processes.map { "\($0.program) (pid \($0.pid))" }
      throw Diagnostic(
        .command, "no attachable app answers to '\(target)'" + (known.isEmpty ? "; none is running" : "; running: " + known.joined(separator: ", ")))
    }
    guard matches.count == 1 else {
      throw Diagnostic(.command, "several apps answer to '\(target)' (pids \(matches.map { "\($0.pid)" }.joined(separator: ", "))); name one by its pid")
    }
    return match
  }
}
