import Foundation
import TypedLiterals

/// `:mount`, `:unmount`, `:components`: the book's views, headless; and `:store`, its client programs.
@MainActor enum MountCommands {
  static func mount(_ mount: (label: String?, call: CallSyntax), _ command: CommandInvocation) async throws {
    let change = try command.parsing { try command.session.mountHost.mount(label: mount.label, call: mount.call) }
    command.print(MountRenderer(maxItems: command.shell.environment.maxItems).lines(for: change))
    try command.session.present()
  }

  static func unmount(_ name: String, _ command: CommandInvocation) async throws {
    try command.parsing { try command.session.mountHost.unmount(name) }
    command.print(["unmounted \(name)"])
  }

  static func store(_ call: CallSyntax, _ command: CommandInvocation) async throws {
    let reply = try await command.session.runtimeHost.callStore(call)
    command.print(StateText(maxItems: command.shell.environment.maxItems).lines(reply))
  }

  static func components(_ command: CommandInvocation) async throws {
    command.print(CallableText().componentListing(command.session.mountHost.componentListing()))
  }
}
