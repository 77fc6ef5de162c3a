import ImmutableData
import ImmutableUI
import Observation
import TestSupport
import Testing

/// One row of the book's decision matrix: how an `AsyncListener` is built, and the one element
/// `(oldState, .incA)` it is then handed.
struct BookDecisionCase: Sendable, CustomTestStringConvertible {
  /// The filter, if any.
  enum Filter: String, Sendable, CaseIterable {
    case none, accepts, rejects
  }

  /// What a selector reads: `.changes` reads `a`, which `.incA` changes; `.same` reads `b`.
  enum Slice: String, Sendable, CaseIterable {
    case changes, same
  }

  let filter: Filter
  let dependencies: [Slice]
  let output: Slice

  var testDescription: String {
    "filter \(self.filter.rawValue), dependencies [\(self.dependencies.map(\.rawValue).joined(separator: ", "))], output \(self.output.rawValue)"
  }

  /// Every combination: 3 filters × 7 dependency shapes (none; one changed or not; two, each
  /// changed or not) × output changed or not.
  static let all: [BookDecisionCase] = {
    let shapes: [[Slice]] = [[], [.changes], [.same], [.same, .same], [.same, .changes], [.changes, .same], [.changes, .changes]]
    return Filter.allCases.flatMap { filter in
      shapes.flatMap { dependencies in
        Slice.allCases.map { BookDecisionCase(filter: filter, dependencies: dependencies, output: $0) }
      }
    }
  }()
}

extension BookDecisionCase.Slice {
  /// The counter this slice reads.
  func value(in state: TwoCounters) -> Int {
    self == .changes ? state.a : state.b
  }

  /// The output text for this slice: "a=…" or "b=…".
  func text(in state: TwoCounters) -> String {
    self == .changes ? "a=\(state.a)" : "b=\(state.b)"
  }
}

/// What the book's rules (chapter 2) say one element makes the listener do, counted per closure.
struct BookDecision: Equatable {
  var filterCalls = 0
  /// Per dependency, in order.
  var dependencySelects: [Int]
  var dependencyComparisons: [Int]
  var outputSelects = 0
  var outputComparisons = 0
  /// Observation notifications, which happen exactly on publication.
  var notifications = 0
  var output: String

  /// The rules, stated once in plain terms:
  /// - a filter is called once; false ends the element's handling;
  /// - with dependencies, every one is selected, and compared in order until one changed; if
  ///   none changed, handling ends;
  /// - the output is selected and compared with the last one; published only if it changed.
  init(expectedFor row: BookDecisionCase) {
    let count = row.dependencies.count
    self.filterCalls = row.filter == .none ? 0 : 1
    self.dependencySelects = Array(repeating: 0, count: count)
    self.dependencyComparisons = Array(repeating: 0, count: count)
    self.output = row.output == .changes ? "a=0" : "b=0"
    guard row.filter != .rejects else { return }
    if count > 0 {
      self.dependencySelects = Array(repeating: 1, count: count)
      let firstChange = row.dependencies.firstIndex(of: .changes)
      for index in 0..<count where firstChange.map({ index <= $0 }) ?? true {
        self.dependencyComparisons[index] = 1
      }
      guard firstChange != nil else { return }
    }
    self.outputSelects = 1
    self.outputComparisons = 1
    if row.output == .changes {
      self.notifications = 1
      self.output = "a=1"
    }
  }

  init(
    filterCalls: Int, dependencySelects: [Int], dependencyComparisons: [Int], outputSelects: Int,
    outputComparisons: Int, notifications: Int, output: String
  ) {
    self.filterCalls = filterCalls
    self.dependencySelects = dependencySelects
    self.dependencyComparisons = dependencyComparisons
    self.outputSelects = outputSelects
    self.outputComparisons = outputComparisons
    self.notifications = notifications
    self.output = output
  }
}

/// Counts every call of every closure a listener is built from.
struct CountingSelectors: Sendable {
  let filterCalls = CallCounter()
  let dependencySelects: [CallCounter]
  let dependencyComparisons: [CallCounter]
  let outputSelects = CallCounter()
  let outputComparisons = CallCounter()
  let filter: (@Sendable (TwoCounters, TwoCountersAction) -> Bool)?
  let dependencies: [DependencySelector<TwoCounters, Int>]
  let output: OutputSelector<TwoCounters, String>

