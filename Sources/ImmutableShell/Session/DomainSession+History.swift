import ImmutableData
import TypedLiterals

extension DomainSession {
  var historyPosition: (current: Int, count: Int) { (self.position, self.actions.count) }

  func historyLines() -> [String] {
    guard !self.actions.isEmpty else { return ["no dispatches yet"] }
    let printer = LiteralPrinter(maxItems: self.environment.maxItems)
    return self.actions.indices.map { offset in
      let number = offset + 1
      return "\(number == self.position ? "→" : " ") \(self.heading(of: number, printer: printer))"
    }
  }

  /// `#3 ← #2 .action(…)`: dispatch `number`, what caused it, and the action.
  func heading(of number: Int, printer: LiteralPrinter) -> String {
    let entry = self.actions[number - 1]
    let cause = entry.cause.map { "← #\($0) " } ?? ""
    return "#\(number) \(cause)\(printer.text(entry.action.literal))"
  }

  /// Replaces the state with the one after dispatch `number`; no action is dispatched, so no
  /// effect runs. Watches rebuild on the relaunched store and report their outputs.
  func jump(to number: Int) throws -> [String] {
    guard (0...self.actions.count).contains(number) else {
      let range = self.actions.isEmpty ? "nothing has been dispatched yet" : "history holds #1…#\(self.actions.count)"
      throw Diagnostic(.command, "no dispatch #\(number); \(range) (0 is the initial state)")
    }
    let before = self.hub.store.state.literal
    self.position = number
    self.exportLog.append(.restart(self.actions.prefix(number).map(\.action), reason: "time travel to #\(number)"))
    self.relaunch(at: self.states[number], start: .resume)
    let printer = FittingPrinter(maxItems: self.environment.maxItems)
    var lines = ["at #\(number) of \(self.actions.count)"]
    for change in StateDiff.changes(from: before, to: self.hub.store.state.literal, maxKeys: self.environment.maxItems) {
      lines.append(change.line(prefix: "   state   ", printer: printer))
    }
    return lines + self.watchOutputLines()
  }

  /// Relaunches: initial state, watches rebuilt, and every mounted view appears again (its
  /// appear actions are dispatched, as when the app starts).
  func reset() throws -> [String] {
    let initial = D.initialState(options: self.options)
    self.states = [initial]
    self.actions = []
    self.position = 0
    self.records = [:]
    self.exportLog.append(.restart([], reason: ":reset"))
    self.relaunch(at: initial, start: .launch)
    self.environment.output.line("relaunched \(D.name): initial state, \(self.watches.count) watch(es) rebuilt")
    let lines = self.watchOutputLines()
    for line in lines { self.environment.output.line(line) }
    self.replayNotes = ReplayNotes()
    for mount in self.mounts {
      self.replayNotes.add(ReplayNotes.mountLine(name: mount.name, component: mount.component, call: mount.call.text), at: 0)
      self.show(mount, outputs: mount.watches.map(\.output))
      for action in mount.blueprint.onAppear { self.replayNotes.addAppearing(try self.hub.dispatch(action, cause: nil)) }
    }
    return []
  }

  private func watchOutputLines() -> [String] {
    self.watches.map { watch in
      let head = "   \(watch.displayName) → "
      return head + self.render(watch.output.literal, after: head)
    }
  }
}

extension DomainSession {
  /// The session as a script: the watches typed, then the typed actions in order with each
  /// `:mount`/`:unmount` where it happened (a mount's appearing dispatches are the mount's to make).
  func replayScript() -> [String] {
    let header = ["#!imshell \(D.name)"]
    let mounted = Set(self.mounts.flatMap { $0.watches.map(\.number) })
    let watches = self.watches.filter { !mounted.contains($0.number) }.map {
      ":watch " + ($0.label == $0.id ? "" : "\($0.label) = ") + $0.definition.text
    }
    var lines: [String] = []
    for (index, entry) in self.actions.prefix(self.position).enumerated() {
      lines += self.replayNotes.lines[index] ?? []
      guard entry.cause == nil, !self.replayNotes.appearing.contains(index + 1) else { continue }
      lines.append(entry.action.literal.description)
    }
    lines += self.replayNotes.lines[self.position] ?? []
    return header + watches + lines
  }
}
