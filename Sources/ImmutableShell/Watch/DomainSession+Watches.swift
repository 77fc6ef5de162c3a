import ImmutableData
import ImmutableUI
import TypedLiterals

extension DomainSession: WatchRegistry {
  var names: [String] { self.watches.flatMap { $0.label == $0.id ? [$0.id] : [$0.id, $0.label] } }

  func watch(label: String?, definition: WatchDefinition) throws -> WatchChange {
    let parts = try self.build(definition)
    if let label, let existing = self.watch(named: label) {
      guard existing.definition.text != definition.text else { return .unchanged(existing.summary) }
      existing.redefine(definition, outputType: parts.outputType)
      self.start(existing, parts: parts)
      return .rebuilt(existing.summary)
    }
    let number = self.nextWatchNumber
    self.nextWatchNumber += 1
    let watch = Watch<D.State, D.Action>(
      number: number, label: label ?? "W\(number)", definition: definition, outputType: parts.outputType)
    self.start(watch, parts: parts)
    self.watches.append(watch)
    return .added(watch.summary)
  }

  func unwatch(_ name: String) throws -> WatchSummary {
    guard let watch = self.watch(named: name) else {
      throw Diagnostic(.command, "no watch named '\(name)'", expected: self.names, suggestion: closestMatch(to: name, among: self.names))
    }
    self.watches.remove(watch)
    watch.listener.cancel()
    return watch.summary
  }

  var summaries: [WatchSummary] { self.watches.map(\.summary) }

  func publishedOutput(of name: String) -> (value: Literal, type: ValueType)? {
    guard let watch = self.publishingWatch(named: name) else { return nil }
    return (watch.output.literal, watch.outputType)
  }

  /// The watch `:expect NAME` reads: a watch's id or label, or a mount's name, which stands for
  /// its first watch (the view's main output).
  func publishingWatch(named name: String) -> Watch<D.State, D.Action>? {
    self.watch(named: name) ?? self.mounts.first(where: { $0.name == name })?.watches.first
  }

  /// Re-attaches every watch to the new store after a relaunch.
  func reattachWatches() {
    for watch in self.watches {
      let before = watch.output
      self.connect(watch)
      if watch.output == before { watch.repeatedOutputs += 1 }
    }
  }

  /// The watch whose id is `name`, else the one labelled `name` (see `WatchList.named`).
  func watch(named name: String) -> Watch<D.State, D.Action>? {
    self.watches.named(name)
  }
}

/// The selectors and filter a watch definition resolves to.
struct WatchParts<State: Sendable, Action: Sendable> {
  var filter: (@Sendable (State, Action) -> Bool)?
  var dependencies: @MainActor () -> [AnyDependencySelector<State>]
  var output: WatchableSelector<State, Action>
  var outputType: ValueType
}

extension DomainSession {
  /// Resolves names and arguments against the domain's tables.
  func build(_ definition: WatchDefinition) throws -> WatchParts<D.State, D.Action> {
    let (output, outputType) = try D.selector(for: definition.selector, now: self.options.now)
    let filter = try definition.filter.map { call -> @Sendable (D.State, D.Action) -> Bool in
      let entry = try lookUp(call.name, at: call.position, in: D.configuration.filters, named: \.name, kind: "filter")
      return try entry.make(call.bind(to: entry.parameters, now: self.options.now))
    }
    let dependencies = try definition.dependencies.map { try D.selector(for: $0, now: self.options.now).selector }
    return WatchParts(
      filter: filter, dependencies: { dependencies.map { $0.makeDependency() } }, output: output, outputType: outputType)
  }

  private func start(_ watch: Watch<D.State, D.Action>, parts: WatchParts<D.State, D.Action>) {
    // `unowned`, not `weak`: a weak reference gives the watch a side table, which sends every
    // retain and release of it (one per watch per dispatch) down the slow path. The watch owns
    // the listener that owns this sink, and the session both the watch and the collector.
    let sink: ListenerTraceSink = { [unowned collector = self.decisions, unowned watch] trace in
      collector.collect(trace, published: watch.output)
    }
    let listener = parts.output.makeListener(
      ListenerSetup(
        name: ListenerName(id: watch.number, label: watch.label), id: watch.definition.text,
        filter: parts.filter, dependencies: parts.dependencies, trace: sink))
    listener.setTracing(self.watchesReportDecisions)
    watch.attach(listener)
    self.connect(watch)
  }

  /// (Re)builds the watch's listener on the hub's current store.
  private func connect(_ watch: Watch<D.State, D.Action>) {
    watch.listener.attach(self.hub.store)
  }

  /// Hands one dispatch to every watch, in creation order, before any side effect sees it;
  /// returns their decisions when a trace or a mount reads them (else none).
  ///
  /// Watches are listeners like the book's, but the shell delivers to them in the dispatch's own
  /// main-actor turn: a stream per watch would cost a task wake-up per action, and the rules
  /// (filter on the old state, dependencies and output on the new one) are the same.
  func deliverToWatches(_ delivery: Delivery<D.State, D.Action>, store: Store<D.State, D.Action>) -> [Int: WatchDecision] {
    // `ordered`, the array: `WatchList.isEmpty` goes through its generic `Collection`
    // conformance, which looks up the `Watch` metadata on every dispatch.
    let watches = self.watches.ordered
    guard !watches.isEmpty else { return [:] }
    // Decisions are printed by the listeners trace and read by mounted components; with neither,
    // keeping them would only slow a long batch down.
    let keepsDecisions = self.environment.traces.shows(.listeners) || !self.mounts.isEmpty
    if keepsDecisions != self.watchesReportDecisions { self.reportDecisions(keepsDecisions) }
    guard keepsDecisions else {
      for index in watches.indices { watches[index].deliver(delivery.oldState, delivery.action, store) }
      return [:]
    }
    self.decisions.begin()
    for index in watches.indices {
      self.decisions.willDeliver(publishedBefore: watches[index].output)
      watches[index].deliver(delivery.oldState, delivery.action, store)
    }
    return self.decisions.finish()
  }

  /// Tells every watch whether to report its decisions; done when the answer changes, not per
  /// dispatch (each read of a listener's flag is a checked access).
  private func reportDecisions(_ reports: Bool) {
    self.watchesReportDecisions = reports
    for watch in self.watches { watch.listener.setTracing(reports) }
  }
}
