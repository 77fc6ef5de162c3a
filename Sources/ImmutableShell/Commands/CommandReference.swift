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
    /// in catalog order.
    public let domainNotes: [DomainNote]
  }

  /// What one command offers in one domain.
  public struct DomainNote: Sendable, Equatable {
    /// The domain's name.
    public let domain: String
    /// One line each (a server and its options, say).
    public let lines: [String]
  }

  /// Every command, in the order `:help` lists them, with what each of `domains` adds to it.
  public static func entries(domains: DomainCatalog) -> [Entry] {
    CommandTable.all.map { spec in
      let notes = domains.all.compactMap { domain -> DomainNote? in
        let lines = spec.domainNotes?(domain) ?? []
        return lines.isEmpty ? nil : DomainNote(domain: domain.name, lines: lines)
      }
      return Entry(usage: spec.usage, summary: spec.summary, details: spec.details, aliases: spec.aliases, domainNotes: notes)
    }
  }
}
