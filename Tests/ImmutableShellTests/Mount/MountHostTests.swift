@testable import ImmutableShell
import Testing
import TypedLiterals

/// The session's `MountHost` on its own: mounting returns what it did and prints nothing; the
/// view shows once `present()` has run, with what the next settle gives back to print, once.
@MainActor @Suite struct MountHostTests {
  private func call(_ text: String) throws -> CallSyntax {
    var parser = try LiteralParser(text)
    return try CallSyntax.parse(&parser, what: "a component")
  }

  @Test func mountingReturnsTheChangeAndPresentingShowsTheView() async throws {
    let harness = ShellHarness(domain: ListDomain.self)
    await harness.succeeds(".didAppend(value: 1)")
    let host = harness.shell.session.mountHost
    harness.mark()
    guard case .mounted(let name, let component) = try host.mount(label: "L", call: try self.call("ListView")) else {
      Issue.record("expected a new mount")
      return
    }
    #expect((name, component) == ("L", "ListView"))
    #expect(harness.newOutput.isEmpty, "nothing shows before present()")
    try harness.shell.session.present()
    #expect(harness.newOutput.isEmpty, "the session gives its lines back; it never prints")
    try await harness.shell.settle()
    #expect(harness.newOutputLines.contains("   ▸ L"))
    harness.mark()
    try harness.shell.session.present()
    try await harness.shell.settle()
    #expect(harness.newOutput.isEmpty, "presented once")
    #expect(host.componentListing().mounted.map(\.name) == ["L"])
  }

  @Test func remountingReportsTheWatchesThatRebuilt() async throws {
    let harness = ShellHarness(domain: ListDomain.self)
    let host = harness.shell.session.mountHost
    _ = try host.mount(label: nil, call: try self.call("ListView"))
    try harness.shell.session.present()
    guard case .remounted(_, let call, let watches) = try host.mount(label: "ListView", call: try self.call("ListView(count: 3)")) else {
      Issue.record("expected a remount")
      return
    }
    #expect(call.text == "ListView(count: 3)")
    #expect(!watches.isEmpty)
  }
}
