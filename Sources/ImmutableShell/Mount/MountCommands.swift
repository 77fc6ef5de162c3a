import Foundation
import TypedLiterals

/// `:mount`, `:unmount`, `:components`: the book's views, headless; and `:store`, its client programs.
@MainActor enum MountCommands {
  static func mount(_ mount: (label: String?, call: CallSyntax), _ command: CommandInvocation) async throws {
    command.print(try command.parsing { try command.session.mount(label: mount.label, call: mount.call) })
  }

  static func unmount(_ name: String, _ command: CommandInvocation) async throws {
    command.print([try command.parsing { try command.session.unmount(name) }])
  }

  static func store(_ call: CallSyntax, _ command: CommandInvocation) async throws {
    let lines = try await command.session.callStore(call)
    command.print(lines.isEmpty ? ["(nothing)"] : lines)
  }

  static func components(_ command: CommandInvocation) async throws {
    command.print(command.session.componentListing())
  }
}
