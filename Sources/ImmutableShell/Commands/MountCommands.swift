import Foundation
import TypedLiterals

/// `:mount`, `:unmount`, `:components`: the book's views, headless; and `:store`, its client programs.
@MainActor enum MountCommands {
  static func mount(_ command: CommandInvocation) async throws {
    var parser = try command.parser()
    let (label, call) = try command.parsing { () -> (String?, CallSyntax) in
      let first = try CallSyntax.parse(&parser, what: "a component name")
      guard parser.consume(.equals) else {
        try parser.expectEnd()
        return (nil, first)
      }
      let call = try CallSyntax.parse(&parser, what: "a component name")
      try parser.expectEnd()
      return (first.name, call)
    }
    command.print(try command.parsing { try command.session.mount(label: label, call: call) })
  }

  static func unmount(_ command: CommandInvocation) async throws {
    let name = command.rest.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw command.failure("expected a mounted component's name") }
    command.print([try command.parsing { try command.session.unmount(name) }])
  }

  static func store(_ command: CommandInvocation) async throws {
    var parser = try command.parser()
    let call = try command.parsing {
      let call = try CallSyntax.parse(&parser, what: "a store operation")
      try parser.expectEnd()
      return call
    }
    let lines = try await command.session.callStore(call)
    command.print(lines.isEmpty ? ["(nothing)"] : lines)
  }

  static func components(_ command: CommandInvocation) async throws {
    command.print(command.session.componentListing())
  }
}
