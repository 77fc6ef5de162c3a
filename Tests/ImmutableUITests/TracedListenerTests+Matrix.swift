import ImmutableData
import ImmutableUI
import TestSupport
import Testing

/// One row of the listener matrix: how the listener is built, and what one dispatched `.incA`
/// must make it do.
struct ListenerCase: Sendable, CustomTestStringConvertible {
  /// The filter, if any.
  enum Filter: String, Sendable {
    case none
    case accepts
    case rejects
  }

  /// What a selector reads: `.changes` reads `a`, which `.incA` changes; `.same` reads `b`.
  enum Slice: String, Sendable {
    case changes
    case same
  }

  let filter: Filter
  let dependencies: [Slice]
  let output: Slice
  /// The trace after the start, for the one action.
  let events: [ListenerTraceEvent]
  /// The published output after the action.
  let published: String
  /// The counters after the action, the start included.
  let counters: ListenerCounters

  var testDescription: String {
    let dependencies = self.dependencies.map(\.rawValue).joined(separator: ", ")
    return "filter \(self.filter.rawValue), dependencies [\(dependencies)], output \(self.output.rawValue)"
  }
}

extension ListenerCase {
  // Shorthands to keep the table one row per case.
  private static let changed0 = ListenerTraceEvent.dependencyChanged(index: 0)
  private static let changed1 = ListenerTraceEvent.dependencyChanged(index: 1)
  private static let same0 = ListenerTraceEvent.dependencyUnchanged(index: 0)
  private static let same1 = ListenerTraceEvent.dependencyUnchanged(index: 1)
  private static let included = ListenerTraceEvent.filterIncluded

  private static func row(
    _ filter: Filter, _ dependencies: [Slice], _ output: Slice,
    _ events: [ListenerTraceEvent], _ published: String,
    passes: Int, rejections: Int, dependencyRuns: Int, outputRuns: Int, publications: Int
  ) -> ListenerCase {
    ListenerCase(
      filter: filter, dependencies: dependencies, output: output, events: events, published: published,
      counters: .counting(
        passes: passes, rejections: rejections, dependencyRuns: dependencyRuns,
        outputRuns: outputRuns, publications: publications))
  }

