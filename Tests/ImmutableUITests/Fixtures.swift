import ImmutableData
import ImmutableUI
import TestSupport

/// Two independent counters: `.incA` changes only `a`, `.incB` only `b`, `.noop` nothing.
struct TwoCounters: Equatable, Sendable {
  var a = 0
  var b = 0
}

enum TwoCountersAction: Equatable, Sendable {
  case incA
  case incB
  case noop
}

@Sendable func reduceTwoCounters(_ state: TwoCounters, _ action: TwoCountersAction) -> TwoCounters {
  var state = state
  switch action {
  case .incA: state.a += 1
  case .incB: state.b += 1
  case .noop: break
  }
  return state
}

typealias TwoCountersStore = Store<TwoCounters, TwoCountersAction>
typealias TextListener = TracedListener<TwoCounters, TwoCountersAction, String>

@MainActor func makeStore() -> TwoCountersStore {
  TwoCountersStore(initialState: TwoCounters(), reducer: reduceTwoCounters)
}

/// Selectors of the fixtures.
enum Select {
  static let a = DependencySelector<TwoCounters, Int>(select: { $0.a })
  static let b = DependencySelector<TwoCounters, Int>(select: { $0.b })
  static let textA = OutputSelector<TwoCounters, String>(select: { "a=\($0.a)" })
  static let textB = OutputSelector<TwoCounters, String>(select: { "b=\($0.b)" })
}

extension Recorder where Element == ListenerTrace {
  /// A sink recording into this log.
  var sink: ListenerTraceSink {
    { [self] trace in self.record(trace) }
  }

  /// The events recorded, without the listener names.
  var events: [ListenerTraceEvent] {
    self.elements.map(\.event)
  }

  /// The events of one listener.
  func events(of name: ListenerName) -> [ListenerTraceEvent] {
    self.elements.filter { $0.listener == name }.map(\.event)
  }
}

extension ListenerCounters {
  /// Counters with the given values, for exact comparisons.
  static func counting(
    passes: Int = 0,
    rejections: Int = 0,
    dependencyRuns: Int = 0,
    outputRuns: Int = 0,
    publications: Int = 0
  ) -> ListenerCounters {
    var counters = ListenerCounters()
    counters.filterPasses = passes
    counters.filterRejections = rejections
    counters.dependencyRuns = dependencyRuns
    counters.outputRuns = outputRuns
    counters.publications = publications
    return counters
  }

  /// Streamed elements handled so far, accepted or not.
  var elementsHandled: Int {
    self.filterPasses + self.filterRejections
  }
}
