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
    do {
      try script.write(toFile: ScriptText.expandingTilde(path), atomically: true, encoding: .utf8)
    } catch {
      throw command.failure(Self.cannotWrite(path, error))
    }
    command.print(["saved \(path)"])
  }

  static func exportTest(_ path: String, _ command: CommandInvocation) async throws {
    guard let suite = ExportedSuiteName.forFile(path) else {
      throw command.failure("cannot name a test suite after '\(path)'; use letters, as in SessionTests.swift")
    }
    let file = SwiftTestWriter(session: try command.session.exporter.exportedSession(), suiteName: suite).file
    do {
      try file.write(toFile: ScriptText.expandingTilde(path), atomically: true, encoding: .utf8)
    } catch {
      throw command.failure(Self.cannotWrite(path, error))
    }
    command.print(["exported \(path) (suite \(suite))"])
  }

  /// `cannot write PATH: WHY`, naming a missing folder rather than the error's own wording.
  static func cannotWrite(_ path: String, _ error: any Error) -> String {
    let file = URL(fileURLWithPath: ScriptText.expandingTilde(path))
    let folder = file.deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
      return "cannot write \(path): the folder \(folder) does not exist"
    }
    guard isFolder.boolValue else { return "cannot write \(path): \(folder) is not a folder" }
    guard FileManager.default.isWritableFile(atPath: folder) else {
      return "cannot write \(path): the folder \(folder) is not writable"
    }
    return "cannot write \(path): \((error as NSError).localizedDescription)"
  }

  private static func text(_ command: CommandInvocation) -> HistoryText {
    HistoryText(maxItems: command.shell.environment.maxItems)
  }
}
