import ImmutableData
import ImmutableUI
import TypedLiterals

extension DomainSession {
  var componentNames: [String] { D.configuration.components.map(\.name) }
  var mountedNames: [String] { self.mounts.map(\.name) }

  func mount(label: String?, call: CallSyntax) throws -> [String] {
    let entry = try lookUp(call.name, at: call.position, in: D.configuration.components, named: \.name, kind: "component")
    var arguments = try call.bind(to: entry.parameters, now: self.options.now)
    arguments.settings = self.options.settings
    let blueprint = try entry.make(arguments)
    let name = label ?? entry.name
    if let existing = self.mounts.first(where: { $0.name == name }) {
      return try self.remount(existing, entry: entry, call: call, blueprint: blueprint)
    }
    var watches: [Watch<D.State, D.Action>] = []
    for spec in blueprint.watches {
      // `CategoryList.SelectCategoriesValues`: the book's label without its arguments, so
      // `:expect CategoryList.SelectCategoriesValues.count == 6` can name it.
      let bookName = spec.label.prefix { $0 != "(" }
      _ = try self.watch(label: "\(name).\(bookName)", definition: spec.definition)
      watches.append(self.watches.last!)
    }
    let mount = Mount(name: name, component: entry.name, call: call, watches: watches, blueprint: blueprint)
    self.mounts.append(mount)
    self.environment.output.line("mounted \(name == entry.name ? name : "\(name) = \(entry.name)")")
    self.show(mount, outputs: watches.map(\.output))
    self.replayNotes.add(ReplayNotes.mountLine(name: name, component: entry.name, call: call.text), at: self.history.position)
    try self.appear(mount, dispatching: blueprint.onAppear(mount.outputs))
    return []
  }

  /// Records what `mount` now shows as appeared and dispatches `actions` (the mount's to make:
  /// `:save` leaves them out).
  func appear(_ mount: Mount<D.State, D.Action>, dispatching actions: [D.Action]) throws {
    mount.appeared = mount.blueprint.onAppear(mount.watches.map(\.output))
    for action in actions { self.replayNotes.addAppearing(try self.run(action, cause: nil)) }
  }

  /// After each dispatch: a mounted view whose outputs now call for an appear action they did
  /// not before (the book's list, once its category loads) dispatches it.
  func appearLate() {
    guard !self.mounts.isEmpty else { return }
    for mount in self.mounts {
      let now = mount.blueprint.onAppear(mount.watches.map(\.output))
      let new = now.filter { action in !mount.appeared.contains { $0.literal == action.literal } }
      mount.appeared = now
      for action in new {
        do {
          self.replayNotes.addAppearing(try self.run(action, cause: nil))
        } catch {
          self.environment.output.error("\(self.environment.programName): \(mount.name) appearing: the reducer threw \(Self.describe(error))")
        }
      }
    }
  }

  /// Keeps the mount's identity and watches; each watch whose definition changed rebuilds (the
  /// book's `id`), and the component re-renders from the new outputs.
  private func remount(
    _ mount: Mount<D.State, D.Action>, entry: ComponentEntry<D.State, D.Action>, call: CallSyntax,
    blueprint: ComponentBlueprint<D.Action>
  ) throws -> [String] {
    guard mount.component == entry.name, mount.watches.count == blueprint.watches.count else {
      throw Diagnostic(.command, "\(mount.name) is a \(mount.component); unmount it first")
    }
    var lines = ["remounted \(mount.name) = \(call.text)"]
    for (watch, spec) in zip(mount.watches, blueprint.watches) where watch.definition.text != spec.definition.text {
      let change = try self.watch(label: watch.id, definition: spec.definition)
      lines.append("   " + WatchText(maxItems: self.environment.maxItems).line(for: change))
    }
    let appearing = blueprint.onAppear(mount.watches.map(\.output)).filter { action in
      !mount.appeared.contains { $0.literal == action.literal }
    }
    mount.call = call
    mount.blueprint = blueprint
    // The rebuilt watches' outputs, so the next render (after the appear dispatch) starts from them.
    mount.outputs = mount.watches.map(\.output)
    self.replayNotes.add(ReplayNotes.mountLine(name: mount.name, component: entry.name, call: call.text), at: self.history.position)
    try self.appear(mount, dispatching: appearing)
    return lines
  }

  func unmount(_ name: String) throws -> String {
    guard let index = self.mounts.firstIndex(where: { $0.name == name }) else {
      let names = self.mounts.map(\.name)
      throw Diagnostic(.command, "nothing mounted as '\(name)'", expected: names, suggestion: closestMatch(to: name, among: names))
    }
    let mount = self.mounts.remove(at: index)
    for watch in mount.watches { _ = try self.unwatch(watch.id) }
    self.replayNotes.add(":unmount \(mount.name)", at: self.history.position)
    return "unmounted \(mount.name)"
  }

  func componentListing() -> [String] {
    let available = D.configuration.components.map { "\($0.name)\($0.parameters.isEmpty ? "" : $0.parameters.signature)  \($0.summary)" }
    let mounted = self.mounts.map { "mounted \($0.name) = \($0.call.text)" }
    return (available + (mounted.isEmpty ? ["nothing mounted"] : mounted)).map { TranscriptWidth.clipped($0) }
  }

  /// Prints each mounted component whose text changed outside any dispatch (just mounted,
  /// re-mounted, time travel), from its watches' current outputs.
  func renderMounts() {
    // Checked first: most sessions mount nothing, and iterating even an empty array of mounts
    // looks up the generic `Mount` metadata.
    guard !self.mounts.isEmpty else { return }
    for mount in self.mounts {
      self.show(mount, outputs: mount.watches.map(\.output))
      // Time travel re-derives what shows; it dispatches nothing, late appearances included.
      mount.appeared = mount.blueprint.onAppear(mount.outputs)
    }
  }

  var storeOperationNames: [String] { D.configuration.storeOperations.map(\.name) }
  var completionValues: [String: [String]] { D.configuration.completions.offered(in: self.hub.store.state) }

  func callStore(_ call: CallSyntax) async throws -> [String] {
    let operation = try lookUp(call.name, at: call.position, in: D.configuration.storeOperations, named: \.name, kind: "store operation")
    let arguments = try call.bind(to: operation.parameters, now: self.options.now)
    // With effects traced, what went over the wire prints first, whole (the book's curl session).
    let tracesWire = self.environment.traces.shows(.effects)
    if tracesWire { _ = D.recordExchanges(self.runtime, true) }
    defer { if tracesWire { _ = D.recordExchanges(self.runtime, false) } }
    do {
      let values = try await operation.run(self.runtime, arguments).map {
        FittingPrinter(maxItems: nil).text($0, width: TranscriptWidth.limit)
      }
      let wire = tracesWire ? D.recordExchanges(self.runtime, false) : []
      return wire.flatMap { TranscriptWidth.wrapped("   " + $0, indent: "     ") } + values
    } catch {
      throw Diagnostic(.command, "\(call.name) failed: \(Self.describe(error))")
    }
  }

  func setEffects(enabled: Bool) {
    if enabled { self.startEffects(.launch) } else { self.stopEffects() }
  }

  func close() {
    self.stopEffects()
    for watch in self.watches { watch.listener.cancel() }
  }
}