  /// {no filter, accepting, rejecting} × {0, 1, 2 dependencies, each changed or not}
  /// × {output changes or not}. Outputs read "a=…" or "b=…"; the start publishes "a=0" or "b=0".
  /// A stale "a=0" after `.incA` shows the output was not recomputed.
  static let all: [ListenerCase] = [
    // No filter: every element passes.
    row(.none, [], .changes, [.outputChanged], "a=1",
        passes: 1, rejections: 0, dependencyRuns: 0, outputRuns: 2, publications: 2),
    row(.none, [], .same, [.outputUnchanged], "b=0",
        passes: 1, rejections: 0, dependencyRuns: 0, outputRuns: 2, publications: 1),
    row(.none, [.changes], .changes, [changed0, .outputChanged], "a=1",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 2, publications: 2),
    row(.none, [.changes], .same, [changed0, .outputUnchanged], "b=0",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 2, publications: 1),
    row(.none, [.same], .changes, [same0], "a=0",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 1, publications: 1),
    row(.none, [.same], .same, [same0], "b=0",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 1, publications: 1),
    row(.none, [.same, .same], .changes, [same0, same1], "a=0",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 1, publications: 1),
    row(.none, [.same, .same], .same, [same0, same1], "b=0",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 1, publications: 1),
    row(.none, [.same, .changes], .changes, [same0, changed1, .outputChanged], "a=1",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 2, publications: 2),
    row(.none, [.same, .changes], .same, [same0, changed1, .outputUnchanged], "b=0",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 2, publications: 1),
    row(.none, [.changes, .same], .changes, [changed0, same1, .outputChanged], "a=1",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 2, publications: 2),
    row(.none, [.changes, .same], .same, [changed0, same1, .outputUnchanged], "b=0",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 2, publications: 1),
    row(.none, [.changes, .changes], .changes, [changed0, changed1, .outputChanged], "a=1",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 2, publications: 2),
    row(.none, [.changes, .changes], .same, [changed0, changed1, .outputUnchanged], "b=0",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 2, publications: 1),

    // A filter that accepts: the same decisions, announced by `.filterIncluded`.
    row(.accepts, [], .changes, [included, .outputChanged], "a=1",
        passes: 1, rejections: 0, dependencyRuns: 0, outputRuns: 2, publications: 2),
    row(.accepts, [], .same, [included, .outputUnchanged], "b=0",
        passes: 1, rejections: 0, dependencyRuns: 0, outputRuns: 2, publications: 1),
    row(.accepts, [.changes], .changes, [included, changed0, .outputChanged], "a=1",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 2, publications: 2),
    row(.accepts, [.changes], .same, [included, changed0, .outputUnchanged], "b=0",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 2, publications: 1),
    row(.accepts, [.same], .changes, [included, same0], "a=0",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 1, publications: 1),
    row(.accepts, [.same], .same, [included, same0], "b=0",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 1, publications: 1),
    row(.accepts, [.same, .same], .changes, [included, same0, same1], "a=0",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 1, publications: 1),
    row(.accepts, [.same, .same], .same, [included, same0, same1], "b=0",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 1, publications: 1),
    row(.accepts, [.same, .changes], .changes, [included, same0, changed1, .outputChanged], "a=1",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 2, publications: 2),
    row(.accepts, [.same, .changes], .same, [included, same0, changed1, .outputUnchanged], "b=0",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 2, publications: 1),
    row(.accepts, [.changes, .same], .changes, [included, changed0, same1, .outputChanged], "a=1",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 2, publications: 2),
    row(.accepts, [.changes, .same], .same, [included, changed0, same1, .outputUnchanged], "b=0",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 2, publications: 1),
    row(.accepts, [.changes, .changes], .changes, [included, changed0, changed1, .outputChanged], "a=1",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 2, publications: 2),
    row(.accepts, [.changes, .changes], .same, [included, changed0, changed1, .outputUnchanged], "b=0",
        passes: 1, rejections: 0, dependencyRuns: 2, outputRuns: 2, publications: 1),

    // A filter that rejects: nothing else runs, whatever the selectors would have said.
    row(.rejects, [], .changes, [.filterExcluded], "a=0",
        passes: 0, rejections: 1, dependencyRuns: 0, outputRuns: 1, publications: 1),
    row(.rejects, [], .same, [.filterExcluded], "b=0",
        passes: 0, rejections: 1, dependencyRuns: 0, outputRuns: 1, publications: 1),
    row(.rejects, [.changes], .changes, [.filterExcluded], "a=0",
        passes: 0, rejections: 1, dependencyRuns: 1, outputRuns: 1, publications: 1),
    row(.rejects, [.changes], .same, [.filterExcluded], "b=0",
        passes: 0, rejections: 1, dependencyRuns: 1, outputRuns: 1, publications: 1),
    row(.rejects, [.same], .changes, [.filterExcluded], "a=0",
        passes: 0, rejections: 1, dependencyRuns: 1, outputRuns: 1, publications: 1),
    row(.rejects, [.same], .same, [.filterExcluded], "b=0",
        passes: 0, rejections: 1, dependencyRuns: 1, outputRuns: 1, publications: 1),
    row(.rejects, [.same, .same], .changes, [.filterExcluded], "a=0",
        passes: 0, rejections: 1, dependencyRuns: 1, outputRuns: 1, publications: 1),
    row(.rejects, [.same, .same], .same, [.filterExcluded], "b=0",
        passes: 0, rejections: 1, dependencyRuns: 1, outputRuns: 1, publications: 1),
    row(.rejects, [.same, .changes], .changes, [.filterExcluded], "a=0",
        passes: 0, rejections: 1, dependencyRuns: 1, outputRuns: 1, publications: 1),
    row(.rejects, [.same, .changes], .same, [.filterExcluded], "b=0",
        passes: 0, rejections: 1, dependencyRuns: 1, outputRuns: 1, publications: 1),
    row(.rejects, [.changes, .same], .changes, [.filterExcluded], "a=0",
        passes: 0, rejections: 1, dependencyRuns: 1, outputRuns: 1, publications: 1),
    row(.rejects, [.changes, .same], .same, [.filterExcluded], "b=0",
        passes: 0, rejections: 1, dependencyRuns: 1, outputRuns: 1, publications: 1),
    row(.rejects, [.changes, .changes], .changes, [.filterExcluded], "a=0",
        passes: 0, rejections: 1, dependencyRuns: 1, outputRuns: 1, publications: 1),
    row(.rejects, [.changes, .changes], .same, [.filterExcluded], "b=0",
        passes: 0, rejections: 1, dependencyRuns: 1, outputRuns: 1, publications: 1),
  ]
}

