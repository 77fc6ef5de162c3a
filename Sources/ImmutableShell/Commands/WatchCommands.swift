import Foundation
import TypedLiterals

/// `:watch`, `:unwatch`, `:watches`, `:stats`.
@MainActor enum WatchCommands {
  static func watch(_ command: CommandInvocation) async throws {
    var parser = try command.parser()
    let (label, definition) = try command.parsing { try Self.parseDefinition(&parser) }
    command.print([try command.parsing { try command.session.watch(label: label, definition: definition) }])
  }

  static func unwatch(_ command: CommandInvocation) async throws {
    let name = command.rest.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw command.failure("expected a watch id or label", expected: command.session.watchNames) }
    command.print([try command.parsing { try command.session.unwatch(name) }])
  }

  static func list(_ command: CommandInvocation) async throws {
    command.print(command.session.watchListing())
  }

  static func stats(_ command: CommandInvocation) async throws {
    command.print(command.session.statistics())
  }

  /// `[LABEL =] NAME(args) [filter: F(args)] [deps: S(args), …]`.
  static func parseDefinition(_ parser: inout LiteralParser) throws -> (String?, WatchDefinition) {
    var label: String?
    var selector = try CallSyntax.parse(&parser, what: "a label or a selector")
    if parser.consume(.equals) {
      label = selector.name
      guard selector.arguments.isEmpty else {
        throw LiteralError(position: selector.position, message: "a label cannot take arguments")
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
