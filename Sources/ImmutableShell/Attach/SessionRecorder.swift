import TypedLiterals

/// Writes what an attached shell receives as an ordinary script (`RecordingScript`), so that
/// `imshell DOMAIN -f FILE` ends in the app's state.
@MainActor final class SessionRecorder {
  let path: String
  private var lines: [String]
  private(set) var actions = 0

  /// Starts a recording of `app`'s `domain` at `state`, after its `sequence`th action.
  init(path: String, programName: String, domain: String, app: String, sequence: Int, state: Literal) {
    self.path = path
    self.lines = RecordingScript.header(programName: programName, domain: domain, app: app, sequence: sequence, state: state.description)
  }

  /// Notes the app's action `literal`, its `sequence`th, read at `millis` (Unix time).
  func noteAction(_ literal: String, sequence: Int, millis: Int64) {
    self.actions += 1
    self.lines += RecordingScript.action(literal, sequence: sequence, millis: millis)
  }

  /// Notes a fresh snapshot the shell resynchronised to.
  func noteSnapshot(_ state: Literal, sequence: Int) {
    self.lines += RecordingScript.snapshot(state.description, sequence: sequence, missed: 0)
  }

  /// Writes the script, ending with a check of `digest`.
  ///
  /// - Throws: a `Diagnostic` when the file cannot be written.
  func finish(digest: String) throws {
    try PrivateFiles.write((self.lines + RecordingScript.end(digest: digest)).joined(separator: "\n") + "\n", to: self.path)
  }
}
