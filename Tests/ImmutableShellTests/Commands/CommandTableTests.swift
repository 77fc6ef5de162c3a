import Foundation
@testable import ImmutableShell
import SampleDomains
import Testing

/// The one command table is consistent, complete against the README's command list,
/// and everything (lookup, `:help`, did-you-mean) reads it.
@MainActor @Suite struct CommandTableTests {
  /// The commands the README's "The command language" lists.
  nonisolated static let designCommands = [
    "help", "quit", "domain", "actions", "selectors", "select", "watch", "unwatch", "watches", "state", "trace",
    "history", "expect", "echo", "reset", "read", "set", "stats", "undo", "redo", "jump", "repeat", "await", "save",
  ]

  @Test func namesAndAliasesAreUnique() {
    let spellings = CommandTable.all.flatMap { [$0.name] + $0.aliases }
    var seen: Set<String> = []
    let duplicates = spellings.filter { !seen.insert($0).inserted }
    #expect(duplicates.isEmpty, "spelled twice: \(duplicates)")
  }

  @Test func namesAreWordsTheLookupCanRead() {
    // `CommandTable.run` reads letters, `-` and `?` after the colon.
    for spelling in CommandTable.all.flatMap({ [$0.name] + $0.aliases }) {
      #expect(!spelling.isEmpty)
      #expect(spelling.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "-" || $0 == "?" }, "\(spelling)")
    }
  }

  @Test(arguments: Self.designCommands)
  func designCommandIsPresent(_ name: String) throws {
    let spec = try #require(CommandTable.spec(named: name), "the README lists :\(name)")
    #expect(spec.name == name)
  }

  @Test(arguments: CommandTable.all.map(\.name))
  func specHasUsageAndSummary(_ name: String) throws {
    let spec = try #require(CommandTable.spec(named: name))
    let head = ":" + spec.name
    #expect(spec.usage.hasPrefix(head))
    let after = spec.usage.dropFirst(head.count)
    #expect(after.isEmpty || after.hasPrefix(" "), "usage \(spec.usage) names another command")
    #expect(!spec.summary.isEmpty && spec.summary.first != " ")
    #expect(!spec.summary.hasSuffix("."), "summaries are phrases")
  }

  @Test func aliasesResolveToTheirCommand() {
    for spec in CommandTable.all {
      for alias in spec.aliases {
        #expect(CommandTable.spec(named: alias)?.name == spec.name, ":\(alias)")
      }
    }
    #expect(CommandTable.spec(named: "nope") == nil)
    #expect(CommandTable.spec(named: "") == nil)
  }

  @Test func helpListsEveryCommandInTableOrder() async {
    let harness = ShellHarness()
    let lines = await harness.lines(of: ":help")
    let commandLines = Array(lines.prefix(CommandTable.all.count))
    #expect(commandLines.count == CommandTable.all.count)
    let width = CommandTable.all.map(\.usage.count).max() ?? 0
    for (line, spec) in zip(commandLines, CommandTable.all) {
      #expect(line == spec.usage + String(repeating: " ", count: width - spec.usage.count) + "  " + spec.summary)
    }
    #expect(lines.dropFirst(CommandTable.all.count).contains("Other lines: `.case(…)` dispatches an action, `# …` is a comment."))
  }

  @Test(arguments: [":help watch", ":help :watch", ":h watch", ":? watch"])
  func helpWatchShowsDetails(_ text: String) async {
    let harness = ShellHarness()
    let lines = await harness.lines(of: text)
    #expect(lines.first == ":watch [LABEL =] NAME(args) [filter: F(args)] [deps: S(args), …]")
    #expect(lines.dropFirst().first == "  keep a listener on a selector and trace its decisions")
    #expect(lines.contains("  Re-declaring an existing LABEL with a new definition rebuilds it (the book's `id`)."))
    #expect(lines.count == 6)
  }