extension ListenerCase.Filter {
  var closure: (@Sendable (TwoCounters, TwoCountersAction) -> Bool)? {
    switch self {
    case .none: nil
    case .accepts: { _, _ in true }
    case .rejects: { _, _ in false }
    }
  }
}

extension ListenerCase.Slice {
  var dependency: DependencySelector<TwoCounters, Int> {
    switch self {
    case .changes: Select.a
    case .same: Select.b
    }
  }

  var output: OutputSelector<TwoCounters, String> {
    switch self {
    case .changes: Select.textA
    case .same: Select.textB
    }
  }

  /// What the start publishes.
  var initialOutput: String {
    switch self {
    case .changes: "a=0"
    case .same: "b=0"
    }
  }
}

@Suite(.timeLimit(.minutes(5)))
@MainActor struct TracedListenerMatrixTests {
  @Test func theTableCoversTheWholeMatrix() {
    let dependencyShapes: [[ListenerCase.Slice]] = [
      [], [.changes], [.same], [.same, .same], [.same, .changes], [.changes, .same], [.changes, .changes],
    ]
    var expected: Set<String> = []
    for filter in [ListenerCase.Filter.none, .accepts, .rejects] {
      for dependencies in dependencyShapes {
        for output in [ListenerCase.Slice.changes, .same] {
          expected.insert(
            ListenerCase(
              filter: filter, dependencies: dependencies, output: output, events: [], published: "",
              counters: ListenerCounters()
            ).testDescription)
        }
      }
    }
    let described = ListenerCase.all.map(\.testDescription)
    #expect(Set(described) == expected)
    #expect(described.count == expected.count, "no case twice")
  }

  @Test(arguments: ListenerCase.all)
  func oneActionFollowsTheRules(_ row: ListenerCase) async throws {
    let store = makeStore()
    let traces = Recorder<ListenerTrace>()
    let dependencies = row.dependencies
    let listener = TextListener(
      name: ListenerName(id: 1, label: "matrix"),
      filter: row.filter.closure,
      dependencies: { dependencies.map { AnyDependencySelector($0.dependency) } },
      outputSelector: row.output.output,
      trace: traces.sink)
    listener.listen(to: store)
    defer { listener.cancel() }

    // The start: every dependency is new, the output is computed and published silently.
    let startEvents = [ListenerTraceEvent.started] + dependencies.indices.map { .dependencyChanged(index: $0) }
    #expect(traces.events == startEvents)
    #expect(listener.output == row.output.initialOutput)
    traces.removeAll()

    try store.dispatch(action: .incA)
    // One element, handled in one main-actor turn: once counted, every event of it was emitted.
    await waitUntil("the listener handled the action") { listener.counters.elementsHandled == 1 }
    #expect(store.dispatchCount == 1)

    #expect(traces.events == row.events)
    #expect(listener.output == row.published)
    #expect(listener.counters == row.counters)
  }
}
