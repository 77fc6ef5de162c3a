import TypedLiterals

/// The shell as a library: feed it lines, it dispatches, runs commands, prints, and remembers
/// the first failure for the exit status. `imshell` is a thin loop around this.
@MainActor public final class Shell {
  /// Shared settings and output.
  public let environment: ShellEnvironment
  /// Launch options passed to every domain; `remote` is per domain (`remotes`).
  public var domainOptions: DomainOptions
  /// The remote store's base URL of each domain that has one (`--remote` for the domain named at
  /// launch, `:serve` for the domain it ran in), so that a domain loaded later does not talk to
  /// another domain's server.
  private var remotes: [String: String] = [:]
  /// The loaded domain.
  var session: any ShellSession
  /// The loaded domain's type, to reload it (a new remote from `:serve`).
  var domain: any Domain.Type
  /// Loopback servers started with `:serve`, stopped when the shell ends.
  let servers = ServerManager()
  /// Whether input lines are printed (with their prompt) before their output.
  public var echo: Bool
  /// Set by `:quit`; read after every line.
  public private(set) var quitRequested = false
  /// Status `:quit N` asked for.
  public private(set) var quitStatus: Int32 = 0
  /// How deeply `:read` is nested, and which files are open, to refuse loops.
  var readStack: [String] = []
  private var assembler = LineAssembler()
  /// The running app this shell follows, if any (`:attach`).
  var attachment: Attachment?
  /// On a terminal that talks, what the attachment said while the prompt waited (a detach, a
  /// drop), printed with the late results above the prompt.
  var attachNotes: [String] = []

  /// Creates a shell on `domain`.
  ///
  /// - Throws: a `Diagnostic` when the domain's runtime (a store file, say) cannot be opened.
  public init(domain: any Domain.Type, environment: ShellEnvironment, options: DomainOptions, echo: Bool = false) throws {
    self.environment = environment
    self.domainOptions = options
    self.domainOptions.remote = nil
    self.domainOptions.programName = environment.programName
    self.remotes[domain.name] = options.remote
    self.echo = echo
    self.domain = domain
    var launch = self.domainOptions
    launch.remote = options.remote
    self.session = try domain.makeSession(environment: environment, options: launch)
  }

  /// Stops effects and every `:serve`d server; call once before the process exits.
  public func shutdown() {
    self.environment.isShuttingDown = true
    // A server killed after its grace period is worth a line only when the session was waiting
    // on it; on a loaded machine an idle server may also be slow to stop, and that is no news.
    let waiting = self.session.runtimeHost.hasWorkInFlight
    self.detach(saying: "the shell ended")
    self.printAttachNotes()
    self.session.close()
    let killed = self.servers.stopAll()
    if waiting { for line in killed { self.environment.output.error(self.environment.programName + ": " + line) } }
  }

  /// The loaded domain's name.
  public var domainName: String { self.domain.name }

  /// Whether an action line is open (an unclosed bracket or string) and waits for more lines.
  public var isContinuing: Bool { self.assembler.isContinuing }

  /// The prompt for the next physical line.
  public var prompt: String {
    self.assembler.isContinuing ? "...> " : "\(self.environment.programName)(\(self.domainName))> "
  }

  /// Feeds one physical line; runs the logical line once complete.
  ///
  /// - Returns: the failure, if the line failed (already printed to standard error).
  @discardableResult
  public func feed(_ text: String, file: String, line: Int) async -> Diagnostic? {
    // `:echo` lines are narration: their output already shows the text once.
    if self.echo && !text.hasPrefix(":echo") { self.environment.output.line(self.prompt + text) }
    if let logical = self.assembler.standalone(text, file: file, number: line) {
      // Most lines of a batch are actions that settle at once: they end here, without the
      // async frame and executor hop of `run` (a measurable share of a shell dispatch).
      let begun = self.begin(logical)
      if case .finished = begun { return nil }
      return await self.complete(logical, after: begun)
    }
    var failure: Diagnostic?
    for logical in self.assembler.feed(text, file: file, number: line) {
      failure = await self.run(logical)
      // A cut-short action failed: stop here, as a batch would, before the command runs.
      if failure != nil { return failure }
    }
    return failure
  }

  /// Runs whatever unfinished line is left at the end of an input.
  @discardableResult
  public func finishInput(file: String) async -> Diagnostic? {
    guard let logical = self.assembler.flush(file: file) else { return nil }
    return await self.run(logical)
  }

  /// On a terminal that talks: prints what effects dispatched after the last line stopped
  /// waiting (Ctrl-C, timeout), under `· arrived after waiting stopped:`; call before a prompt.
  public func printLateResults() {
    self.show(self.session.lateResults())
    self.printAttachNotes()
  }

