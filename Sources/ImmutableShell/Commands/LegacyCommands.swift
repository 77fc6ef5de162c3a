import Foundation
import TypedLiterals

/// `:legacy OP(args)` and `:tick [N]`: what an unmigrated screen or the model's timer does.
@MainActor enum LegacyCommands {
  static func legacy(_ command: CommandInvocation) async throws {
    guard !command.rest.isEmpty else { return command.print(command.session.legacyListing()) }
    var parser = try command.parser()
    let call = try command.parsing { () throws -> CallSyntax in
      let call = try CallSyntax.parse(&parser, what: "a legacy operation")
      try parser.expectEnd()
      return call
    }
    command.print(try command.parsing { try command.session.callLegacy(call) })
  }

  static func tick(_ command: CommandInvocation) async throws {
    let text = command.rest.trimmingCharacters(in: .whitespaces)
    guard let count = text.isEmpty ? 1 : Int(text), count > 0 else {
      throw command.failure("expected a positive number of steps, found '\(text)'")
    }
    command.print(try command.session.tick(count))
  }
}
