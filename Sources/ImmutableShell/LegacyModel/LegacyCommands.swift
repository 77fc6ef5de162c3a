import Foundation
import TypedLiterals

/// `:legacy OP(args)` and `:tick [N]`: what an unmigrated screen or the model's timer does.
@MainActor enum LegacyCommands {
  static func legacy(_ call: CallSyntax?, _ command: CommandInvocation) async throws {
    guard let call else {
      let operations = command.session.runtimeHost.legacyOperations()
      return command.print(CallableText().legacyListing(operations, domain: command.shell.domain.name))
    }
    command.print(try command.parsing { try command.session.runtimeHost.callLegacy(call) })
  }

  static func tick(_ count: Int?, _ command: CommandInvocation) async throws {
    command.print(try command.session.runtimeHost.tick(count ?? 1))
  }
}
