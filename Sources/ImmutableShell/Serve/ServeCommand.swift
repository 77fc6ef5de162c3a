import Foundation
import TypedLiterals

/// `:serve NAME [option: value | flag]…` and `:serve stop NAME`: loopback servers as child processes.
@MainActor enum ServeCommand {
  static func run(_ tokens: LiteralParser, _ command: CommandInvocation) async throws {
    var parser = tokens
    let servers = command.shell.domain.servers
    guard !parser.isAtEnd else {
      let running = command.shell.servers.listing
      command.print(running.isEmpty ? ["no server is running"] : running.map { "\($0.name)  \($0.url.absoluteString)" })
      return
    }
    let name = try command.parsing { try parser.identifier(context: "a server name or stop") }
    if name == "stop" {
      let target = try command.parsing { try parser.identifier(context: "the server to stop") }
      // Killed or not, a server the session was not waiting on just stopped: a loaded machine
      // can make an idle one slow to go, and a transcript must not depend on that.
      let waiting = command.session.runtimeHost.hasWorkInFlight
      switch command.shell.servers.stop(target) {
      case .notRunning: throw command.failure("no server '\(target)' is running")
      case .killed where waiting: command.print(["stopped \(target) (killed with a request in flight)"])
      case .stopped, .killed: command.print(["stopped \(target)"])
      }
      return
    }
    guard let entry = servers.first(where: { $0.name == name }) else {
      throw command.failure("no server '\(name)' for \(command.shell.domainName)", expected: servers.map(\.name) + ["stop"])
    }
    let typed = try command.parsing { try Self.options(&parser, for: entry) }
    var arguments = typed
    for (option, value) in entry.defaults(command.shell.domainOptions) where !arguments.contains("--" + option) {
      arguments += ["--" + option, value]
    }
    let isFirst = !command.shell.servers.hasStarted(name)
    // The server makes the ids the session would have made: the same `--seed`, the same ids.
    let seed = entry.inheritsSeed ? command.shell.domainOptions.seed.map { ["--seed", String($0)] } ?? [] : []
    let url: URL
    do {
      url = try await command.shell.servers.start(
        entry, arguments: arguments + seed, launcher: command.shell.environment.serverLauncher
      ) { command.output.error($0) }
    } catch {
      // A restart that failed leaves no address behind: the freed port may be another program's
      // now, and the next request must not go to it. The next start takes a fresh port.
      if !isFirst { try? command.shell.useRemote(ServerManager.noServer) }
      throw error
    }
    if isFirst {
      // The domain's remote now points at the server; later restarts keep the same port.
      try command.shell.useRemote(url.absoluteString)
    }
    // The address changes from run to run: a terminal shows it (for curl), a transcript does not.
    let address = command.shell.domainOptions.isInteractive ? " at \(url.absoluteString)" : ""
    command.print(["serving \(name)\(address)" + (typed.isEmpty ? "" : " (\(typed.joined(separator: " ")))")])
  }

  /// What `:help serve` says of `domain`: one line per server it names.
  nonisolated static func notes(_ domain: any Domain.Type) -> [String] {
    domain.servers.map { ":serve \($0.name)" + ($0.usage.isEmpty ? "" : " " + $0.usage) + " — " + $0.summary }
  }

  /// `fail: 500 mime: "text/plain" malformed` → `--fail 500 --mime text/plain --malformed`.
  private static func options(_ parser: inout LiteralParser, for entry: ServerEntry) throws -> [String] {
    var arguments: [String] = []
    while !parser.isAtEnd {
      let at = parser.current.position
      let option = try parser.identifier(context: "an option of \(entry.name)")
      guard entry.options.contains(option) else {
        throw LiteralError(
          position: at, message: "\(entry.name) has no option '\(option)'", expected: entry.options,
          suggestion: closestMatch(to: option, among: entry.options))
      }
      arguments.append("--" + option)
      guard parser.consume(.colon) else { continue }
      let value = try parser.value()
      if case .string(let text) = value.kind { arguments.append(text) } else { arguments.append(value.description) }
    }
    return arguments
  }
}
