@testable import ImmutableShell
import Testing

/// `:storage [N]` through the shell, on Counter, whose state is one value.
@Suite(.timeLimit(.minutes(5)))
@MainActor struct StorageTests {
  @Test func beforeAnyDispatchThereIsNothingToCompare() async {
    let harness = ShellHarness()
    #expect(await harness.lines(of: ":storage") == ["no dispatches yet"])
  }

  @Test func comparesTheCurrentDispatchByDefaultAndAnyEarlierOneByNumber() async {
    let harness = ShellHarness(traces: TraceSettings(enabled: []))
    await harness.succeeds(".didTapIncrementButton", ".didTapIncrementButton")
    #expect(await harness.lines(of: ":storage") == ["#2 .didTapIncrementButton", "   value  1 → 2"])
    #expect(await harness.lines(of: ":storage #1") == ["#1 .didTapIncrementButton", "   value  0 → 1"])
    await harness.succeeds(":undo")
    #expect(await harness.lines(of: ":storage") == ["#1 .didTapIncrementButton", "   value  0 → 1"])
  }

  @Test func aNumberOutsideTheHistoryOrNotANumberIsACommandError() async {
    let harness = ShellHarness()
    await harness.succeeds(".didTapIncrementButton")
    let (_, errors) = await harness.fails(":storage 5", kind: .command)
    #expect(errors.contains("no dispatch #5; history holds #1…#1"))
    let (_, wrong) = await harness.fails(":storage last", kind: .command)
    #expect(wrong.contains("expected a dispatch number, found 'last'"))
  }
}
