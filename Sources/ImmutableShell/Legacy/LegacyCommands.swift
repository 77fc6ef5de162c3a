import Foundation
import TypedLiterals

/// `:legacy OP(args)` and `:tick [N]`: what an unmigrated screen or the model's timer does.
@MainActor enum LegacyCommands {
  static func legacy(_ call: CallSyntax?, _ command: CommandInvocation) async throws {
    guard let call else { return command.print(command.session.legacyListing()) }
    command.print(try command.parsing { try command.session.callLegacy(call) })
  }

  static func tick(_ count: Int?, _ command: CommandInvocation) async throws {
    command.print(try command.session.tick(count ?? 1))
  }
}
