import ImmutableData
@testable import ImmutableShell
import Testing
import TypedLiterals

/// `DomainRuntime` over a hub and an export log, without the session: settings, the legacy
/// model and clock a domain may lack, and effects whose reports land in the inbox, never
/// keeping a closed session alive.
@MainActor @Suite struct DomainRuntimeTests {
  @Test func aSettingIsCheckedThenSwapsTheReducerKeepingTheState() throws {
    let parts = try PartsHarness<ListDomain>()
    try parts.dispatch(.didAppend(value: 1))
    let unknown = #expect(throws: Diagnostic.self) { try parts.runtime.apply(setting: "colour", value: "red") }
    #expect(unknown?.message == "unknown setting 'colour'")
    let wrong = #expect(throws: Diagnostic.self) { try parts.runtime.apply(setting: "mode", value: "shouty") }
    #expect(wrong?.message == "mode takes one of: plain, loud")
    try parts.runtime.apply(setting: "mode", value: "loud")
    #expect(parts.hub.store.state.items == [1])
    // Components read the runtime's options: a view mounted now shows the setting.
    var parser = try LiteralParser("ListView")
    _ = try parts.mounts.mount(label: nil, call: try CallSyntax.parse(&parser, what: "a component"))
    let waiting = parts.mounts.takePresentations()
    #expect(parts.mounts.appear(waiting[0].mount, waiting[0].presentation).lines.last == "     ITEMS: 1 of 1")
  }

  @Test func aDomainWithoutLegacyModelOrClockSaysSo() throws {
    let parts = try PartsHarness<ListDomain>()
    #expect(parts.runtime.legacyOperations().isEmpty)
    var parser = try LiteralParser("edit()")
    let call = try CallSyntax.parse(&parser, what: "a legacy operation")
    let legacy = #expect(throws: Diagnostic.self) { try parts.runtime.callLegacy(call) }
    #expect(legacy?.message == "list has no legacy model")
    let tick = #expect(throws: Diagnostic.self) { try parts.runtime.tick(1) }
    #expect(tick?.message == "list has no virtual clock")
    #expect(!parts.runtime.hasWorkInFlight)
  }

  @Test func effectsReportIntoTheInboxOnlyWhenOn() throws {
    let off = try PartsHarness<ReportingDomain>(effectsEnabled: false)
    off.runtime.startEffects(.launch)
    #expect(off.runtime.inbox.lastEffect == nil)
    let on = try PartsHarness<ReportingDomain>(effectsEnabled: true)
    on.runtime.startEffects(.launch)
    #expect(on.runtime.inbox.lastEffect == "launch")
    let (lines, failure) = on.runtime.inbox.takeAll()
    #expect(failure?.message == "effect: Listener: boom")
    #expect(lines.isEmpty, "no dispatch caused them")
  }

  @Test func anEffectOfAClosedSessionKeepsNothingAliveAndSaysItFailed() throws {
    var parts: PartsHarness<ReportingDomain>? = try PartsHarness<ReportingDomain>(effectsEnabled: true)
    let sink = try #require(parts?.sink)
    parts?.runtime.startEffects(.launch)
    weak let runtime = parts?.runtime
    let report = try #require(ReportingDomain.report)
    parts = nil
    #expect(runtime == nil, "the effect's report closure does not keep the runtime alive")
    report(.started(source: "Listener", condition: "", effect: "late()"))
    report(.failed(source: "Listener", message: "late failure"))
    #expect(sink.captured.errors == "imshell: effect of a closed session: Listener: late failure\n")
  }
}
