import Foundation
import TypedLiterals

/// TAB completion for a shell line, from a snapshot of the shell taken before the prompt, so it
/// runs on the line editor's thread without touching the main actor.
public struct Completer: Sendable {
  let actionType: any TypedLiteral.Type
  let watchNames: [String]
  /// The loaded domain's `:set` settings and the values each takes.
  let settings: [(name: String, values: [String])]
  let serverNames: [String]
  let domainNames: [String]
  /// The session's names as they were when the snapshot was taken.
  let vocabulary: SessionVocabulary
  /// Lists a directory's entries for file-name completion (the current directory for "").
  var listDirectory: @Sendable (String) -> [String] = Completer.directoryEntries

  /// Candidates replacing `line[start..<cursor]` (offsets in Unicode scalars).
  public func complete(line: String, cursor: Int) -> (start: Int, candidates: [String]) {
    let text = String(String.UnicodeScalarView(line.unicodeScalars.prefix(cursor)))
    let lead = text.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
    let body = String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(lead)))
    if let strings = self.openString(in: text) { return strings }
    if body.hasPrefix(".") {
      return self.literal(body, base: lead) ?? (cursor, [])
    }
    guard let split = CommandSplit(body) else { return (cursor, []) }
    guard split.nameEnd < body.unicodeScalars.count else {
      let names = CommandTable.all.map(\.name).filter { $0.hasPrefix(split.name) }.map { ":" + $0 + " " }
      return (lead, names)
    }
    guard let spec = CommandTable.spec(named: split.name) else { return (cursor, []) }
    let arguments = String(String.UnicodeScalarView(body.unicodeScalars.dropFirst(split.nameEnd)))
    return self.arguments(arguments, of: spec, start: lead + split.nameEnd, cursor: cursor)
  }

  private func literal(_ text: String, base: Int) -> (start: Int, candidates: [String])? {
    guard let result = LiteralCompleter.complete(text, root: self.actionType) else { return nil }
    return (result.start + base, result.candidates)
  }

  private func arguments(_ text: String, of spec: CommandSpec, start: Int, cursor: Int) -> (start: Int, candidates: [String]) {
    if let offset = Self.actionStart(in: text, for: spec) {
      let literalText = String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(offset)))
      return self.literal(literalText, base: start + offset) ?? (cursor, [])
    }
    if spec.slots.contains(where: { [.selectorCall, .expectation, .component, .storeOperation].contains($0) }),
      let inside = CallCompleter(calls: self.vocabulary.calls).complete(text, start: start)
    {
      return inside
    }
    if spec.slots.first == .file { return self.fileNames(text.trimmingLeadingBlanks(), cursor: cursor) }
    let separators: Set<Character> = [" ", "(", ",", "="]
    let word = String(text.reversed().prefix { !separators.contains($0) }.reversed())
    let wordStart = cursor - word.unicodeScalars.count
    let afterFilter = text.dropLast(word.count).trimmingTrailingBlanks().hasSuffix("filter:")
    // The words before the one being typed pick the slot: `:set effects o` completes effects' values.
    let earlier = text.dropLast(word.count).split { $0 == " " || $0 == "\t" }.map(String.init)
    var pool: [String]
    switch spec.slot(forWordAt: earlier.count) {
    case .command?: pool = CommandTable.all.map(\.name)
    case .domain?: pool = self.domainNames
    case .watchName?: pool = self.watchNames
    case .component?: pool = self.vocabulary.componentNames.map { self.vocabulary.calls[$0]?.isEmpty == false ? $0 + "(" : $0 }
    case .mountName?: pool = self.vocabulary.mountedNames
    case .storeOperation?: pool = self.vocabulary.storeOperationNames.map { $0 + "(" }
    case .legacyOperation?: pool = self.vocabulary.legacyOperationNames.map { $0 + "(" }
    case .server?: pool = self.serverNames + ["stop"]
    case .tracePart?: pool = TraceSettings.targets
    case .traceState?: pool = TraceSettings.states(for: earlier[0])
    case .statePath?: pool = self.vocabulary.statePaths
    case .setting?: pool = ShellOption.all.map(\.name) + self.settings.map(\.name)
    case .settingValue?: pool = self.settingValues(of: earlier[0])
    case .selectorCall?: pool = afterFilter ? self.vocabulary.filterNames.map { $0 + "(" } : self.vocabulary.selectorNames.map { $0 + "(" } + ["filter:", "deps:"]
    case .expectation?: pool = self.vocabulary.selectorNames.map { $0 + "(" } + self.watchNames + ["throws"]
    case .file?, .integer?, .actionLine?, .text?, nil: pool = []
    }
    return (wordStart, pool.filter { $0.hasPrefix(word) })
  }

  /// The values `:set NAME` takes: the shell's own option's words, or the domain setting's values.
  private func settingValues(of name: String) -> [String] {
    ShellOption.named(name)?.values ?? self.settings.first { $0.name == name }?.values ?? []
  }
}

