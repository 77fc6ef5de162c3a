import TypedLiterals

/// What an argument position of a command holds, so completion knows what to offer there.
enum ArgumentSlot: Sendable, Equatable {
  case command, domain, selectorCall, watchName, statePath, file, integer
  case tracePart, traceState, setting, settingValue, actionLine, expectation, text, component, mountName
  case storeOperation, legacyOperation, server

  /// Whether the slot reads to the end of the line (a call's arguments hold blanks), rather than
  /// one word.
  var takesRest: Bool {
    switch self {
    case .selectorCall, .actionLine, .expectation, .text, .component, .storeOperation, .legacyOperation, .server,
      .file:
      true
    case .command, .domain, .watchName, .statePath, .integer, .tracePart, .traceState, .setting, .settingValue, .mountName:
      false
    }
  }
}

/// One shell command: its names, help, argument and handler. `CommandTable` lists them all.
struct CommandSpec: Sendable {
  let name: String
  let aliases: [String]
  /// `:watch [LABEL =] NAME(args) [filter: F(args)] [deps: S(args), …]`.
  let usage: String
  let summary: String
  let details: String
  /// What completion offers for each word of the argument (see `Argument.slots`).
  let slots: [ArgumentSlot]
  /// What `:help` adds for a domain (its servers, say): lines about that domain only, so the
  /// table's own text stays true for any program.
  let domainNotes: (@Sendable (any Domain.Type) -> [String])?
  /// Whether the output is one block worth paging (a listing, a value): on a terminal, longer
  /// than the screen, it goes through the front end's pager (`ShellEnvironment.pager`).
  let pages: Bool
  /// Reads the argument, then runs the handler with it.
  let run: @MainActor @Sendable (CommandInvocation) async throws -> Void

  /// A command whose handler receives its argument read as `argument` declares.
  init<Value>(
    _ name: String, aliases: [String] = [], usage: String, summary: String, details: String = "",
    argument: Argument<Value>, pages: Bool = false, domainNotes: (@Sendable (any Domain.Type) -> [String])? = nil,
    run: @escaping @MainActor @Sendable (Value, CommandInvocation) async throws -> Void
  ) {
    self.name = name
    self.aliases = aliases
    self.usage = usage
    self.summary = summary
    self.details = details
    self.slots = argument.slots
    self.pages = pages
    self.domainNotes = domainNotes
    self.run = { invocation in try await run(try argument.read(invocation), invocation) }
  }

  /// A command that takes no argument.
  init(
    _ name: String, aliases: [String] = [], usage: String, summary: String, pages: Bool = false,
    run: @escaping @MainActor @Sendable (CommandInvocation) async throws -> Void
  ) {
    self.init(name, aliases: aliases, usage: usage, summary: summary, argument: .none, pages: pages) { _, command in
      try await run(command)
    }
  }

  /// The slot the word at `index` (0 for the first after the name) is typed in, if any.
  func slot(forWordAt index: Int) -> ArgumentSlot? {
    guard let last = self.slots.last else { return nil }
    if index < self.slots.count { return self.slots[index] }
    return last.takesRest ? last : nil
  }
}

/// A command line being run: the shell, the line, and where the arguments start.
@MainActor struct CommandInvocation {
  let shell: Shell
  /// The command's name (not the alias typed).
  let name: String
  let line: SourceLine
  /// Offset of the first character after the command name.
  let argumentsOffset: Int

  var session: any ShellSession { self.shell.session }
  var output: OutputSink { self.shell.environment.output }

  /// The raw text after the command name, without leading blanks.
  var rest: String {
    String(String.UnicodeScalarView(self.line.text.unicodeScalars.dropFirst(self.argumentsOffset)))
      .trimmingLeadingBlanks()
  }

  /// Offset of `rest` in the line.
  var restOffset: Int {
    let after = self.line.text.unicodeScalars.dropFirst(self.argumentsOffset)
    return self.argumentsOffset + after.prefix { $0 == " " || $0 == "\t" }.count
  }

  /// A literal parser over the line, positioned at the first token after the command name.
  /// An argument that leaves a bracket or string open fails at where it opened.
  func parser() throws -> LiteralParser {
    if let open = OpenBrackets(self.rest).innermostOpen {
      throw Diagnostic(.syntax, open.message, source: self.line, offset: self.restOffset + open.offset, expected: ["'\(open.closer)'"])
    }
    do {
      var parser = try LiteralParser(self.line.text)
      while parser.current.position < self.argumentsOffset && !parser.isAtEnd { parser.advance() }
      return parser
    } catch let error as LiteralError {
      throw Diagnostic(error, in: self.line)
    }
  }

  /// Runs `body`, turning literal errors into diagnostics that point into this line.
  func parsing<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as LiteralError {
      throw Diagnostic(error, in: self.line)
    }
  }

  /// A command error pointing at `offset` (the arguments by default).
  func failure(_ message: String, at offset: Int? = nil, expected: [String] = []) -> Diagnostic {
    Diagnostic(.command, message, source: self.line, offset: offset ?? self.restOffset, expected: expected)
  }

  /// Prints each line.
  func print(_ lines: [String]) {
    for line in lines { self.output.line(line) }
  }
}

extension String {
  func trimmingLeadingBlanks() -> String {
    String(self.drop { $0 == " " || $0 == "\t" })
  }
}