  /// The table's text names no domain; what a domain adds (its servers) comes from the domain.
  @Test func helpServeListsTheLoadedDomainsServersOnly() async {
    let quakes = await ShellHarness(domain: QuakesDomain.self).lines(of: ":help serve")
    #expect(quakes.suffix(2) == [
      "  In quakes:",
      #"    :serve usgs [fail: 500] [mime: "text/plain"] [malformed] [slow: SECONDS] — the USGS double: time slices of the real week fixture, or a chosen failure"#,
    ])
    let counter = await ShellHarness(domain: CounterDomain.self).lines(of: ":help serve")
    #expect(!counter.contains { $0.contains("In counter") || $0.contains(":serve usgs") })
    let text = CommandTable.all.map { $0.summary + $0.details }.joined()
    for sample in ["Counter", "Animals", "Quakes", "FoodTruck"] { #expect(!text.contains(sample), "the table names \(sample)") }
  }

  @Test func referenceEntriesCarryEachDomainsNotesInCatalogOrder() {
    let serve = CommandReference.entries(domains: .samples).first { $0.usage.hasPrefix(":serve") }
    #expect(serve?.domainNotes.map(\.domain) == ["animals", "quakes"])
    #expect(serve?.domainNotes.first?.lines == [
      ":serve animals [store: PATH] — AnimalsDataServer over the SQLite file PATH (default: animals-server.sqlite beside the local store); it takes the shell's --seed"
    ])
  }

  @Test func helpShowsAliases() async {
    let harness = ShellHarness()
    #expect(
      await harness.lines(of: ":help quit") == [
        ":quit [STATUS]", "  leave the shell (Ctrl-D does too)", "  aliases: :q, :exit",
      ])
  }

  @Test func helpForAnUnknownCommandListsTheCommands() async {
    let harness = ShellHarness()
    let (_, errors) = await harness.fails(":help wach", kind: .command)
    let lines = ShellHarness.lines(errors)
    #expect(lines.first == "imshell: <test>:1:7: error: unknown command ':wach'")
    let names: [String] = CommandTable.all.map { ":" + $0.name }
    // The list breaks over lines of the transcript width, after a comma.
    let listing = lines.drop { !$0.hasPrefix("  expected one of: ") }.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(listing.joined(separator: " ") == "expected one of: " + names.joined(separator: ", "))
    #expect(lines.allSatisfy { $0.utf8.count <= 160 }, "\(lines)")
  }

  /// A mistyped command and the suggestion it must get.
  struct Typo: Sendable, CustomTestStringConvertible {
    let typed: String
    let suggestion: String?
    var testDescription: String { ":\(self.typed)" }
  }

  @Test(arguments: [
    Typo(typed: "wach", suggestion: ":watch"), Typo(typed: "hist", suggestion: ":history"),
    Typo(typed: "unwach", suggestion: ":unwatch"), Typo(typed: "Expect", suggestion: ":expect"),
    Typo(typed: "sav", suggestion: ":save"), Typo(typed: "zzzzzzzz", suggestion: nil),
  ])
  func unknownCommandSuggests(_ typo: Typo) async {
    let harness = ShellHarness()
    let (failure, errors) = await harness.fails(":\(typo.typed) x", kind: .syntax)
    #expect(failure?.message == "unknown command ':\(typo.typed)'")
    #expect(failure?.suggestion == typo.suggestion)
    #expect(failure?.expected == CommandTable.all.map { ":" + $0.name })
    if let suggestion = typo.suggestion {
      #expect(errors.contains("  did you mean '\(suggestion)'?\n"))
    } else {
      #expect(!errors.contains("did you mean"))
    }
  }

  @Test func bareColonAsksForACommandName() async {
    let harness = ShellHarness()
    let (failure, _) = await harness.fails("  :", kind: .syntax)
    #expect(failure?.message == "expected a command name after ':'")
    #expect(failure?.offset == 2)
  }

  /// Argument slots whose completion draws on a list of names.
  nonisolated static let completableSlots: Set<ArgumentSlot> = [.command, .domain, .watchName, .tracePart, .setting, .selectorCall, .expectation]

  @Test(arguments: CommandTable.all.filter { $0.slots.first.map(Self.completableSlots.contains) ?? false }.map(\.name))
  func firstSlotCompletes(_ name: String) async {
    let harness = ShellHarness()
    await harness.succeeds(":watch v = selectValue()")
    let line = ":\(name) "
    let completion = harness.shell.completer.complete(line: line, cursor: line.unicodeScalars.count)
    #expect(completion.start == line.unicodeScalars.count)
    #expect(!completion.candidates.isEmpty, "nothing offered after \(line)")
  }
}
