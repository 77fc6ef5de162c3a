import ImmutableData
@testable import ImmutableShell
import Testing
import TypedLiterals

/// `MountTable` over a session's parts, without the session: mount, remount and unmount keep
/// the watch book and the script's notes; appearing returns lines and actions, dispatching none.
@MainActor @Suite struct MountTableTests {
  private func call(_ text: String) throws -> CallSyntax {
    var parser = try LiteralParser(text)
    return try CallSyntax.parse(&parser, what: "a component")
  }

  /// Mounts `text` and takes its presentation, as `:mount` and the session's `present()` do.
  private func mountAndAppear(_ text: String, in parts: PartsHarness<TallyDomain>) throws -> (lines: [String], actions: [ListAction]) {
    _ = try parts.mounts.mount(label: nil, call: try self.call(text))
    let waiting = parts.mounts.takePresentations()
    try #require(waiting.count == 1)
    return parts.mounts.appear(waiting[0].mount, waiting[0].presentation)
  }

  @Test func mountingAddsWatchesAndANoteAndAppearsWholeOnce() throws {
    let parts = try PartsHarness<TallyDomain>()
    guard case .mounted("Tally", "Tally") = try parts.mounts.mount(label: nil, call: try self.call("Tally")) else {
      Issue.record("expected a new mount")
      return
    }
    #expect(parts.watchBook.publishingWatch(named: "Tally")?.label == "Tally.SelectCount")
    #expect(parts.history.scriptSteps == [":mount Tally()"])
    let waiting = parts.mounts.takePresentations()
    #expect(parts.mounts.takePresentations().isEmpty, "taken once")
    guard let first = waiting.first, case .whole = first.presentation else {
      Issue.record("expected the mount to appear whole")
      return
    }
    let (lines, actions) = parts.mounts.appear(first.mount, first.presentation)
    #expect(lines == ["   ▸ Tally", "     count: 0"])
    #expect(actions == [.didAppend(value: 7)])
    #expect(parts.hub.store.state.items.isEmpty, "the table dispatches nothing itself")
  }

  @Test func aViewAppearsLateOnceItsOutputCallsForSomethingNew() throws {
    let parts = try PartsHarness<TallyDomain>()
    #expect(try self.mountAndAppear("Tally", in: parts).actions == [.didAppend(value: 7)])
    let tally = try #require(parts.mounts.mounts.first)
    try parts.dispatch(.didAppend(value: 7))
    #expect(parts.mounts.lateAppearances(of: tally).isEmpty, "one item calls for nothing")
    try parts.dispatch(.didAppend(value: 8))
    #expect(parts.mounts.lateAppearances(of: tally) == [.didRename(title: "many")])
    try parts.dispatch(.didAppend(value: 9))
    #expect(parts.mounts.lateAppearances(of: tally).isEmpty, "appeared already")
  }

  @Test func renderingAllPrintsOnlyWhatChanged() throws {
    let parts = try PartsHarness<TallyDomain>()
    _ = try self.mountAndAppear("Tally(label: \"n\")", in: parts)
    #expect(parts.mounts.renderAll().isEmpty, "nothing changed since it appeared")
    try parts.dispatch(.didAppend(value: 1))
    #expect(parts.mounts.renderAll() == ["   ▸ Tally", "     n: 1"])
  }

  @Test func remountingKeepsTheMountAndAppearsOnlyWithWhatIsNew() throws {
    let parts = try PartsHarness<TallyDomain>()
    _ = try self.mountAndAppear("Tally", in: parts)
    guard case .remounted("Tally", let call, let watches) = try parts.mounts.mount(label: "Tally", call: try self.call("Tally(label: \"n\")")) else {
      Issue.record("expected a remount")
      return
    }
    #expect(call.text == "Tally(label: \"n\")")
    #expect(watches.isEmpty, "the label changes no watch")
    guard case .appearing(let actions) = parts.mounts.takePresentations().first?.presentation else {
      Issue.record("expected the remount to appear with its new actions")
      return
    }
    #expect(actions.isEmpty, "its appear action was dispatched when it mounted")
    #expect(parts.history.scriptSteps == [":mount Tally()", ":mount Tally(label: \"n\")"])
    let error = #expect(throws: Diagnostic.self) { try parts.mounts.mount(label: "Tally", call: try self.call("Plain")) }
    #expect(error?.message == "Tally is a Tally; unmount it first")
  }

  @Test func unmountingDropsTheWatchesAndNotesIt() throws {
    let parts = try PartsHarness<TallyDomain>()
    _ = try self.mountAndAppear("Plain", in: parts)
    try parts.mounts.unmount("Plain")
    #expect(parts.mounts.mountedNames.isEmpty)
    #expect(parts.watchBook.publishingWatch(named: "Plain") == nil)
    #expect(parts.history.scriptSteps == [":mount Plain()", ":unmount Plain"])
    let error = #expect(throws: Diagnostic.self) { try parts.mounts.unmount("Plain") }
    #expect(error?.message == "nothing mounted as 'Plain'")
  }

  @Test func aRelaunchHasEveryMountAppearWholeAndNotedFirst() throws {
    let parts = try PartsHarness<TallyDomain>()
    _ = try self.mountAndAppear("Plain", in: parts)
    try parts.dispatch(.didAppend(value: 1))
    parts.mounts.relaunched()
    guard case .whole = parts.mounts.takePresentations().first?.presentation else {
      Issue.record("expected the mount to appear whole again")
      return
    }
    #expect(parts.history.notes.lines[0] == [":mount Plain()", ":mount Plain()"], "the first note, then the relaunch's")
  }
}
