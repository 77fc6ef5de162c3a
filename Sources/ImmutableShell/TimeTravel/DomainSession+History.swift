import ImmutableData
import TypedLiterals

extension DomainSession: TimeMachine {
  var position: (current: Int, count: Int) { (self.history.position, self.history.count) }

  func historyListing() -> HistoryListing {
    self.history.listing(maxItems: self.environment.maxItems)
  }

  /// An effect's `action` as `:history` prints it; kept as this text rather than the action,
  /// which may carry a large payload (a week of quakes).
  func historyText(of action: D.Action) -> String {
    let limit = self.environment.maxItems
    return LiteralPrinter(maxItems: limit).text(LiteralElision.literal(of: action, maxItems: limit))
  }

  /// Replaces the state with the one after dispatch `number`; no action is dispatched, so no
  /// effect runs. Watches rebuild on the relaunched store.
  func jump(to number: Int) throws -> TimeTravelReport {
    guard let state = self.history.state(after: number) else {
      throw Diagnostic(.command, self.unreachableMessage(number))
    }
    let before = self.hub.store.state
    self.history.move(to: number)
    self.export.noteTimeTravel(to: number, dropped: self.history.dropped)
    self.relaunch(at: state, start: .resume)
    let changes = D.stateChanges(from: before, to: self.hub.store.state, maxKeys: self.environment.maxItems)
    return TimeTravelReport(
      number: number, count: self.history.count, changes: changes, identity: self.elementIdentity,
      watches: self.watchBook.summaries)
  }

  private func unreachableMessage(_ number: Int) -> String {
    guard self.history.wasDropped(number) else {
      let initial = self.history.dropped == 0 ? " (0 is the initial state)" : ""
      return "no dispatch #\(number); \(self.history.holdings)\(initial)"
    }
    let limit = self.environment.historyLimit.map { "the newest \($0)" } ?? "fewer"
    return "dispatch #\(number) is no longer kept (:set history keeps \(limit)); the oldest state kept is after #\(self.history.dropped)"
  }

  /// Drops the oldest dispatches beyond `:set history N`; `:save` keeps their script lines.
  func applyHistoryLimit() {
    guard let limit = self.environment.historyLimit else { return }
    let firstDropped = self.history.dropped + 1
    for (offset, entry) in self.history.trim(to: limit).enumerated() {
      self.droppedScript += self.replayLines(index: firstDropped + offset - 1, entry: entry)
    }
  }

  /// `:save`'s lines for history index `index`: the notes before it, then its action if typed.
  private func replayLines(index: Int, entry: DispatchHistory<D.State, D.Action>.Entry) -> [String] {
    let notes = self.replayNotes.lines[index] ?? []
    guard let action = entry.action, !self.replayNotes.appearing.contains(index + 1) else { return notes }
    return notes + [action.literal.description]
  }

  /// Relaunches on the initial state with the watches rebuilt; every mounted view is to appear
  /// again (its appear actions dispatched, as when the app starts) when `present()` runs.
  func reset() throws -> ResetReport {
    let initial = D.initialState(options: self.options)
    self.history = DispatchHistory(initial: initial)
    self.droppedScript = []
    self.pending.removeAll()
    self.export.noteReset()
    self.relaunch(at: initial, start: .launch)
    let report = ResetReport(domain: D.name, watches: self.watchBook.summaries)
    self.replayNotes = ReplayNotes()
    // What each view shows after the relaunch, before any appears: one mount's appear dispatch
    // must not count as another's late appearance.
    for mount in self.mounts { mount.appeared = mount.blueprint.onAppear(mount.watches.map(\.output)) }
    for mount in self.mounts {
      self.replayNotes.add(ReplayNotes.mountLine(name: mount.name, component: mount.component, call: mount.call.text), at: 0)
      mount.presentation = .whole
    }
    return report
  }

  /// The session as a script: the watches typed, then the typed actions in order with each
  /// `:mount`/`:unmount` where it happened (a mount's appearing dispatches are the mount's to make).
  func replayScript() -> ReplayScript {
    let mounted = Set(self.mounts.flatMap { $0.watches.map(\.number) })
    let watches = self.watchBook.list.filter { !mounted.contains($0.number) }.map {
      ":watch " + ($0.label == $0.id ? "" : "\($0.label) = ") + $0.definition.text
    }
    var steps = self.droppedScript
    for number in (self.history.dropped + 1)..<(self.history.position + 1) {
      steps += self.replayLines(index: number - 1, entry: self.history.entry(number)!)
    }
    steps += self.replayNotes.lines[self.history.position] ?? []
    return ReplayScript(interpreter: "#!\(self.environment.programName) \(D.name)", watches: watches, steps: steps)
  }
}
