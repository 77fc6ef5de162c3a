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
    /// What it offers in each domain that has something of its own for it (`:serve`'s servers),
    /// by domain name, in catalog order.
    public let domainNotes: [(domain: String, lines: [String])]

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.usage == rhs.usage && lhs.summary == rhs.summary && lhs.details == rhs.details && lhs.aliases == rhs.aliases
        && lhs.domainNotes.map(\.domain) == rhs.domainNotes.map(\.domain) && lhs.domainNotes.map(\.lines) == rhs.domainNotes.map(\.lines)
    }
  }

  /// Every command, in the order `:help` lists them, with what each of `domains` adds to it.
  public static func entries(domains: DomainCatalog) -> [Entry] {
    CommandTable.all.map { spec in
      let notes = domains.all.compactMap { domain -> (domain: String, lines: [String])? in
        let lines = spec.domainNotes?(domain) ?? []
        return lines.isEmpty ? nil : (domain.name, lines)
      }
      return Entry(usage: spec.usage, summary: spec.summary, details: spec.details, aliases: spec.aliases, domainNotes: notes)
    }
  }
}
