import Foundation
import ImmutableData
import ImmutableUI
import TypedLiterals

/// The session's watches: numbered as they are added, built from their definitions against the
/// domain's tables, found by id, label or mount name, and handed each dispatch in creation order.
@usableFromInline @MainActor final class WatchBook<D: Domain> {
  /// The watches in creation order, by id and label.
  private(set) var list = WatchList<D.State, D.Action>() {
    didSet { self.renewDeliveries() }
  }
  /// Each watch's `deliver`, in creation order, renewed whenever a watch is added, removed or
  /// given a listener: a dispatch reads this one array, not a property of every watch (a
  /// checked access each, per dispatch).
  @usableFromInline var deliveries: [(D.State, D.Action, D.State) -> ListenerDecision] = []
  private var nextNumber = 1
  /// Mount names, each standing for its view's main watch.
  private var aliases: [String: Watch<D.State, D.Action>] = [:]
  /// Whether the listeners report their decisions (`Listener.isTracing`), as last set.
  @usableFromInline var reportsDecisions = true
  /// The hub whose current store the listeners are built on.
  private let hub: DispatchHub<D.State, D.Action>
  /// `--now`, for selector and filter arguments that read the clock.
  private let now: Date?
  /// Selectors and filters mounted components declared that the domain does not list.
  private(set) var declaredSelectors: [SelectorEntry<D.State, D.Action>] = []
  private(set) var declaredFilters: [FilterEntry<D.State, D.Action>] = []

  init(hub: DispatchHub<D.State, D.Action>, now: Date?) {
    self.hub = hub
    self.now = now
  }

  /// The watch whose id is `name`, else the one labelled `name` (see `WatchList.named`).
  func watch(named name: String) -> Watch<D.State, D.Action>? {
    self.list.named(name)
  }

  /// The watch `:expect NAME` reads: a watch's id or label, or a mount's name.
  func publishingWatch(named name: String) -> Watch<D.State, D.Action>? {
    self.list.named(name) ?? self.aliases[name]
  }

  /// Lets a mount's name stand for `watch` (nil: for nothing any more).
  func alias(_ name: String, to watch: Watch<D.State, D.Action>?) {
    self.aliases[name] = watch
  }

  /// Re-attaches every watch to the hub's new store after a relaunch.
  func reattach() {
    for watch in self.list {
      let before = watch.output
      watch.listener.attach(self.hub.store)
      if watch.output == before { watch.repeatedOutputs += 1 }
    }
  }

  /// Stops every listener (the session closes).
  func cancelAll() {
    for watch in self.list { watch.listener.cancel() }
  }

  /// Hands one dispatch to every watch, in creation order; returns their decisions when
  /// `keepingDecisions` (a trace or a mount reads them), else none.
  ///
  /// Watches are listeners like the book's, but the shell delivers to them in the dispatch's own
  /// main-actor turn: a stream per watch would cost a task wake-up per action, and the rules
  /// (filter on the old state, dependencies and output on the new one) are the same.
  @inlinable
  func deliver(_ delivery: Delivery<D.State, D.Action>, store: Store<D.State, D.Action>, keepingDecisions: Bool) -> [Int: WatchDecision] {
    let deliveries = self.deliveries
    guard !deliveries.isEmpty else { return [:] }
    if keepingDecisions != self.reportsDecisions { self.reportDecisions(keepingDecisions) }
    let current = store.state
    guard keepingDecisions else {
      for deliver in deliveries { _ = deliver(delivery.oldState, delivery.action, current) }
      return [:]
    }
    return self.deliverKeepingDecisions(delivery, current: current)
  }

  /// `deliver` when a trace or a mount reads what each watch decided.
  @usableFromInline
  func deliverKeepingDecisions(_ delivery: Delivery<D.State, D.Action>, current: D.State) -> [Int: WatchDecision] {
    var decisions: [Int: WatchDecision] = [:]
    for watch in self.list.ordered {
      // A watch with neither filter nor dependencies has published the new output by its first
      // event: what it published before is read first, for the decision's diff.
      let before = watch.output
      let decision = watch.deliver(delivery.oldState, delivery.action, current)
      guard !decision.events.isEmpty else { continue }
      decisions[watch.number] = WatchDecision(
        events: decision.events, published: decision.events.contains(.outputChanged) ? watch.output : nil, previous: before)
    }
    return decisions
  }

