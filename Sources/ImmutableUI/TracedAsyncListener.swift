import ImmutableData

/// Runs the filter → dependencies → output rules for one build of a `TracedListener`.
///
/// - Important: Main-actor isolated; while tracing, every decision is reported to `trace` as it
///   is made, and `receive` also hands back the decisions of its element as a value.
///
/// The per-dispatch path (`receive`, `update`) is `@inlinable`, so a client that knows its state,
/// action and output types runs it specialized, without run-time metadata look-ups.
@usableFromInline @MainActor final package class TracedAsyncListener<State: Sendable, Action: Sendable, Output: Sendable> {
  @usableFromInline let name: ListenerName
  @usableFromInline let filter: (@Sendable (State, Action) -> Bool)?
  @usableFromInline let dependencies: [AnyDependencySelector<State>]
  @usableFromInline let outputSelector: OutputSelector<State, Output>
  @usableFromInline let trace: ListenerTraceSink?
  @usableFromInline var cachedOutput: Output?
  @usableFromInline package let storage = OutputStorage<Output>()
  @usableFromInline package internal(set) var counters = ListenerCounters()
  /// Whether `emit` records decisions and reports them to `trace` (see `TracedListener.isTracing`).
  @usableFromInline package var isTracing = true

  package init(
    name: ListenerName,
    filter: (@Sendable (State, Action) -> Bool)?,
    dependencies: [AnyDependencySelector<State>],
    outputSelector: OutputSelector<State, Output>,
    trace: ListenerTraceSink?
  ) {
    self.name = name
    self.filter = filter
    self.dependencies = dependencies
    self.outputSelector = outputSelector
    self.trace = trace
  }
}

extension TracedAsyncListener {
  /// Handles one element: the filter sees the old state, selectors the current one. Returns
  /// what was decided (nothing while not tracing).
  @inlinable @discardableResult
  package func receive(oldState: State, action: Action, current store: some ImmutableData.Selector<State>) -> ListenerDecision {
    var decision = ListenerDecision()
    if let filter = self.filter {
      guard filter(oldState, action) else {
        self.counters.filterRejections += 1
        self.emit(.filterExcluded, into: &decision)
        return decision
      }
      self.emit(.filterIncluded, into: &decision)
    }
    self.counters.filterPasses += 1
    self.update(with: store, into: &decision)
    return decision
  }

  /// Refreshes the dependencies (if any) and recomputes the output when one of them changed (a
  /// build's first run, whose decisions nobody reads).
  @inlinable
  package func update(with store: some ImmutableData.Selector<State>) {
    var ignored = ListenerDecision()
    self.update(with: store, into: &ignored)
  }

  /// `update(with:)`, adding each decision to `decision`.
  @inlinable
  package func update(with store: some ImmutableData.Selector<State>, into decision: inout ListenerDecision) {
    if !self.dependencies.isEmpty {
      let state = store.state
      self.counters.dependencyRuns += 1
      var anyChanged = false
      for index in 0..<self.dependencies.count {
        // The book stops comparing at the first change; a trace wants every verdict.
        guard !anyChanged || self.isTracing else {
          self.dependencies[index].refresh(from: state, comparing: false)
          continue
        }
        let changed = self.dependencies[index].refresh(from: state)
        self.emit(changed ? .dependencyChanged(index: index) : .dependencyUnchanged(index: index), into: &decision)
        anyChanged = anyChanged || changed
      }
      guard anyChanged else { return }
    }
    self.updateOutput(with: store, into: &decision)
  }

  /// Consumes `stream` until it ends or the task is cancelled.
  package func listen<S: AsyncSequence>(
    to stream: S,
    with store: some ImmutableData.Selector<State>
  ) async throws where S.Element == (oldState: State, action: Action) {
    for try await element in stream {
      // A cancelled AsyncStream still hands out what it had buffered; a stopped listener must not.
      guard !Task.isCancelled else { return }
      self.receive(oldState: element.oldState, action: element.action, current: store)
    }
  }
}

extension TracedAsyncListener {
  @inlinable
  func updateOutput(with store: some ImmutableData.Selector<State>, into decision: inout ListenerDecision) {
    self.counters.outputRuns += 1
    let output = store.select(self.outputSelector.select)
    defer { self.cachedOutput = output }
    if let old = self.cachedOutput, !self.outputSelector.didChange(old, output) {
      self.emit(.outputUnchanged, into: &decision)
      return
    }
    self.counters.publications += 1
    self.storage.output = output
    if self.cachedOutput != nil { self.emit(.outputChanged, into: &decision) }
  }

  @inlinable
  func emit(_ event: ListenerTraceEvent, into decision: inout ListenerDecision) {
    guard self.isTracing else { return }
    decision.record(event)
    self.trace?(ListenerTrace(listener: self.name, event: event))
  }
}