  /// The text `printLateResults()` would print, taken instead of printed (nil: nothing
  /// arrived), for printing above a prompt while the user edits.
  public func takeLateResults() -> String? {
    let text = self.environment.output.diverting {
      self.show(self.session.lateResults())
      self.printAttachNotes()
    }
    return text.isEmpty ? nil : text
  }

  /// Drops a half-typed continuation (Ctrl-C at a `...>` prompt).
  public func discardPendingLine() {
    self.assembler.discard()
  }

  /// Runs one logical line and waits for its effects; prints a diagnostic on failure.
  @discardableResult
  public func run(_ line: SourceLine) async -> Diagnostic? {
    await self.complete(line, after: self.begin(line))
  }

  /// How far `begin` got with a line.
  enum Begun {
    /// Nothing left to do: a comment, or an action that settled in the same turn.
    case finished
    /// A `:command`, which runs (and may wait) in `complete`.
    case command
    /// An action dispatched whose effects are still in flight.
    case unsettled(SettleEvents)
    /// An action line for the attached app, sent in `complete`.
    case toApp(base: Int)
    /// Failed before any wait; `complete` reports it.
    case failed(any Error)
  }

  /// The part of running `line` that never waits: late results, and an action line's one call
  /// into the session, whose result is printed here when it settled at once (no suspension
  /// point, no frame).
  private func begin(_ line: SourceLine) -> Begun {
    self.printLateResults()
    let run: LineRun
    do {
      switch try self.classify(line) {
      case .nothing: run = self.session.settle()
      case .action(let base):
        if self.attachment != nil { return .toApp(base: base) }
        run = self.session.perform(line, base: base)
      case .command: return .command
      }
    } catch {
      return .failed(error)
    }
    switch run {
    case .settled(let report):
      self.show(report.printout)
      return report.failure.map(Begun.failed) ?? .finished
    case .unsettled(let events): return .unsettled(events)
    case .failed(let error): return .failed(error)
    }
  }

  /// The rest of running `line` after `begin`: a command, waiting for effects, and reporting a
  /// failure.
  private func complete(_ line: SourceLine, after begun: Begun) async -> Diagnostic? {
    do {
      switch begun {
      case .finished: return nil
      case .failed(let error): throw error
      case .unsettled(let events): try await self.follow(events)
      case .toApp(let base):
        try await self.dispatchInApp(line, base: base)
        try await self.settle()
      case .command:
        try await CommandTable.run(line, in: self)
        if self.quitRequested { return nil }
        try await self.settle()
      }
      return nil
    } catch let diagnostic as Diagnostic {
      // Effects the line started still settle and print; an error one of them reports is shown
      // too (a timeout or interruption is already what `diagnostic` says).
      var effectFailure: Diagnostic?
      do { try await self.settle() } catch let later as Diagnostic where later.kind == .effectFailed {
        effectFailure = later
      } catch {}
      self.report(diagnostic, in: line)
      if let effectFailure { self.report(effectFailure, in: line) }
      return diagnostic
    } catch {
      let diagnostic = Diagnostic(.command, String(describing: error), source: line)
      self.report(diagnostic, in: line)
      return diagnostic
    }
  }

  private func report(_ diagnostic: Diagnostic, in line: SourceLine) {
    guard !diagnostic.isReported else { return }
    var diagnostic = diagnostic
    if diagnostic.source == nil { diagnostic.source = line }
    self.environment.output.error(self.environment.style.failure(diagnostic.rendered(program: self.environment.programName)))
  }

  /// Classifies one logical line and returns what running it does, so a line run many times
  /// (`:repeat`) is read once.
  func prepare(_ line: SourceLine) throws -> @MainActor () async throws -> Void {
    switch try self.classify(line) {
    case .nothing: return {}
    case .action(let base):
      return {
        if self.attachment != nil { return try await self.dispatchInApp(line, base: base) }
        try await self.finish(self.session.perform(line, base: base))
      }
    case .command: return { try await CommandTable.run(line, in: self) }
    }
  }

  /// Loads `domain` in place of the current one; the current one stays if that fails.
  func load(_ domain: any Domain.Type, opensRuntime: Bool = true) throws {
    var options = self.domainOptions
    options.remote = self.remotes[domain.name]
    options.opensRuntime = opensRuntime
    let session = try domain.makeSession(environment: self.environment, options: options)
    self.session.close()
    self.session = session
    self.domain = domain
  }

  /// Points the loaded domain's remote store at `base` (a URL); the session keeps its state,
  /// history, watches and mounts.
  func useRemote(_ base: String) throws {
    try self.session.runtimeHost.useRemote(base)
    self.remotes[self.domain.name] = base
  }

  /// Ends the shell after this line.
  func requestQuit(status: Int32) {
    self.quitRequested = true
    self.quitStatus = status
  }
}
