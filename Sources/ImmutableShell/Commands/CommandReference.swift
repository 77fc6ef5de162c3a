/// The command table as documentation, for renderings outside the shell (the man page).
public enum CommandReference {
  /// One command's help: usage line, one-line summary and the longer explanation, if any.
  public struct Entry: Sendable, Equatable {
    /// `:watch [LABEL =] NAME(args) …`.
    public let usage: String
    /// One line.
    public let summary: String
    /// Paragraph text, possibly empty.
    public let details: String
    /// Other names the command answers to.
    public let aliases: [String]
  }

  /// Every command, in the order `:help` lists them.
  public static var entries: [Entry] {
    CommandTable.all.map { Entry(usage: $0.usage, summary: $0.summary, details: $0.details, aliases: $0.aliases) }
  }
}
