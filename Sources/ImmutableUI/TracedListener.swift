import ImmutableData

/// The shell's listener: the book's rules (see `Listener`) plus what a shell needs beside them.
///
/// - a number of dependencies known only at run time (`:watch … deps:`), kept type-erased;
/// - a stable `ListenerName` and a structured trace of every decision (`ListenerTraceSink`);
/// - counters (`:stats`) and synchronous delivery by an owner that already runs right after
///   `dispatch` (`attach(to:)`, `receive(oldState:action:current:)`).
///
/// ```swift
/// let listener = TracedListener<CounterState, CounterAction, Int>(
///   name: ListenerName(id: 1, label: "SelectValue"),
///   outputSelector: OutputSelector(select: CounterState.selectValue()))
/// listener.listen(to: store)
/// listener.output  // 0
/// ```
///
/// What tracing costs: while `isTracing` is on, every dependency is compared even after one
/// reported a change, so the trace can say `deps: 2/2 changed`, and each decision builds a
/// `ListenerTrace`. With tracing off, comparing stops at the first change, as in the book.
/// Published outputs are the same either way.
///
/// Giving a new `id` through `update(id:…)` drops the caches and selectors; the next
/// `listen(to:)` rebuilds them, as the book's `id` does for a view showing another item.
@MainActor final public class TracedListener<State: Sendable, Action: Sendable, Output: Sendable> {
  /// The stable id and label every trace event of this listener carries.
  public let name: ListenerName
  private var id: AnyHashable?
  private var definition: Definition
  private weak var store: AnyObject?
  @usableFromInline var listener: TracedAsyncListener<State, Action, Output>?
  private var task: Task<Void, any Error>?
  /// Stream loops of stopped builds, kept so `stopped()` can wait for their end.
  private var retiredTasks: [Task<Void, any Error>] = []
  private let trace: ListenerTraceSink?
  private var retired = ListenerCounters()

  /// Whether decisions are reported, to the trace sink and as `receive`'s value. An owner that
  /// knows nobody reads them (a shell with its traces off) turns this off, which spares building
  /// a trace per decision and the comparisons after the first dependency that changed.
  public var isTracing = true {
    didSet { if oldValue != self.isTracing { self.listener?.isTracing = self.isTracing } }
  }

  /// The selectors a build is made from.
  private struct Definition {
    var filter: (@Sendable (State, Action) -> Bool)?
    var makeDependencies: @MainActor () -> [AnyDependencySelector<State>]
    var outputSelector: OutputSelector<State, Output>
  }

  /// Creates a listener from a parameter pack of dependencies (empty for none).
  public convenience init<each Dependency>(
    name: ListenerName,
    id: AnyHashable? = nil,
    filter: (@Sendable (State, Action) -> Bool)? = nil,
    dependencySelector: repeat DependencySelector<State, each Dependency>,
    outputSelector: OutputSelector<State, Output>,
    trace: ListenerTraceSink? = nil
  ) {
    let selectors = (repeat each dependencySelector)
    self.init(
      name: name, id: id, filter: filter,
      dependencies: { [AnyDependencySelector<State>].erasing(repeat each selectors) },
      outputSelector: outputSelector, trace: trace)
  }

  /// Creates a listener whose dependencies are built by `dependencies` at every (re)build.
  public init(
    name: ListenerName,
    id: AnyHashable? = nil,
    filter: (@Sendable (State, Action) -> Bool)? = nil,
    dependencies: @escaping @MainActor () -> [AnyDependencySelector<State>],
    outputSelector: OutputSelector<State, Output>,
    trace: ListenerTraceSink? = nil
  ) {
    self.name = name
    self.id = id
    self.definition = Definition(
      filter: filter, makeDependencies: dependencies, outputSelector: outputSelector)
    self.trace = trace
  }

  isolated deinit {
    self.task?.cancel()
  }
}

extension TracedListener {
  /// The last published output; observable, like `Listener.output`, for the current build.
  ///
  /// - Important: valid after the first `listen(to:)`; reading it before is a programmer error.
  public var output: Output {
    guard let output = self.listener?.storage.output else { fatalError("listener read before listen(to:)") }
    return output
  }

  /// The observable storage of the current build, for `withObservationTracking`.
  public var storage: OutputStorage<Output>? { self.listener?.storage }

  /// Counters summed over every build of this listener.
  public var counters: ListenerCounters {
    self.listener.map { self.retired + $0.counters } ?? self.retired
  }

  /// Replaces the selectors when `id` differs from the current one; the next `listen(to:)`
  /// then rebuilds. The same `id` changes nothing, as in the book.
  public func update(
    id: AnyHashable?,
    filter: (@Sendable (State, Action) -> Bool)?,
    dependencies: @escaping @MainActor () -> [AnyDependencySelector<State>],
    outputSelector: OutputSelector<State, Output>
  ) {
    guard self.id != id else { return }
    self.id = id
    self.definition = Definition(
      filter: filter, makeDependencies: dependencies, outputSelector: outputSelector)
    self.store = nil
  }

  /// Starts (or restarts) listening to `store`; a no-op while already listening to it.
  public func listen(
    to store: some ImmutableData.Selector<State> & ImmutableData.Streamer<State, Action> & AnyObject
  ) {
    guard let listener = self.build(for: store) else { return }
    let stream = store.makeStream()
    self.task = Task { try await listener.listen(to: stream, with: store) }
  }

  /// Builds (or rebuilds) against `store` for synchronous delivery: the owner hands over each
  /// dispatch through `receive(oldState:action:current:)` in the dispatch's own turn.
  ///
  /// A stream costs one task wake-up per element and listener; an owner that already runs on
  /// the main actor right after `dispatch` (the shell) can skip that and keep the same rules.
  public func attach(to store: some ImmutableData.Selector<State> & AnyObject) {
    _ = self.build(for: store)
  }

  /// Runs filter → dependencies → output for one dispatch delivered by the owner, and returns
  /// what it decided (empty while `isTracing` is off, or before the first build).
  @inlinable @discardableResult
  public func receive(oldState: State, action: Action, current store: some ImmutableData.Selector<State>) -> ListenerDecision {
    self.listener?.receive(oldState: oldState, action: action, current: store) ?? ListenerDecision()
  }

  /// A fresh build on `store`, or nil when already built on it; stops any previous stream.
  private func build(for store: some ImmutableData.Selector<State> & AnyObject) -> TracedAsyncListener<State, Action, Output>? {
    guard self.store !== store else { return nil }
    let isRebuild = self.listener != nil
    if let old = self.listener { self.retired = self.retired + old.counters }
    self.store = store
    self.retireTask()
    let listener = TracedAsyncListener<State, Action, Output>(
      name: self.name, filter: self.definition.filter,
      dependencies: self.definition.makeDependencies(),
      outputSelector: self.definition.outputSelector, trace: self.trace)
    self.trace?(ListenerTrace(listener: self.name, event: isRebuild ? .rebuilt : .started))
    listener.isTracing = self.isTracing
    listener.update(with: store)
    self.listener = listener
    return listener
  }

  /// Stops listening; the published output stays readable, and the next `listen(to:)` rebuilds.
  public func cancel() {
    self.retireTask()
    self.store = nil
  }

  /// Returns once the stream loop of every stopped build has ended, so nothing it had buffered
  /// can still be handled: the signal a test waits on before checking that nothing happened.
  package func stopped() async {
    while let task = self.retiredTasks.popLast() {
      _ = try? await task.value
    }
  }

  private func retireTask() {
    guard let task = self.task else { return }
    task.cancel()
    self.retiredTasks.append(task)
    self.task = nil
  }
}
