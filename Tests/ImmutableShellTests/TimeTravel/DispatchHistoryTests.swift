import Foundation
@testable import ImmutableShell
import Testing

/// The kept dispatches (`DispatchHistory`) and `:set history N`, which caps them.
@MainActor @Suite struct DispatchHistoryTests {
  /// Four dispatches of strings: states "a", "ab", "abc", "abcd".
  func fourDispatches() -> DispatchHistory<String, Character> {
    var history = DispatchHistory<String, Character>(initial: "")
    for (offset, letter) in "abcd".enumerated() {
      let state = String("abcd".prefix(offset + 1))
      #expect(history.append(.typed(letter), state: state) == offset + 1)
    }
    return history
  }

  @Test func keepsEveryDispatchWithoutALimit() {
    let history = self.fourDispatches()
    #expect(history.count == 4)
    #expect(history.position == 4)
    #expect(history.reachable == 0...4)
    #expect(history.state(after: 0) == "")
    #expect(history.state(after: 3) == "abc")
    #expect(history.entry(1)?.action == "a")
    #expect(history.entry(5) == nil)
    #expect(history.holdings == "history holds #1…#4")
  }

  @Test func trimDropsTheOldestAndKeepsNumbers() {
    var history = self.fourDispatches()
    let dropped = history.trim(to: 2)
    #expect(dropped.map(\.action) == ["a", "b"])
    #expect(history.dropped == 2)
    #expect(history.numbers == 3...4)
    #expect(history.reachable == 2...4)
    #expect(history.state(after: 1) == nil)
    #expect(history.state(after: 2) == "ab")
    #expect(history.entry(2) == nil)
    #expect(history.entry(3)?.action == "c")
    #expect(history.wasDropped(1))
    #expect(!history.wasDropped(2))
    #expect(history.holdings == "history holds #3…#4; #1…#2 were dropped (:set history)")
    #expect(history.append(.caused(by: 4, text: ".e"), state: "abcde") == 5, "numbers go on after a trim")
  }

  @Test func trimNeverDropsTheCurrentState() {
    var history = self.fourDispatches()
    history.move(to: 1)
    #expect(history.trim(to: 0).map(\.action) == ["a"])
    #expect(history.reachable == 1...4, "the undone future stays for :redo")
    #expect(history.append(.typed("x"), state: "ax") == 2, "a dispatch after an undo drops the future")
    #expect(history.count == 2)
  }

  /// A counter shell with four increments typed, then `:set history 2`.
  func cappedShell() async -> ShellHarness {
    let harness = ShellHarness()
    await harness.succeeds(
      ".didTapIncrementButton", ".didTapIncrementButton", ".didTapIncrementButton", ".didTapIncrementButton")
    #expect(await harness.lines(of: ":set history 2") == ["history = 2"])
    return harness
  }

  @Test func setHistoryDropsTheOldestDispatches() async {
    let harness = await self.cappedShell()
    #expect(
      await harness.lines(of: ":history") == [
        "  #1…#2 dropped (:set history)", "  #3 .didTapIncrementButton", "→ #4 .didTapIncrementButton",
      ])
    #expect(await harness.lines(of: ":undo 2") == ["at #2 of 4", "   state   value: 4 → 2"])
    await harness.succeeds(":redo", ":redo", ".didTapDecrementButton")
    #expect(
      await harness.lines(of: ":history") == [
        "  #1…#3 dropped (:set history)", "  #4 .didTapIncrementButton", "→ #5 .didTapDecrementButton",
      ])
  }

  @Test func timeTravelBeyondTheCapIsAClearError() async {
    let harness = await self.cappedShell()
    let message = "dispatch #1 is no longer kept (:set history keeps the newest 2); the oldest state kept is after #2"
    let (failure, errors) = await harness.fails(":undo 3", kind: .command)
    #expect(failure?.message == message)
    #expect(errors.hasPrefix("imshell: <test>:6:7: error: \(message)\n"))
    #expect(await harness.fails(":jump 0", kind: .command).0?.message == message.replacingOccurrences(of: "#1", with: "#0"))
    #expect(await harness.counterValue() == "4", "the state did not move")
  }

  @Test func saveStillReplaysDroppedDispatches() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory + "/session.imsh"
      let harness = await self.cappedShell()
      await harness.succeeds(":set history 0", ":save \(path)")
      let script = try String(contentsOfFile: path, encoding: .utf8)
      #expect(script == "#!imshell counter\n" + String(repeating: ".didTapIncrementButton\n", count: 4))
    }
  }

  @Test func setHistoryTakesACountOrAll() async {
    let harness = await self.cappedShell()
    // Summaries start in one column, after the widest `name value`.
    let lines = await harness.lines(of: ":set")
    #expect(lines.contains { $0.hasPrefix("history 2 ") && $0.hasSuffix("  dispatches kept for :undo and :jump (a count, or all)") }, "\(lines)")
    let columns = Set(lines.map { $0.range(of: "  +", options: .regularExpression)?.upperBound.utf16Offset(in: $0) ?? -1 })
    #expect(columns.count == 1, "\(lines)")
    let (failure, _) = await harness.fails(":set history -1", kind: .command)
    #expect(failure?.message == "history takes a count of dispatches, or all")
    #expect(await harness.lines(of: ":set history all") == ["history = all"])
    await harness.succeeds(".didTapIncrementButton", ".didTapIncrementButton", ".didTapIncrementButton")
    #expect(await harness.lines(of: ":history").count == 6, "the dropped line and all five kept since")
  }
}
