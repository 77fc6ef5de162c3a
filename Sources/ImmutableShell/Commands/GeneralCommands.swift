import Foundation
import TypedLiterals

/// Commands about the shell itself: help, quitting, domains, traces, options, scripts.
@MainActor enum GeneralCommands {
  static func help(_ word: String, _ command: CommandInvocation) async throws {
    let name = word.trimmingPrefix(":")
    guard !name.isEmpty else {
      let width = CommandTable.all.map(\.usage.count).max() ?? 0
      command.print(CommandTable.all.map { $0.usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary })
      command.print([
        "", "Other lines: `.case(…)` dispatches an action, `# …` is a comment.",
        "An action line with an open ( [ or \" continues on the next; a command line never does.",
      ])
      return
    }
    guard let spec = CommandTable.spec(named: String(name)) else {
      throw command.failure("unknown command ':\(name)'", expected: CommandTable.all.map { ":" + $0.name })
    }
    command.print([spec.usage, "  " + spec.summary])
    if !spec.aliases.isEmpty { command.print(["  aliases: " + spec.aliases.map { ":" + $0 }.joined(separator: ", ")]) }
    if !spec.details.isEmpty { command.print(spec.details.split(separator: "\n").map { "  " + $0 }) }
    let notes = spec.domainNotes?(command.shell.domain) ?? []
    if !notes.isEmpty { command.print(["  In \(command.shell.domainName):"] + notes.map { "    " + $0 }) }
  }

  static func quit(_ status: Int32?, _ command: CommandInvocation) async throws {
    command.shell.requestQuit(status: status ?? 0)
  }

  static func domain(_ name: String, _ command: CommandInvocation) async throws {
    let catalog = command.shell.environment.catalog
    guard !name.isEmpty else {
      let current = command.shell.domainName
      let width = catalog.names.map(\.count).max() ?? 0
      command.print(catalog.all.map { domain in
        (domain.name == current ? "* " : "  ") + domain.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + domain.summary
      })
      return
    }
    guard let domain = catalog.domain(named: name) else {
      throw Diagnostic(
        .command, "unknown domain '\(name)'", source: command.line, offset: command.restOffset,
        expected: catalog.names, suggestion: closestMatch(to: name, among: catalog.names))
    }
    try command.shell.load(domain)
    command.print(["loaded \(name)"])
  }

  static func trace(_ words: (first: String, second: String?)?, _ command: CommandInvocation) async throws {
    let environment = command.shell.environment
    guard let (part, given) = words else {
      command.print(TraceSettings.Part.allCases.map { part in
        let on = environment.traces.shows(part)
        let detail = part == .listeners && on ? " (\(environment.traces.listenerDetail.rawValue))" : ""
        return "\(part.rawValue): \(on ? "on" : "off")\(detail)"
      })
      return
    }
    do {
      try environment.traces.apply(part, given)
    } catch {
      switch error {
      case .unknownState(let target, let choices):
        throw command.failure("expected \(choices.dropLast().joined(separator: ", ")) or \(choices.last!) after \(target)")
      case .unknownTarget(let target):
        throw command.failure("unknown trace '\(target)'", expected: TraceSettings.targets)
      }
    }
  }

  static func echo(_ text: String, _ command: CommandInvocation) async throws {
    command.print([text])
  }

  static func read(_ path: String, _ command: CommandInvocation) async throws {
    let resolved = URL(fileURLWithPath: ScriptText.expandingTilde(path)).standardizedFileURL.path
    guard !command.shell.readStack.contains(resolved) else { throw command.failure("\(path) is already being read (a :read loop)") }
    guard command.shell.readStack.count < 8 else { throw command.failure(":read nested more than 8 deep") }
    let lines: [String]
    do { lines = try ScriptText.load(path) } catch let diagnostic as Diagnostic { throw command.failure(diagnostic.message) }
    command.shell.readStack.append(resolved)
    defer { command.shell.readStack.removeLast() }
    for (index, line) in lines.enumerated() {
      if command.shell.environment.isInterrupted() {
        throw Diagnostic(.interrupted, "interrupted before line \(index + 1) of \(path)", source: command.line)
      }
      if var failure = await command.shell.feed(line, file: path, line: index + 1) {
        failure.isReported = true
        throw failure
      }
      if command.shell.quitRequested { return }
    }
    if var failure = await command.shell.finishInput(file: path) {
      failure.isReported = true
      throw failure
    }
  }

  static func set(_ words: (first: String, second: String?)?, _ command: CommandInvocation) async throws {
    let environment = command.shell.environment
    guard let (option, value) = words, let value else {
      guard let option = words?.first else {
        return command.print(ShellOptions.describe(environment: environment, shell: command.shell))
      }
      // `:set rules`: the one option's value, as `:set` alone shows every one.
      guard let line = ShellOptions.describe(option, environment: environment, shell: command.shell) else {
        throw command.failure("unknown option '\(option)'", expected: ShellOptions.names(shell: command.shell))
      }
      return command.print([line])
    }
    let message = try ShellOptions.apply(option, value, shell: command.shell, command: command)
    command.print([message])
  }

  /// `N LINE`: the count, and the line as a source line of its own, padded so that its offsets are
  /// those of the whole command line.
  nonisolated static let repetition = Argument<(times: Int, line: SourceLine)>(slots: [.integer, .actionLine]) { command in
    let rest = command.rest
    let count = rest.prefix { $0.isNumber }
    guard let times = Int(count), times >= 0 else { throw command.failure("expected a count, then a line") }
    let body = String(rest.dropFirst(count.count)).trimmingLeadingBlanks()
    guard !body.isEmpty else { throw command.failure("expected a line to repeat after \(times)") }
    let offset = command.restOffset + (rest.unicodeScalars.count - body.unicodeScalars.count)
    return (times, SourceLine(file: command.line.file, line: command.line.line, text: String(repeating: " ", count: offset) + body))
  }

  static func repeatLine(_ repetition: (times: Int, line: SourceLine), _ command: CommandInvocation) async throws {
    let (times, inner) = repetition
    var done = 0
    do {
      let run = try command.shell.prepare(inner)
      let isInterrupted = command.shell.environment.isInterrupted
      while done < times {
        // Ctrl-C stops between two runs; what ran so far stays dispatched.
        if isInterrupted() { throw Self.interrupted(after: done, of: times, command) }
        try await run()
        try await command.shell.settle()
        done += 1
      }
    } catch let diagnostic as Diagnostic where diagnostic.kind == .interrupted && diagnostic.source == inner {
      // A nested line was cut short: this :repeat says how far it got, in its own count.
      throw Self.interrupted(after: done, of: times, command)
    } catch var diagnostic as Diagnostic where diagnostic.source == inner {
      // Show the line as typed, not the padded copy; the offsets are the same in both.
      diagnostic.source = command.line
      throw diagnostic
    }
  }

  /// `interrupted after 41,213 of 1,000,000 runs`.
  private static func interrupted(after done: Int, of times: Int, _ command: CommandInvocation) -> Diagnostic {
    Diagnostic(
      .interrupted, "interrupted after \(done.groupedDigits) of \(times.groupedDigits) runs; what ran stays dispatched",
      source: command.line)
  }

  static func await(_ seconds: Double?, _ command: CommandInvocation) async throws {
    let environment = command.shell.environment
    let saved = environment.settleTimeout
    if let seconds { environment.settleTimeout = .milliseconds(Int(seconds * 1000)) }
    defer { environment.settleTimeout = saved }
    try await command.shell.settle()
  }
}
