import ImmutableData
import TypedLiterals

extension DomainSession {
  var historyPosition: (current: Int, count: Int) { (self.history.position, self.history.count) }

  func historyLines() -> [String] {
    guard let numbers = self.history.numbers else {
      return self.history.isEmpty ? ["no dispatches yet"] : ["#1…#\(self.history.dropped) dropped (:set history)"]
    }
    let printer = LiteralPrinter(maxItems: self.environment.maxItems)
    let dropped = self.history.dropped == 0 ? [] : ["  #1…#\(self.history.dropped) dropped (:set history)"]
    return dropped + numbers.map { number in
      "\(number == self.history.position ? "→" : " ") \(self.heading(of: number, printer: printer))"
    }
  }

  /// `#3 ← #2 .action(…)`: dispatch `number` (which must be kept), what caused it, and the action.
  func heading(of number: Int, printer: LiteralPrinter) -> String {
    let entry = self.history.entry(number)!
    let cause = entry.cause.map { "← #\($0) " } ?? ""
    let text: String
    switch entry.kept {
    case .action(let action): text = self.historyText(of: action, maxItems: printer.maxItems)
    case .text(let kept): text = kept
    }
    return "#\(number) \(cause)\(text)"
  }

  /// `action` as `:history` prints it, shortened to `maxItems` (by default `:set max-items` now)
  /// without building a literal for every element of a long collection.
  func historyText(of action: D.Action, maxItems: Int? = nil) -> String {
    let limit = maxItems ?? self.environment.maxItems
    return LiteralPrinter(maxItems: limit).text(LiteralElision.literal(of: action, maxItems: limit))
  }

  /// Replaces the state with the one after dispatch `number`; no action is dispatched, so no
  /// effect runs. Watches rebuild on the relaunched store and report their outputs.
  func jump(to number: Int) throws -> [String] {
    guard let state = self.history.state(after: number) else {
      throw Diagnostic(.command, self.unreachableMessage(number))
    }
    let before = self.hub.store.state.literal
    self.history.move(to: number)
    self.noteTimeTravelForExport(to: number)
    self.relaunch(at: state, start: .resume)
    let printer = FittingPrinter(maxItems: self.environment.maxItems)
    var lines = ["at #\(number) of \(self.history.count)"]
    for change in StateDiff.changes(from: before, to: self.hub.store.state.literal, maxKeys: self.environment.maxItems) {
      lines.append(change.line(prefix: "   state   ", printer: printer, identity: self.elementIdentity))
    }
    return lines + self.watchOutputLines()
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

  /// Relaunches: initial state, watches rebuilt, and every mounted view appears again (its
  /// appear actions are dispatched, as when the app starts).
  func reset() throws -> [String] {
    let initial = D.initialState(options: self.options)
    self.history = DispatchHistory(initial: initial)
    self.droppedScript = []
    self.pending.removeAll()
    self.exportLog.append(.restart([], reason: ":reset"))
    self.relaunch(at: initial, start: .launch)
    self.environment.output.line("relaunched \(D.name): initial state, \(counted(self.watches.count, "watch", plural: "watches")) rebuilt")
    let lines = self.watchOutputLines()
    for line in lines { self.environment.output.line(line) }
    self.replayNotes = ReplayNotes()
    // What each view shows after the relaunch, before any appears: one mount's appear dispatch
    // must not count as another's late appearance.
    for mount in self.mounts { mount.appeared = mount.blueprint.onAppear(mount.watches.map(\.output)) }
    for mount in self.mounts {
      self.replayNotes.add(ReplayNotes.mountLine(name: mount.name, component: mount.component, call: mount.call.text), at: 0)
      self.show(mount, outputs: mount.watches.map(\.output))
      try self.appear(mount, dispatching: mount.blueprint.onAppear(mount.outputs))
    }
    return []
  }

  private func watchOutputLines() -> [String] {
    let text = WatchText(maxItems: self.environment.maxItems)
    return self.watches.map { text.outputLine($0.summary) }
  }
}

extension DomainSession {
  /// The session as a script: the watches typed, then the typed actions in order with each
  /// `:mount`/`:unmount` where it happened (a mount's appearing dispatches are the mount's to make).
  func replayScript() -> [String] {
    let header = ["#!\(self.environment.programName) \(D.name)"]
    let mounted = Set(self.mounts.flatMap { $0.watches.map(\.number) })
    let watches = self.watches.filter { !mounted.contains($0.number) }.map {
      ":watch " + ($0.label == $0.id ? "" : "\($0.label) = ") + $0.definition.text
    }
    var lines = self.droppedScript
    for number in (self.history.dropped + 1)..<(self.history.position + 1) {
      lines += self.replayLines(index: number - 1, entry: self.history.entry(number)!)
    }
    lines += self.replayNotes.lines[self.history.position] ?? []
    return header + watches + lines
  }
}
