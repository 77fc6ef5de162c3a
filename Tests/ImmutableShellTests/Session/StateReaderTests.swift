import CounterData
import Foundation
@testable import ImmutableShell
import SampleDomains
import Testing
import TypedLiterals

/// `StateReader` answers from a state and a history alone, without a session.
@MainActor @Suite struct StateReaderTests {
  private func reader(after values: Int...) -> StateReader<CounterDomain> {
    let options = DomainOptions()
    let reducer = CounterDomain.reducer(options: options)
    var state = CounterDomain.initialState(options: options)
    var history = DispatchHistory<CounterDomain.State, CounterDomain.Action>(initial: state)
    for _ in values {
      state = try! reducer(state, .didTapIncrementButton)
      _ = history.append(.typed(.didTapIncrementButton), state: state)
    }
    return StateReader(state: state, history: history, now: nil, maxItems: 20)
  }

  private func call(_ text: String) throws -> CallSyntax {
    var parser = try LiteralParser(text)
    return try CallSyntax.parse(&parser, what: "a selector")
  }

  @Test func aSelectorRunsOnTheSnapshotsState() throws {
    #expect(try self.reader(after: 1, 2).select(try self.call("selectValue()")).value == Literal(.integer(2)))
  }

  @Test func statePathsNarrowToWhatIsUnderThemAndAnUnknownOneIsRefused() throws {
    guard case .leaves(let leaves) = try self.reader(after: 1).state(at: nil) else {
      Issue.record("expected leaves")
      return
    }
    #expect(leaves.map(\.path) == ["value"])
    #expect(throws: Diagnostic.self) { try self.reader().state(at: "valu") }
  }

  @Test func storageNamesTheDispatchItComparesAndNothingBeforeTheFirst() throws {
    #expect(try self.reader().storage(after: nil).dispatch == nil)
    let report = try self.reader(after: 1, 2).storage(after: 1)
    #expect(report.dispatch?.number == 1)
    #expect(!report.parts.isEmpty)
    #expect(throws: Diagnostic.self) { try self.reader(after: 1).storage(after: 5) }
  }

  @Test func theListingHasEverySelectorThenEveryFilter() {
    let kinds = self.reader().selectors().map { if case .filter = $0.kind { "filter" } else { "selector" } }
    let firstFilter = kinds.firstIndex(of: "filter") ?? kinds.endIndex
    #expect(kinds.contains("selector") && kinds.contains("filter"))
    #expect(!kinds[firstFilter...].contains("selector"))
  }
}