extension Completer {
  /// `:read scripts/wal` → `scripts/walkthroughs/`: entries of the typed directory, folders with a `/`.
  func fileNames(_ typed: String, cursor: Int) -> (start: Int, candidates: [String]) {
    let slash = typed.lastIndex(of: "/")
    let directory = slash.map { String(typed[...$0]) } ?? ""
    let prefix = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
    // `~/` is listed where it points, and stays as typed in the candidates.
    let names = self.listDirectory(ScriptText.expandingTilde(directory)).filter {
      $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix("."))
    }
    return (cursor - typed.unicodeScalars.count, names.sorted().map { directory + $0 })
  }

  /// The entries of `directory` (relative to the current one), folders ending in `/`.
  static func directoryEntries(_ directory: String) -> [String] {
    let path = directory.isEmpty ? "." : directory
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: path) else { return [] }
    return names.map { name in
      var isDirectory: ObjCBool = false
      _ = manager.fileExists(atPath: (path as NSString).appendingPathComponent(name), isDirectory: &isDirectory)
      return isDirectory.boolValue ? name + "/" : name
    }
  }

  /// `animalId: "Ca` → `"Cat"`: an argument whose string is still open, offered the values the
  /// domain reads from the current state for that label.
  ///
  /// Inside an open string nothing else is offered: no names of commands or components, and no
  /// other label's values (nothing at all when the state holds none yet).
  func openString(in text: String) -> (start: Int, candidates: [String])? {
    let scalars = Array(text.unicodeScalars)
    guard let quote = OpenBrackets(text).openString else { return nil }
    let partial = String(String.UnicodeScalarView(scalars[(quote + 1)...]))
    var before = String(String.UnicodeScalarView(scalars[..<quote])).trimmingTrailingBlanks()
    guard !partial.contains("\\"), before.hasSuffix(":") else { return (quote, []) }
    before.removeLast()
    let label = String(before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
    let values = self.vocabulary.stringValues[label] ?? []
    return (quote, values.filter { $0.hasPrefix(partial) }.map { LiteralPrinter.quoted($0) })
  }

  /// Where an action literal starts in a command's arguments: `:repeat 3 .did`, `:actions .ui`,
  /// `:expect throws .did`.
  static func actionStart(in text: String, for spec: CommandSpec) -> Int? {
    let scalars = Array(text.unicodeScalars)
    let trimmed = text.trimmingLeadingBlanks()
    let lead = scalars.count - trimmed.unicodeScalars.count
    if spec.slots.contains(.expectation) {
      return trimmed.hasPrefix("throws .") ? lead + 7 : nil
    }
    guard spec.slots.contains(.actionLine) else { return nil }
    return scalars.indices.first { scalars[$0] == "." && ($0 == 0 || scalars[$0 - 1] == " ") }
  }
}

extension Shell {
  /// A completion snapshot of the current domain, watches and settings.
  public var completer: Completer {
    Completer(
      actionType: self.domain.actionType, watchNames: self.session.watchRegistry.names,
      settings: self.domain.settings.map { ($0.name, $0.values) }, serverNames: self.domain.servers.map(\.name),
      domainNames: self.environment.catalog.names, vocabulary: self.session.inspector.vocabulary)
  }
}

extension StringProtocol {
  func trimmingTrailingBlanks() -> String {
    String(String(self).reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