  init(_ row: BookDecisionCase) {
    let filterCalls = self.filterCalls
    switch row.filter {
    case .none: self.filter = nil
    case .accepts: self.filter = { _, _ in filterCalls.increment(); return true }
    case .rejects: self.filter = { _, _ in filterCalls.increment(); return false }
    }
    let selects = row.dependencies.map { _ in CallCounter() }
    let comparisons = row.dependencies.map { _ in CallCounter() }
    self.dependencySelects = selects
    self.dependencyComparisons = comparisons
    self.dependencies = row.dependencies.indices.map { index in
      let slice = row.dependencies[index]
      return DependencySelector(
        select: { selects[index].increment(); return slice.value(in: $0) },
        didChange: { comparisons[index].increment(); return $0 != $1 })
    }
    let outputSelects = self.outputSelects
    let outputComparisons = self.outputComparisons
    let slice = row.output
    self.output = OutputSelector(
      select: { outputSelects.increment(); return slice.text(in: $0) },
      didChange: { outputComparisons.increment(); return $0 != $1 })
  }

  /// The counts so far, with `notifications` and `output` as given.
  func decision(notifications: Int, output: String) -> BookDecision {
    BookDecision(
      filterCalls: self.filterCalls.count, dependencySelects: self.dependencySelects.map(\.count),
      dependencyComparisons: self.dependencyComparisons.map(\.count), outputSelects: self.outputSelects.count,
      outputComparisons: self.outputComparisons.count, notifications: notifications, output: output)
  }
}

@Suite(.timeLimit(.minutes(5)))
@MainActor struct BookChapter02DecisionTests {
  @Test func theTableCoversTheWholeMatrix() {
    #expect(BookDecisionCase.all.count == 42)
    #expect(Set(BookDecisionCase.all.map(\.testDescription)).count == 42)
  }

  @Test("AsyncListener decides one element as the book does", arguments: BookDecisionCase.all)
  func oneElement(_ row: BookDecisionCase) async throws {
    let selectors = CountingSelectors(row)
    let d = selectors.dependencies
    // The book's initializer, with a pack of 0, 1 or 2 dependency selectors.
    switch d.count {
    case 0:
      try await self.run(
        AsyncListener(filter: selectors.filter, outputSelector: selectors.output), row, selectors)
    case 1:
      try await self.run(
        AsyncListener(filter: selectors.filter, dependencySelector: d[0], outputSelector: selectors.output), row, selectors)
    default:
      try await self.run(
        AsyncListener(filter: selectors.filter, dependencySelector: d[0], d[1], outputSelector: selectors.output),
        row, selectors)
    }
  }

  private func run<each Dependency>(
    _ listener: AsyncListener<TwoCounters, TwoCountersAction, repeat each Dependency, String>,
    _ row: BookDecisionCase,
    _ selectors: CountingSelectors
  ) async throws {
    let store = makeStore()
    listener.update(with: store)
    // The start selects everything once, compares nothing, publishes.
    let start = selectors.decision(notifications: 0, output: listener.output)
    #expect(
      start
        == BookDecision(
          filterCalls: 0, dependencySelects: row.dependencies.map { _ in 1 },
          dependencyComparisons: row.dependencies.map { _ in 0 }, outputSelects: 1, outputComparisons: 0,
          notifications: 0, output: row.output == .changes ? "a=0" : "b=0"))

    let notifications = CallCounter()
    withObservationTracking {
      _ = listener.output
    } onChange: {
      notifications.increment()
    }
    let oldState = store.state
    try store.dispatch(action: .incA)
    let (stream, continuation) = AsyncStream<(oldState: TwoCounters, action: TwoCountersAction)>.makeStream()
    continuation.yield((oldState: oldState, action: .incA))
    continuation.finish()
    try await listener.listen(to: stream, with: store)

    var expected = BookDecision(expectedFor: row)
    expected.dependencySelects = zip(expected.dependencySelects, start.dependencySelects).map(+)
    expected.outputSelects += start.outputSelects
    #expect(selectors.decision(notifications: notifications.count, output: listener.output) == expected)
  }
}
