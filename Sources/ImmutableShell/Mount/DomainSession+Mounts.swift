import ImmutableData
import ImmutableUI
import TypedLiterals

extension DomainSession: MountHost {
  func mount(label: String?, call: CallSyntax) throws -> MountChange {
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
      _ = try self.watchBook.watch(label: "\(name).\(bookName)", definition: spec.definition)
      watches.append(self.watchBook.list.ordered.last!)
    }
    let mount = Mount(name: name, component: entry.name, call: call, watches: watches, blueprint: blueprint)
    mount.presentation = .whole
    self.mounts.append(mount)
    // The view's main output, read by `:expect NAME`.
    self.watchBook.alias(name, to: watches.first)
    self.replayNotes.add(ReplayNotes.mountLine(name: name, component: entry.name, call: call.text), at: self.history.position)
    return .mounted(name: name, component: entry.name)
  }

  /// Keeps the mount's identity and watches; each watch whose definition changed rebuilds (the
  /// book's `id`), and the component re-renders from the new outputs.
  private func remount(
    _ mount: Mount<D.State, D.Action>, entry: ComponentEntry<D.State, D.Action>, call: CallSyntax,
    blueprint: ComponentBlueprint<D.Action>
  ) throws -> MountChange {
    guard mount.component == entry.name, mount.watches.count == blueprint.watches.count else {
      throw Diagnostic(.command, "\(mount.name) is a \(mount.component); unmount it first")
    }
    var changes: [WatchChange] = []
    for (watch, spec) in zip(mount.watches, blueprint.watches) where watch.definition.text != spec.definition.text {
      changes.append(try self.watchBook.watch(label: watch.id, definition: spec.definition))
    }
    let appearing = blueprint.onAppear(mount.watches.map(\.output)).filter { action in
      !mount.appeared.contains { $0.literal == action.literal }
    }
    mount.call = call
    mount.blueprint = blueprint
    // The rebuilt watches' outputs, so the next render (after the appear dispatch) starts from them.
    mount.outputs = mount.watches.map(\.output)
    mount.presentation = .appearing(appearing)
    self.replayNotes.add(ReplayNotes.mountLine(name: mount.name, component: entry.name, call: call.text), at: self.history.position)
    return .remounted(name: mount.name, call: call, watches: changes)
  }

  func present() throws {
    let waiting = self.mounts.compactMap { mount in mount.presentation.map { (mount, $0) } }
    for (mount, _) in waiting { mount.presentation = nil }
    for (mount, presentation) in waiting {
      switch presentation {
      case .whole:
        self.show(mount, outputs: mount.watches.map(\.output))
        try self.appear(mount, dispatching: mount.blueprint.onAppear(mount.outputs))
      case .appearing(let actions):
        try self.appear(mount, dispatching: actions)
      }
    }
  }

  func unmount(_ name: String) throws {
    guard let index = self.mounts.firstIndex(where: { $0.name == name }) else {
      let names = self.mounts.map(\.name)
      throw Diagnostic(.command, "nothing mounted as '\(name)'", expected: names, suggestion: closestMatch(to: name, among: names))
    }
    let mount = self.mounts.remove(at: index)
    for watch in mount.watches { _ = try self.watchBook.unwatch(watch.id) }
    self.watchBook.alias(mount.name, to: nil)
    self.replayNotes.add(":unmount \(mount.name)", at: self.history.position)
  }

  func componentListing() -> ComponentListing {
    ComponentListing(
      available: D.configuration.components.map {
        CallableSummary(kind: .component, name: $0.name, parameters: $0.parameters, summary: $0.summary)
      },
      mounted: self.mounts.map { ($0.name, $0.call) })
  }
}

extension DomainSession {
  var componentNames: [String] { D.configuration.components.map(\.name) }
  var mountedNames: [String] { self.mounts.map(\.name) }

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

  /// Prints each mounted component whose text changed outside any dispatch (time travel), from
  /// its watches' current outputs.
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
}
