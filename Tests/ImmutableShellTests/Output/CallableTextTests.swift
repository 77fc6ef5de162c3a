@testable import ImmutableShell
import Testing

/// `CallableText`: one line per selector, filter, component or legacy operation.
@Suite struct CallableTextTests {
  private func callable(_ kind: CallableSummary.Kind, parameters: [CallParameter] = []) -> CallableSummary {
    CallableSummary(kind: kind, name: "thing", parameters: parameters, summary: "does it")
  }

  @Test func eachKindHasItsOwnLine() {
    let text = CallableText()
    #expect(text.line(self.callable(.selector(output: "Int"))) == "thing() -> Int  does it")
    #expect(text.line(self.callable(.filter)) == "filter thing()  does it")
    #expect(text.line(self.callable(.component)) == "thing  does it", "a component without parameters is mounted by its name alone")
  }

  @Test func listingsSayWhenThereIsNothing() {
    let text = CallableText()
    #expect(text.legacyListing([], domain: "Counter") == ["Counter has no legacy model"])
    #expect(text.componentListing(ComponentListing(available: [self.callable(.component)], mounted: [])) == ["thing  does it", "nothing mounted"])
  }
}
