@testable import ImmutableShell
import Testing

/// `--trace` and `:trace` read the same words through `TraceSettings.apply`: an item of the list is
/// a `:trace` line with `=` between its words.
@Suite struct TraceSettingsTests {
  @Test func aListAppliesItsItemsInOrderToNothingTraced() {
    #expect(TraceSettings(list: "actions,state")?.enabled == [.actions, .state])
    #expect(TraceSettings(list: "all")?.enabled == Set(TraceSettings.Part.allCases))
    #expect(TraceSettings(list: "all,none")?.enabled == [])
    #expect(TraceSettings(list: "none, effects")?.enabled == [.effects])
    #expect(TraceSettings(list: "all,state=off")?.enabled == [.actions, .listeners, .effects])
  }

  @Test func aListenerDetailReadsAlikeInAListAndInACommand() throws {
    let listed = try #require(TraceSettings(list: "listeners=all"))
    var commanded = TraceSettings(enabled: [])
    try commanded.apply("listeners", "all")
    #expect(listed == commanded)
    #expect(listed.enabled == [.listeners] && listed.listenerDetail == .all)
  }

  @Test func aWordTheSettingsDoNotTakeIsRefusedAndChangesNothing() {
    #expect(TraceSettings(list: "actions,bogus") == nil)
    #expect(TraceSettings(list: "state=all") == nil)
    #expect(TraceSettings(list: " ") == nil)
    var settings = TraceSettings.standard
    #expect(throws: TraceSettings.WordError.unknownTarget("bogus")) { try settings.apply("bogus", nil) }
    #expect(throws: TraceSettings.WordError.unknownState(target: "state", choices: ["on", "off"])) {
      try settings.apply("state", "all")
    }
    #expect(settings == .standard)
  }
}
