@testable import ImmutableShell
import Testing
import TypedLiterals

/// `MountRenderer`: a mount's parts as they change, and what `:mount` did.
@Suite struct MountRendererTests {
  private let renderer = MountRenderer(maxItems: 20)

  @Test func onlyThePartsThatChangedPrintAgain() {
    #expect(self.renderer.lines(name: "L", parts: [["a"], ["b"]], previous: []) == ["   ▸ L", "     a", "     b"])
    #expect(self.renderer.lines(name: "L", parts: [["a"], ["c"]], previous: [["a"], ["b"]]) == ["   ▸ L", "     c"])
    #expect(self.renderer.lines(name: "L", parts: [["a"]], previous: [["a"]]).isEmpty)
  }

  @Test func aMountNamesItsComponentOnlyWhenLabelled() throws {
    #expect(self.renderer.lines(for: .mounted(name: "List", component: "List")) == ["mounted List"])
    #expect(self.renderer.lines(for: .mounted(name: "L", component: "List")) == ["mounted L = List"])
    var parser = try LiteralParser("List(count: 2)")
    let call = try CallSyntax.parse(&parser, what: "a component")
    #expect(self.renderer.lines(for: .remounted(name: "L", call: call, watches: [])) == ["remounted L = List(count: 2)"])
  }
}
