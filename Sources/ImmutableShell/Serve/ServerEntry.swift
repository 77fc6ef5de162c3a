/// A loopback server `:serve NAME [option: value | flag]…` runs as a child process: an executable
/// built beside `imshell` that prints `listening on URL` once, then serves until stopped.
public struct ServerEntry: Sendable {
  /// The name typed after `:serve`.
  public let name: String
  /// The executable's file name, next to `imshell`.
  public let executable: String
  /// The options it takes (`fail`, `mime`, `malformed`, `slow`), passed on as `--option value`.
  public let options: [String]
  /// The options as typed after the name, for `:help serve` and the manual page:
  /// `[fail: 500] [malformed]`. By default each option reads `[option: …]`.
  public let usage: String
  /// One line for listings.
  public let summary: String
  /// Whether it takes the shell's `--seed` (`--seed N`), so ids it makes are stable too.
  public let inheritsSeed: Bool
  /// Values for options the user left out, from the session's options (where a served store
  /// lives, say), passed as `--option value`.
  public let defaults: @Sendable (DomainOptions) -> [(option: String, value: String)]

  /// Creates an entry.
  public init(
    _ name: String, executable: String, options: [String], usage: String? = nil, summary: String, inheritsSeed: Bool = false,
    defaults: @escaping @Sendable (DomainOptions) -> [(option: String, value: String)] = { _ in [] }
  ) {
    self.usage = usage ?? options.map { "[\($0): …]" }.joined(separator: " ")
    self.defaults = defaults
    self.name = name
    self.executable = executable
    self.options = options
    self.summary = summary
    self.inheritsSeed = inheritsSeed
  }
}
