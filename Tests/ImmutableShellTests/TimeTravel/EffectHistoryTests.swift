import Foundation
@testable import ImmutableShell
import SampleDomains
import Testing

/// What the history keeps of a dispatch an effect caused: the text `:history` shows, not the
/// action (a fetch's action can hold every row the state holds). `:save` and `:export-test`
/// must not notice.
@MainActor @Suite struct EffectHistoryTests {
  static let typed = ".ui(.categoryList(.onAppear))"
  static let fetched = ".data(.persistentSession(.didFetchCategories(result: .success(categories: [6 items]))))"

  /// An Animals shell (in-memory store) whose category list appeared: #1 typed, #2 its effect's fetch.
  func appeared() async -> ShellHarness {
    let harness = ShellHarness(domain: AnimalsDomain.self, traces: TraceSettings(enabled: []))
    await harness.succeeds(Self.typed)
    return harness
  }

  @Test func historyShowsTheEffectsDispatchAsBefore() async {
    let harness = await self.appeared()
    #expect(await harness.lines(of: ":history") == ["  #1 \(Self.typed)", "→ #2 ← #1 \(Self.fetched)"])
  }

  @Test func theEffectsHeadingKeepsTheMaxItemsItWasShortenedWith() async {
    let harness = await self.appeared()
    await harness.succeeds(":set max-items 10")
    let lines = await harness.lines(of: ":history")
    #expect(lines.last == "→ #2 ← #1 \(Self.fetched)", "shortened when it was dispatched, with max-items 5")
    await harness.succeeds(".ui(.animalList(.onAppear))")
    let fetch = await harness.lines(of: ":history").last ?? ""
    let whole = "→ #4 ← #3 .data(.persistentSession(.didFetchAnimals(result: .success(animals: [Animal"
    #expect(fetch.hasPrefix(whole), "dispatched with max-items 10, six animals print: \(fetch)")
  }

  @Test func theHistoryKeepsTheTypedActionAndOnlyTheEffectsText() {
    var history = DispatchHistory<Int, String>(initial: 0)
    _ = history.append(.typed("typed"), state: 1)
    _ = history.append(.caused(by: 1, text: ".fetched([3 items])"), state: 2)
    #expect(history.entry(1)?.action == "typed")
    #expect(history.entry(2)?.action == nil)
    #expect(history.entry(2)?.cause == 1)
    guard case .text(let text) = history.entry(2)?.kept else { Issue.record("no text kept"); return }
    #expect(text == ".fetched([3 items])")
  }

  @Test func saveReplaysOnlyTheTypedDispatch() async throws {
    try await withTemporaryDirectory { directory in
      let harness = await self.appeared()
      await harness.succeeds(":save \(directory)/session.imsh")
      let script = try String(contentsOfFile: directory + "/session.imsh", encoding: .utf8)
      #expect(script == "#!imshell animals\n\(Self.typed)\n")
    }
  }

  /// Time travel in an exported test replays the effect's dispatch too, taken from the export log:
  /// after an undo (the future kept for a redo) and after a new dispatch replaced the future.
  @Test func exportedTimeTravelReplaysTheEffectsDispatch() async throws {
    try await withTemporaryDirectory { directory in
      let harness = await self.appeared()
      await harness.succeeds(":undo", ":redo", ":jump 0", Self.typed, ":jump 1", ":jump 2", ":export-test \(directory)/S.swift")
      let file = try String(contentsOfFile: directory + "/S.swift", encoding: .utf8)
      let travels = file.split(separator: "\n").filter { $0.contains("// time travel") }.map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      #expect(
        travels == [
          "// time travel to #1: a fresh store replays the 1 dispatch before it.",
          "// time travel to #2: a fresh store replays the 2 dispatches before it.",
          "// time travel to #0: the initial state again.",
          "// time travel to #1: a fresh store replays the 1 dispatch before it.",
          "// time travel to #2: a fresh store replays the 2 dispatches before it.",
        ])
      let replays = file.components(separatedBy: "// time travel to #2").dropFirst()
      #expect(replays.count == 2)
      for replay in replays {
        let list = replay.components(separatedBy: "])\n").first ?? ""
        #expect(list.contains(".ui(.categoryList(.onAppear)),"))
        #expect(list.contains(#"Category(categoryId: "Mammal""#), "the fetch replayed whole: \(list)")
      }
    }
  }

  @Test func theExportLogNumbersDispatchesLikeTheHistory() {
    var log = ExportLog<String>()
    for (number, action) in ["a", "b", "c"].enumerated() { log.append(.dispatch(action, number: number + 1, fromEffect: false)) }
    log.append(.restart(["a"], reason: "time travel to #1"))
    #expect(log.actions(through: 3) == ["a", "b", "c"], "an undo keeps the future for a redo")
    log.append(.dispatch("x", number: 2, fromEffect: true))
    #expect(log.actions(through: 3) == ["a", "x"], "a new dispatch replaces the future")
    log.append(.restart([], reason: ":reset"))
    log.append(.dispatch("r", number: 1, fromEffect: false))
    #expect(log.actions(through: 1) == ["r"], ":reset numbers from 1 again")
  }
}
