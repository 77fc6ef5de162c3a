import Foundation
import TypedLiterals

/// `:watch`, `:unwatch`, `:watches`, `:stats`.
@MainActor enum WatchCommands {
  /// `[LABEL =] NAME(args) [filter: F(args)] [deps: S(args), …]`.
  nonisolated static let definition = Argument<(label: String?, definition: WatchDefinition)>(slots: [.selectorCall]) { command in
    var parser = try command.parser()
    return try command.parsing { try Self.parseDefinition(&parser) }
  }

  /// A watch's id or label; the error lists those there are.
  nonisolated static let name = Argument<String>(slots: [.watchName]) { command in
    let name = command.trimmedRest
    guard !name.isEmpty else { throw command.failure("expected a watch id or label", expected: command.session.watchRegistry.names) }
    return name
  }

  static func watch(_ watch: (label: String?, definition: WatchDefinition), _ command: CommandInvocation) async throws {
    let change = try command.parsing { try command.session.watchRegistry.watch(label: watch.label, definition: watch.definition) }
    command.print([Self.text(command).line(for: change)])
  }

  static func unwatch(_ name: String, _ command: CommandInvocation) async throws {
    let removed = try command.parsing { try command.session.watchRegistry.unwatch(name) }
    command.print(["removed " + removed.displayName])
  }

  static func list(_ command: CommandInvocation) async throws {
    command.print(Self.text(command).listing(command.session.watchRegistry.summaries))
  }

  static func stats(_ command: CommandInvocation) async throws {
    command.print(Self.text(command).statistics(command.session.watchRegistry.summaries))
  }

  private static func text(_ command: CommandInvocation) -> WatchText {
    WatchText(maxItems: command.shell.environment.maxItems)
  }

  static func parseDefinition(_ parser: inout LiteralParser) throws -> (String?, WatchDefinition) {
    var label: String?
    var selector = try CallSyntax.parse(&parser, what: "a label or a selector")
    if parser.consume(.equals) {
      label = selector.name
      guard selector.arguments.isEmpty else {
        throw LiteralError(position: selector.position, message: "a label cannot take arguments")
      }
      guard selector.name != ExpectCommand.digestWord else {
        throw LiteralError(position: selector.position, message: "'digest' is not a label: :expect digest == \"…\" checks the state's digest")
      }
      selector = try CallSyntax.parse(&parser, what: "a selector name")
    }
    var definition = WatchDefinition(selector: selector, filter: nil, dependencies: [])
    while !parser.isAtEnd {
      let at = parser.current.position
      let keyword = try parser.identifier(context: "filter: or deps:")
      try parser.expect(.colon, context: "':' after \(keyword)")
      switch keyword {
      case "filter": definition.filter = try CallSyntax.parse(&parser, what: "a filter name")
      case "deps":
        repeat {
          definition.dependencies.append(try CallSyntax.parse(&parser, what: "a selector name"))
        } while parser.consume(.comma)
      default:
        throw LiteralError(position: at, message: "unknown clause '\(keyword):'", expected: ["filter:", "deps:"])
      }
    }
    return (label, definition)
  }
}
