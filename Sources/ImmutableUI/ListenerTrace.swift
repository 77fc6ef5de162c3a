/// One decision a listener made, as a fact; the shell renders these, the engine never prints.
public enum ListenerTraceEvent: Hashable, Sendable {
  /// The listener computed its dependencies and output for the first time.
  case started
  /// A new identity (or a new store) replaced the listener's selectors and caches.
  case rebuilt
  /// The filter accepted `(oldState, action)`.
  case filterIncluded
  /// The filter rejected `(oldState, action)`: nothing else ran.
  case filterExcluded
  /// Dependency `index` (0-based) was selected again and differs from the cached value.
  case dependencyChanged(index: Int)
  /// Dependency `index` was selected again and equals the cached value.
  case dependencyUnchanged(index: Int)
  /// The output was recomputed and equals the published one: nothing was published.
  case outputUnchanged
  /// The output was recomputed, differs, and was published.
  case outputChanged
}

/// Who made a decision: a stable number chosen by the listener's owner, and its label.
public struct ListenerName: Hashable, Sendable {
  /// A number that stays the same for the life of the listener, across rebuilds.
  public let id: Int
  /// The label given at creation, if any.
  public let label: String?

  /// Creates a name.
  public init(id: Int, label: String? = nil) {
    self.id = id
    self.label = label
  }
}

/// A trace event together with the listener that produced it.
public struct ListenerTrace: Hashable, Sendable {
  /// The listener.
  public let listener: ListenerName
  /// What it decided.
  public let event: ListenerTraceEvent

  /// Creates a trace record.
  public init(listener: ListenerName, event: ListenerTraceEvent) {
    self.listener = listener
    self.event = event
  }
}

/// What one listener decided for one element, in order: the value `TracedListener.receive`
/// hands back, so an owner that delivers synchronously needs no sink to learn it.
public struct ListenerDecision: Hashable, Sendable {
  /// Nil until the first event: a listener that is not tracing hands back a decision that holds
  /// no array at all, so its `receive` pays no reference counting for it.
  @usableFromInline var recorded: [ListenerTraceEvent]?

  /// The events, as the trace sink received them.
  public var events: [ListenerTraceEvent] { self.recorded ?? [] }

  /// A decision with `events`.
  @inlinable public init(events: [ListenerTraceEvent]) {
    self.recorded = events.isEmpty ? nil : events
  }

  /// A decision with no events: nothing decided, or not tracing.
  @inlinable public init() {
    self.recorded = nil
  }

  /// Adds `event` after the others.
  @inlinable mutating func record(_ event: ListenerTraceEvent) {
    if self.recorded == nil { self.recorded = [event] } else { self.recorded!.append(event) }
  }
}

/// Where a listener reports its decisions; called on the main actor, synchronously.
public typealias ListenerTraceSink = @MainActor @Sendable (ListenerTrace) -> Void

/// How often each part of a listener ran: the numbers behind `:stats` and the memoization tests.
public struct ListenerCounters: Hashable, Sendable {
  /// Elements the filter accepted (or all elements, when there is no filter).
  public var filterPasses = 0
  /// Elements the filter rejected.
  public var filterRejections = 0
  /// Times the dependencies were selected and compared (including the start).
  public var dependencyRuns = 0
  /// Times the output selector ran (including the start).
  public var outputRuns = 0
  /// Times a new output was published (including the start).
  public var publications = 0

  /// All zero.
  public init() {}
}

extension ListenerCounters {
  /// Both sets of counts added up (a listener's builds, a watch's listeners).
  public static func + (lhs: Self, rhs: Self) -> Self {
    var total = lhs
    total.filterPasses += rhs.filterPasses
    total.filterRejections += rhs.filterRejections
    total.dependencyRuns += rhs.dependencyRuns
    total.outputRuns += rhs.outputRuns
    total.publications += rhs.publications
    return total
  }
}
