import CTerminal
import Foundation
import ImmutableShell
import TypedLiterals

/// Runs the shell in batch or interactive mode and returns the exit status (README, "Exit status").
@MainActor struct ShellLoop {
  let arguments: ShellArguments
  let isInteractive: Bool
  let shell: Shell

  /// Builds the shell; a domain whose runtime cannot open (a store file, say) is reported here.
  init(arguments: ShellArguments) throws {
    self.arguments = arguments
    let terminal = isatty(0) == 1 && isatty(1) == 1
    let scripted = !arguments.lines.isEmpty || !arguments.files.isEmpty
    self.isInteractive = arguments.interactive || (!arguments.batch && terminal && !scripted)
    let environment = ProcessInfo.processInfo.environment
    let colored: Bool
    switch arguments.color {
    case .always: colored = true
    case .never: colored = false
    case .auto: colored = isatty(1) == 1 && environment["NO_COLOR"] == nil && (environment["TERM"] ?? "dumb") != "dumb"
    }
    InterruptSignal.install()
    let program = ShellProgram.running
    let output = OutputSink()
    output.keepsStyleEscapes = colored
    let shellEnvironment = ShellEnvironment(
      programName: program.name, catalog: program.domains, serverLauncher: program.servers, output: output,
      traces: arguments.trace.flatMap(TraceSettings.init(list:)) ?? .standard,
      maxItems: arguments.maxItems, effectsEnabled: !arguments.noEffects,
      isInterrupted: { InterruptSignal.count > 0 }, style: TextStyle(isColored: colored))
    // Status lines need a cursor that returns to the line start: a real terminal, not `dumb`.
    shellEnvironment.talksWhileWaiting = self.isInteractive && terminal && (environment["TERM"] ?? "dumb") != "dumb"
    if self.isInteractive, let pager = TerminalPager(environment: environment, ownVariable: program.variablePrefix + "_PAGER") {
      shellEnvironment.pager = pager.show
    }
    var options = DomainOptions(
      seed: arguments.seed, now: arguments.now.flatMap { try? Date(literal: Literal(.string($0))) },
      store: arguments.store, remote: arguments.remote, isInteractive: self.isInteractive)
    // `imshell attach APP`: the session follows the app, so it opens no runtime (no store file).
    options.opensRuntime = !(arguments.attaches && arguments.app != nil)
    self.shell = try Shell(
      domain: program.domains.domain(named: arguments.domainName)!, environment: shellEnvironment, options: options,
      echo: arguments.echo)
  }

  func run() async -> Int32 {
    defer {
      self.shell.shutdown()
      self.shell.environment.output.flush()
    }
    var failure: Diagnostic?
    if self.arguments.attaches, let app = self.arguments.app {
      failure = await self.line(":attach \(app)", file: "attach", number: 1)
      if failure != nil { return self.status(failure) }
    }
    for file in self.arguments.files {
      let outcome = await self.runFile(file)
      failure = failure ?? outcome
      if self.shouldStop(failure) { return self.status(failure) }
    }
    for (index, line) in self.arguments.lines.enumerated() {
      let outcome = await self.line(line, file: "-e", number: index + 1)
      failure = failure ?? outcome
      if self.shouldStop(failure) { return self.status(failure) }
    }
    if let pending = await self.shell.finishInput(file: "-e") { failure = failure ?? pending }
    if self.shouldStop(failure) { return self.status(failure) }
    if self.isInteractive {
      return await InteractiveLoop(shell: self.shell, readsInit: !self.arguments.noInit).run()
    }
    guard self.arguments.lines.isEmpty && self.arguments.files.isEmpty else { return self.status(failure) }
    return await self.runStandardInput(failure: failure)
  }

  private func runStandardInput(failure initial: Diagnostic?) async -> Int32 {
    var failure = initial
    var number = 0
    // Before each blocking read: when no input is waiting, hand what the lines freed back to the
    // system; then flush, so a program driving the shell through a pipe sees each line's output
    // once it settles (a no-op when nothing was printed) and finds the shell already trimmed.
    // Ctrl-C while waiting for input ends the wait (the handler wakes it through its pipe).
    let input = PlainLineReader()
    while self.trimmedIfIdle(), self.flushed(), imsh_wait_for_stdin() == 1, let text = input.next() {
      number += 1
      let outcome = await self.line(text, file: "<stdin>", number: number)
      imsh_memory_line_ran()
      failure = failure ?? outcome
      if self.shouldStop(failure) { return self.status(failure) }
      if let stop = self.interruption(before: number + 1, of: "<stdin>") { return self.status(stop) }
    }
    if let stop = self.interruption(before: number + 1, of: "<stdin>") { return self.status(stop) }
    let outcome = await self.shell.finishInput(file: "<stdin>")
    failure = failure ?? outcome
    return self.status(failure)
  }

  private func flushed() -> Bool {
    self.shell.environment.output.flush()
    return true
  }

  /// Gives freed memory back before a wait for input (`imsh_memory_trim_if_idle`): a fetch of
  /// 64k quakes frees as much as the state it leaves, and the shell may then idle for hours.
  private func trimmedIfIdle() -> Bool {
    _ = imsh_memory_trim_if_idle(STDIN_FILENO, 1)
    return true
  }

  private func runFile(_ path: String) async -> Diagnostic? {
    let lines: [String]
    do {
      lines = try ScriptText.load(path)
    } catch let diagnostic as Diagnostic {
      self.shell.environment.output.error(diagnostic.rendered(program: self.shell.environment.programName))
      return diagnostic
    } catch {
      return nil
    }
    var failure: Diagnostic?
    for (index, line) in lines.enumerated() {
      let outcome = await self.line(line, file: path, number: index + 1)
      failure = failure ?? outcome
      if self.shouldStop(failure) { return failure }
      if let stop = self.interruption(before: index + 2, of: path) { return stop }
    }
    let pending = await self.shell.finishInput(file: path)
    return failure ?? pending
  }

  /// In batch, a Ctrl-C that arrived while a line ran (or while reading the next) stops the
  /// script there: reported once, exit 130. Interactive sessions reset the count per line.
  func interruption(before number: Int, of file: String) -> Diagnostic? {
    guard !self.isInteractive, InterruptSignal.count > 0 else { return nil }
    let diagnostic = Diagnostic(.interrupted, "interrupted before line \(number) of \(file)")
    self.shell.environment.output.error(diagnostic.rendered(program: self.shell.environment.programName))
    return diagnostic
  }

  func line(_ text: String, file: String, number: Int) async -> Diagnostic? {
    await self.shell.feed(text, file: file, line: number)
  }

  /// Batch stops at the first failure unless `--keep-going`; `:quit` and Ctrl-C always stop.
  func shouldStop(_ failure: Diagnostic?) -> Bool {
    if self.shell.quitRequested { return true }
    guard let failure else { return false }
    return failure.kind == .interrupted || (!self.isInteractive && !self.arguments.keepGoing)
  }

  func status(_ failure: Diagnostic?) -> Int32 {
    if self.shell.quitRequested && failure == nil { return self.shell.quitStatus }
    return failure?.exitStatus ?? 0
  }
}
