import ImmutableData
@testable import ImmutableShell
import Testing
import TypedLiterals

/// `TimeTravel` over a session's parts, without the session: jumping moves the store and
/// reports, an unreachable jump moves nothing, `reset` relaunches and has every mount appear
/// again, and the script leaves a mount's watches to its `:mount`.
@MainActor @Suite struct TimeTravelTests {
  private func call(_ text: String, what: String) throws -> CallSyntax {
    var parser = try LiteralParser(text)
    return try CallSyntax.parse(&parser, what: what)
  }

  @Test func jumpingMovesTheStoreAndReportsWhatChanged() throws {
    let parts = try PartsHarness<ListDomain>()
    try parts.dispatch(.didAppend(value: 1))
    try parts.dispatch(.didAppend(value: 2))
    let report = try parts.timeTravel.jump(to: 1)
    #expect((report.number, report.count) == (1, 2))
    #expect(!report.changes.isEmpty)
    #expect(parts.hub.store.state.items == [1])
    #expect(parts.timeTravel.position == (current: 1, count: 2))
  }

  @Test func anUnreachableJumpThrowsAndMovesNothing() throws {
    let parts = try PartsHarness<ListDomain>()
    try parts.dispatch(.didAppend(value: 1))
    let error = #expect(throws: Diagnostic.self) { try parts.timeTravel.jump(to: 5) }
    #expect(error?.message == "no dispatch #5; history holds #1…#1 (0 is the initial state)")
    #expect(parts.hub.store.state.items == [1])
    #expect(parts.timeTravel.position == (current: 1, count: 1))
  }

  @Test func resetRelaunchesAndEveryMountAppearsAgain() throws {
    let parts = try PartsHarness<ListDomain>()
    _ = try parts.mounts.mount(label: nil, call: try self.call("ListView", what: "a component"))
    _ = parts.mounts.takePresentations()
    try parts.dispatch(.didAppend(value: 1))
    let report = parts.timeTravel.reset()
    #expect(report.domain == "list")
    #expect(parts.hub.store.state.items.isEmpty)
    #expect(parts.timeTravel.position == (current: 0, count: 0))
    #expect(parts.history.scriptSteps == [":mount ListView()"], "the relaunched script mounts first")
    let waiting = parts.mounts.takePresentations()
    #expect(waiting.count == 1)
    guard case .whole = waiting.first?.presentation else {
      Issue.record("expected the mount to appear whole")
      return
    }
  }

  @Test func theScriptLeavesAMountsWatchesToItsMount() throws {
    let parts = try PartsHarness<ListDomain>()
    let definition = WatchDefinition(selector: try self.call("selectCount()", what: "a selector"), filter: nil, dependencies: [])
    _ = try parts.watchBook.watch(label: "total", definition: definition)
    _ = try parts.mounts.mount(label: "L", call: try self.call("ListView", what: "a component"))
    try parts.dispatch(.didAppend(value: 1))
    let script = parts.timeTravel.replayScript()
    #expect(script.interpreter == "#!imshell list")
    #expect(script.watches == [":watch total = selectCount()"])
    #expect(script.steps == [":mount L = ListView()", ".didAppend(value: 1)"])
  }
}
