import CTerminal
import Dispatch
import Foundation
import ImmutableShell
import Synchronization

/// The interactive shell: libedit reads on a background thread (its `el_gets` blocks), the
/// shell runs on the main actor, and the next prompt appears only after a line has settled.
@MainActor struct InteractiveLoop {
  let shell: Shell
  let readsInit: Bool

  func run() async -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let output = self.shell.environment.output
    let program = self.shell.environment.programName
    output.line("\(ShellProgram.running.version.map { "\(program) \($0)" } ?? program) · \(self.shell.domainName) domain · :help lists commands · Ctrl-D quits")
    // `PROGRAMrc` for every domain, then `PROGRAMrc.DOMAIN` for lines only one domain understands.
    if self.readsInit, let rc = Self.initFile(environment, program: program) {
      for file in [rc, rc + "." + self.shell.domainName] where FileManager.default.fileExists(atPath: file) {
        _ = await self.shell.feed(":read \(file)", file: "<init>", line: 1)
      }
    }
    output.flush()
    let history = HistoryFile.defaultPath(environment: environment, program: program, variable: ShellProgram.running.variablePrefix + "_HISTORY")
    guard let reader = LibEditReader(program: program, historyPath: history) else {
      output.error("\(program): error: could not start the line editor")
      return 1
    }
    let channel = LineChannel(reader: reader)
    let late = LateResultsAbovePrompt(shell: self.shell, reader: reader)
    defer { reader.close() }
    // Errors name the line of the session they come from, as a script's errors do.
    var number = 0
    var entry: [String] = []
    while !self.shell.quitRequested {
      InterruptSignal.reset()
      let completer = self.shell.completer
      let prompt = self.shell.prompt
      let result = await late.prompting {
        await channel.read(prompt: prompt) { line, cursor in
          let reply = completer.complete(line: line, cursor: cursor)
          return CompletionReply(start: reply.start, candidates: reply.candidates)
        }
      }
      switch result {
      case .endOfFile:
        // Ctrl-D at `...>`: the unfinished line is reported (where it is open), not dropped.
        await self.shell.finishInput(file: "<stdin>")
        output.flush()
        channel.stop()
        return self.shell.quitStatus
      case .interrupted:
        entry = []
        self.shell.discardPendingLine()
      case .line(let text):
        number += 1
        await self.shell.feed(text, file: "<stdin>", line: number)
        // A line continued over `...>` prompts is one history entry, recalled whole.
        entry.append(text)
        if !self.shell.isContinuing {
          reader.remember(entry.count == 1 ? text : Self.historyEntry(entry))
          entry = []
        }
        imsh_memory_line_ran()
        if InterruptSignal.count > 0 { InterruptSignal.discardPendingWakeUps() }
      }
      output.flush()
    }
    channel.stop()
    return self.shell.quitStatus
  }

  /// The physical lines of one continued entry as one line: each continuation's indentation
  /// becomes one space (the language reads any run of blanks between tokens alike).
  static func historyEntry(_ lines: [String]) -> String {
    lines.enumerated().map { index, line in
      index == 0 ? line : " " + line.drop { $0 == " " || $0 == "\t" }
    }.joined()
  }

  /// `$XDG_CONFIG_HOME/PROGRAM/PROGRAMrc`, else `~/.config/PROGRAM/PROGRAMrc`.
  static func initFile(_ environment: [String: String], program: String) -> String? {
    let file = "/\(program)/\(program)rc"
    if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty { return config + file }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.config" + file
  }
}

/// Hands prompts to the reader thread and lines back to the main actor, one at a time.
final class LineChannel: Sendable {
  private let requests = Mutex<[(prompt: String, completion: CompletionProvider?, reply: CheckedContinuation<LineReadResult, Never>)]>([])
  private let wake = DispatchSemaphore(value: 0)
  private let stopped = Mutex(false)

  init(reader: any LineReader) {
    nonisolated(unsafe) let reader = reader
    let thread = Thread { [self] in
      while true {
        self.wake.wait()
        if self.stopped.withLock({ $0 }) { return }
        guard let request = self.requests.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
        request.reply.resume(returning: reader.readLine(prompt: request.prompt, completion: request.completion))
      }
    }
    thread.start()
  }

  /// Reads one line with `prompt`.
  func read(prompt: String, completion: CompletionProvider?) async -> LineReadResult {
    await withCheckedContinuation { continuation in
      self.requests.withLock { $0.append((prompt, completion, continuation)) }
      self.wake.signal()
    }
  }

  /// Ends the reader thread (after the read in progress, if any).
  func stop() {
    self.stopped.withLock { $0 = true }
    self.wake.signal()
  }
}
