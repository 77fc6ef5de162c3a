import CounterData
@testable import ImmutableShell
import ImmutableData
import ImmutableUI
import SampleDomains
import Testing
import TypedLiterals

/// `WatchBook` on its own, over a hub: numbering, names, a mount's alias, and delivery that
/// returns decisions only when asked to keep them.
@MainActor @Suite struct WatchBookTests {
  private let hub = DispatchHub<CounterDomain.State, CounterDomain.Action>(
    initialState: CounterDomain.initialState(options: DomainOptions()), reducer: CounterDomain.reducer(options: DomainOptions()),
    tracker: WorkTracker())

  private func definition(_ text: String) throws -> WatchDefinition {
    var parser = try LiteralParser(text)
    return WatchDefinition(selector: try CallSyntax.parse(&parser, what: "a selector"), filter: nil, dependencies: [])
  }

  private func dispatch(to book: WatchBook<CounterDomain>, keepingDecisions: Bool) throws -> [Int: WatchDecision] {
    let (oldState, store) = try self.hub.reduce(.didTapIncrementButton)
    return book.deliver(Delivery(number: 1, oldState: oldState, action: .didTapIncrementButton), store: store, keepingDecisions: keepingDecisions)
  }

  @Test func watchesAreNumberedAndFoundByIdLabelOrAlias() throws {
    let book = WatchBook<CounterDomain>(hub: self.hub, now: nil)
    _ = try book.watch(label: nil, definition: try self.definition("selectValue()"))
    _ = try book.watch(label: "total", definition: try self.definition("selectValue()"))
    #expect(book.names == ["W1", "W2", "total"])
    book.alias("View", to: book.watch(named: "total"))
    #expect(book.publishingWatch(named: "View")?.id == "W2")
    #expect(try book.unwatch("total").displayName == "W2 total")
    #expect(throws: Diagnostic.self) { try book.unwatch("total") }
  }

  @Test func aDeliveryReturnsDecisionsOnlyWhenKept() throws {
    let book = WatchBook<CounterDomain>(hub: self.hub, now: nil)
    _ = try book.watch(label: nil, definition: try self.definition("selectValue()"))
    #expect(try self.dispatch(to: book, keepingDecisions: false).isEmpty)
    #expect(book.summaries.first?.output == Literal(.integer(1)), "the watch heard the dispatch all the same")
    let decisions = try self.dispatch(to: book, keepingDecisions: true)
    #expect(decisions[1]?.events == [.outputChanged])
    #expect(decisions[1]?.published == SelectedValue(2))
    #expect(decisions[1]?.previous == SelectedValue(1))
  }

  @Test func aWatchThatDecidedNothingHasNoDecisionAndOneThatKeptItsOutputPublishesNone() throws {
    let book = WatchBook<CounterDomain>(hub: self.hub, now: nil)
    _ = try book.watch(label: nil, definition: try self.definition("selectValue()"))
    _ = try book.watch(label: nil, definition: try self.definition("selectIsAtLeast(value: 100)"))
    let decisions = try self.dispatch(to: book, keepingDecisions: true)
    #expect(decisions[1]?.events == [.outputChanged])
    #expect(decisions[2]?.events == [.outputUnchanged])
    #expect(decisions[2]?.published == nil)
    #expect(decisions[2]?.previous == SelectedValue(false))
  }
}
