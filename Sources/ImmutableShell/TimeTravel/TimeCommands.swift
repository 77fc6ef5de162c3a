import Foundation
import TypedLiterals

/// History and time travel: `:history`, `:undo`, `:redo`, `:jump`, `:reset`, `:save`, `:export-test`.
@MainActor enum TimeCommands {
  static func history(_ command: CommandInvocation) async throws {
    command.print(Self.text(command).listing(command.session.timeMachine.historyListing()))
  }

  static func undo(_ count: Int?, _ command: CommandInvocation) async throws {
    let steps = count ?? 1
    let position = command.session.timeMachine.position
    guard steps <= position.current else { throw command.failure("only \(counted(position.current, "dispatch", plural: "dispatches")) to undo") }
    command.print(Self.text(command).timeTravel(try command.session.timeMachine.jump(to: position.current - steps)))
  }

  static func redo(_ command: CommandInvocation) async throws {
    let position = command.session.timeMachine.position
    guard position.current < position.count else { throw command.failure("nothing to redo") }
    command.print(Self.text(command).timeTravel(try command.session.timeMachine.jump(to: position.current + 1)))
  }

  /// `N`, the dispatch `:jump` goes to.
  nonisolated static let dispatchNumber = Argument<Int>.required("a number", missing: "expected a dispatch number") {
    Int($0).flatMap { $0 >= 0 ? $0 : nil }
  }

  static func jump(_ number: Int, _ command: CommandInvocation) async throws {
    command.print(Self.text(command).timeTravel(try command.parsing { try command.session.timeMachine.jump(to: number) }))
  }

  static func reset(_ command: CommandInvocation) async throws {
    command.print(Self.text(command).reset(try command.session.reset()))
    try command.session.present()
  }

  static func save(_ path: String, _ command: CommandInvocation) async throws {
    let script = command.session.timeMachine.replayScript().text
    do { try PrivateFiles.write(script, to: path) } catch let diagnostic as Diagnostic { throw command.failure(diagnostic.message) }
    command.print(["saved \(path)"])
  }

  static func exportTest(_ path: String, _ command: CommandInvocation) async throws {
    guard let suite = ExportedSuiteName.forFile(path) else {
      throw command.failure("cannot name a test suite after '\(path)'; use letters, as in SessionTests.swift")
    }
    let file = SwiftTestWriter(session: try command.session.exporter.exportedSession(), suiteName: suite).file
    do { try PrivateFiles.write(file, to: path) } catch let diagnostic as Diagnostic { throw command.failure(diagnostic.message) }
    command.print(["exported \(path) (suite \(suite))"])
  }

  private static func text(_ command: CommandInvocation) -> HistoryText {
    HistoryText(maxItems: command.shell.environment.maxItems)
  }
}
