/// What `:save` writes: a script that replays the session.
struct ReplayScript {
  /// `#!imshell Counter`: the program and the domain.
  let interpreter: String
  /// `:watch` lines for the watches typed (not the mounts' own).
  let watches: [String]
  /// The typed actions, with each `:mount` and `:unmount` where it happened.
  let steps: [String]

  /// The script file's text.
  var text: String { ([self.interpreter] + self.watches + self.steps).joined(separator: "\n") + "\n" }
}
