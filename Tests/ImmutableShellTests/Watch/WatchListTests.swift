@testable import ImmutableShell
import Testing

/// How `:watch`, `:unwatch` and `:expect` find a watch by name (`WatchList`): ids before labels,
/// the earliest of equal labels, and names freed by `:unwatch`.
@MainActor @Suite struct WatchListTests {
  @Test func anIdWinsOverALabelThatLooksLikeIt() async {
    let harness = ShellHarness()
    await harness.succeeds(":watch W2 = selectIsAtLeast(value: 1)", ":watch selectValue()", ".didTapIncrementButton")
    #expect(await harness.lines(of: ":expect W2 == 1") == ["   ✓ 1"], "W2 is the second watch, not the one labelled W2")
    #expect(await harness.lines(of: ":expect W1 == true") == ["   ✓ true"])
  }

  @Test func removingAWatchFreesItsIdAndLabel() async {
    let harness = ShellHarness()
    await harness.succeeds(":watch a = selectValue()", ":watch b = selectValue()")
    #expect(await harness.lines(of: ":unwatch a") == ["removed W1 a"])
    await harness.fails(":expect a == 0", kind: .syntax)
    await harness.fails(":expect W1 == 0", kind: .syntax)
    #expect(await harness.lines(of: ":expect b == 0") == ["   ✓ 0"])
    #expect(await harness.lines(of: ":watch a = selectIsAtLeast(value: 1)") == ["W3 a = selectIsAtLeast(value: 1) → false"])
    #expect(await harness.lines(of: ":expect a == false") == ["   ✓ false"])
  }

  @Test func thousandsOfWatchesAreEachFoundByNameAndAllHearADispatch() async {
    let harness = ShellHarness()
    await harness.succeeds(contentsOf: (1...3_000).map { ":watch w\($0) = selectValue()" })
    await harness.succeeds(".didTapIncrementButton")
    #expect(await harness.lines(of: ":expect w1 == 1") == ["   ✓ 1"])
    #expect(await harness.lines(of: ":expect w3000 == 1") == ["   ✓ 1"])
    #expect(await harness.lines(of: ":expect W3000 == 1") == ["   ✓ 1"])
  }
}
