import AttachWire
import TypedLiterals

/// `:attach`, `:detach`, `:verify`, `:record`, `:start-from` and `:await app N`.
@MainActor enum AttachCommands {
  static func attach(_ target: String, _ command: CommandInvocation) async throws {
    guard !target.isEmpty else { return command.print(try AttachTargets.listing()) }
    try await command.shell.attach(to: target)
  }

  static func detach(_ command: CommandInvocation) async throws {
    guard command.shell.isAttached else { throw command.failure("not attached; :attach lists the apps to attach to") }
    command.shell.detach(saying: "as asked")
  }

  static func verify(_ digest: String, _ command: CommandInvocation) async throws {
    if command.shell.isAttached {
      guard digest.isEmpty else { throw command.failure("attached, :verify compares with the app and takes no digest") }
      let verdict = try await command.shell.verifyWithApp()
      command.print([AttachText.verdict(verdict)])
      if case .differs = verdict { throw Diagnostic(.expectationFailed, "the live copy differed from the app's state") }
      return
    }
    let copy = command.session.stateDigest
    guard !digest.isEmpty else { return command.print(["digest \(copy)"]) }
    guard digest == copy else {
      throw Diagnostic(.expectationFailed, "the state's digest is \(copy), not \(digest)")
    }
  }

  static func record(_ path: String, _ command: CommandInvocation) async throws {
    if path == "stop" {
      let (file, actions) = try command.shell.stopRecording()
      return command.print([AttachText.recorded(file, actions: actions)])
    }
    try command.shell.startRecording(to: path)
    command.print(["recording the app's actions to \(path) (:record stop ends it)"])
  }

  static func startFrom(_ text: String, _ command: CommandInvocation) async throws {
    if command.shell.isAttached { throw command.failure("attached, the state is the app's; :detach first") }
    // Parsed from the arguments alone: the lexer would read the command's `-` as a minus sign.
    let literal: Literal
    do {
      literal = try LiteralParser.parse(text)
    } catch let error as LiteralError {
      throw Diagnostic(error, in: command.line, base: command.restOffset)
    }
    try command.session.restart(fromState: literal, source: command.line, base: command.restOffset)
  }

  static func await(_ target: AwaitTarget, _ command: CommandInvocation) async throws {
    switch target {
    case .effects(let seconds): try await GeneralCommands.await(seconds, command)
    case .app(let count): try await command.shell.awaitApp(count)
    }
  }
}

/// What `:await` waits for.
enum AwaitTarget {
  /// Running effects, with an optional limit in seconds.
  case effects(Double?)
  /// N more of an attached app's actions.
  case app(Int)
}

extension Argument where Value == AwaitTarget {
  /// `:await app N`, or `:await [SECONDS]` as before.
  static let awaitTarget = Argument(slots: [.integer]) { command in
    let words = command.trimmedRest.split(separator: " ").map(String.init)
    if words.first == "app" {
      guard words.count == 2, let count = Int(words[1]), count > 0 else { throw command.failure("expected :await app N, with N a positive count of the app's actions") }
      return .app(count)
    }
    guard !words.isEmpty else { return .effects(nil) }
    guard words.count == 1, let seconds = Double(words[0]), ShellOption.settleSeconds.contains(seconds) else {
      throw command.failure("expected seconds from 0 to \(Int(ShellOption.settleSeconds.upperBound)), or app N, found '\(command.trimmedRest)'")
    }
    return .effects(seconds)
  }
}
