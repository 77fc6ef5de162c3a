/// A loopback server `:serve NAME [option: value | flag]…` runs as a child process: an executable
/// built beside `imshell` that prints `listening on URL` once, then serves until stopped.
public struct ServerEntry: Sendable {
  /// The name typed after `:serve`.
  public let name: String
  /// The executable's file name, next to `imshell`.
  public let executable: String
  /// The options it takes (`fail`, `mime`, `malformed`, `slow`), passed on as `--option value`.
  public let options: [String]
  /// One line for listings.
  public let summary: String

  /// Creates an entry.
  public init(_ name: String, executable: String, options: [String], summary: String) {
    self.name = name
    self.executable = executable
    self.options = options
    self.summary = summary
  }
}