  private func renewDeliveries() {
    self.deliveries = self.list.ordered.map(\.deliver)
  }

  /// Tells every watch whether to report its decisions; done when the answer changes, not per
  /// dispatch (each read of a listener's flag is a checked access).
  @usableFromInline func reportDecisions(_ reports: Bool) {
    self.reportsDecisions = reports
    for watch in self.list { watch.listener.setTracing(reports) }
  }
}

extension WatchBook: WatchRegistry {
  var names: [String] { self.list.flatMap { $0.label == $0.id ? [$0.id] : [$0.id, $0.label] } }

  var summaries: [WatchSummary] { self.list.map(\.summary) }

  func watch(label: String?, definition: WatchDefinition) throws -> WatchChange {
    let parts = try self.build(definition)
    if let label, let existing = self.watch(named: label) {
      guard existing.definition.text != definition.text else { return .unchanged(existing.summary) }
      existing.redefine(definition, outputType: parts.outputType)
      self.start(existing, parts: parts)
      self.renewDeliveries()
      return .rebuilt(existing.summary)
    }
    let number = self.nextNumber
    self.nextNumber += 1
    let watch = Watch<D.State, D.Action>(number: number, label: label ?? "W\(number)", definition: definition, outputType: parts.outputType)
    self.start(watch, parts: parts)
    self.list.append(watch)
    return .added(watch.summary)
  }

  func unwatch(_ name: String) throws -> WatchSummary {
    guard let watch = self.watch(named: name) else {
      throw Diagnostic(.command, "no watch named '\(name)'", expected: self.names, suggestion: closestMatch(to: name, among: self.names))
    }
    self.list.remove(watch)
    watch.listener.cancel()
    return watch.summary
  }

  func publishedOutput(of name: String) -> (value: Literal, type: ValueType)? {
    guard let watch = self.publishingWatch(named: name) else { return nil }
    return (watch.output.literal, watch.outputType)
  }
}

extension WatchBook {
  /// Resolves a definition's names and arguments against the domain's tables.
  private func build(_ definition: WatchDefinition) throws -> WatchParts<D.State, D.Action> {
    let declared = self.declaredSelectors
    let (output, outputType) = try D.selector(for: definition.selector, now: self.now, declared: declared)
    let filter = try definition.filter.map { call -> @Sendable (D.State, D.Action) -> Bool in
      let filters = D.configuration.filters + self.declaredFilters
      let entry = try lookUp(call.name, at: call.position, in: filters, named: \.name, kind: "filter")
      return try entry.make(call.bind(to: entry.parameters, now: self.now))
    }
    let dependencies = try definition.dependencies.map { try D.selector(for: $0, now: self.now, declared: declared).selector }
    return WatchParts(
      filter: filter, dependencies: { dependencies.map { $0.makeDependency() } }, output: output, outputType: outputType)
  }

  /// Gives `watch` a listener built from `parts`, on the hub's current store.
  private func start(_ watch: Watch<D.State, D.Action>, parts: WatchParts<D.State, D.Action>) {
    let listener = parts.output.makeListener(
      ListenerSetup(
        name: ListenerName(id: watch.number, label: watch.label), id: watch.definition.text,
        isFiltered: parts.filter != nil, dependencies: parts.dependencies))
    listener.setTracing(self.reportsDecisions)
    watch.attach(listener, filter: parts.filter)
    watch.listener.attach(self.hub.store)
  }
}

extension WatchBook {
  /// Registers what a component's watch declared and the domain does not list (by name and
  /// labels), so that the watch resolves: a component needs no table entry for what it watches.
  func register(_ declared: DeclaredEntries) {
    for case let entry as SelectorEntry<D.State, D.Action> in declared.selectors
    where !(D.configuration.selectors + self.declaredSelectors).contains(where: { $0.isSameCall(as: entry) }) {
      self.declaredSelectors.append(entry)
    }
    for case let entry as FilterEntry<D.State, D.Action> in declared.filters
    where !(D.configuration.filters + self.declaredFilters).contains(where: { $0.name == entry.name }) {
      self.declaredFilters.append(entry)
    }
  }
}

extension SelectorEntry {
  /// Whether both are the same name with the same labels (one overload).
  func isSameCall(as other: SelectorEntry) -> Bool {
    self.name == other.name && self.parameters.map(\.label) == other.parameters.map(\.label)
  }
}
