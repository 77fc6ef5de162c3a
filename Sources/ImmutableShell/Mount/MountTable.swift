import ImmutableData
import ImmutableUI
import TypedLiterals

/// The mounted components, in mounting order: mounting, remounting and unmounting them with
/// their watches, and noting each where it happened for `:save`. What a mount's appearing calls
/// for comes back as actions; the session's pipeline dispatches them.
@usableFromInline @MainActor final class MountTable<D: Domain> {
  typealias ViewMount = Mount<D.State, D.Action>
  let environment: ShellEnvironment
  let watchBook: WatchBook<D>
  /// Where `:mount` and `:unmount` are noted for `:save`.
  let history: SessionHistory<D>
  /// The options a component is made with (the clock, the domain's settings).
  let runtime: DomainRuntime<D>
  private(set) var mounts: [ViewMount] = [] {
    didSet { self.isEmpty = self.mounts.isEmpty }
  }

  init(environment: ShellEnvironment, watchBook: WatchBook<D>, history: SessionHistory<D>, runtime: DomainRuntime<D>) {
    self.environment = environment
    self.watchBook = watchBook
    self.history = history
    self.runtime = runtime
  }

  /// Whether nothing is mounted (most sessions): then no dispatch needs to look at mounts. Kept
  /// rather than computed: every dispatch reads it.
  @usableFromInline private(set) var isEmpty = true
  var componentNames: [String] { D.configuration.components.map(\.name) }
  var mountedNames: [String] { self.mounts.map(\.name) }
  /// The watches mounts own, which `:save` leaves to the replayed `:mount`.
  var watchNumbers: Set<Int> { Set(self.mounts.flatMap { $0.watches.map(\.number) }) }

  /// After a relaunch: each view appears again, whole, and the script mounts it first.
  func relaunched() {
    // What each view shows after the relaunch, before any appears: one mount's appear dispatch
    // must not count as another's late appearance.
    for mount in self.mounts { mount.appeared = mount.blueprint.onAppear(mount.watches.map(\.output)) }
    for mount in self.mounts {
      self.history.note(ReplayNotes.mountLine(name: mount.name, component: mount.component, call: mount.call.text), at: 0)
      mount.presentation = .whole
    }
  }

  /// Keeps the mount's identity and watches; each watch whose definition changed rebuilds (the
  /// book's `id`), and the component re-renders from the new outputs.
  private func remount(
    _ mount: ViewMount, entry: ComponentEntry<D.State, D.Action>, call: CallSyntax, blueprint: ComponentBlueprint<D.Action>
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
    self.noteHere(ReplayNotes.mountLine(name: mount.name, component: entry.name, call: call.text))
    return .remounted(name: mount.name, call: call, watches: changes)
  }

  private func noteHere(_ line: String) {
    self.history.note(line, at: self.history.position)
  }
}

extension MountTable: MountHost {
  func mount(label: String?, call: CallSyntax) throws -> MountChange {
    let entry = try lookUp(call.name, at: call.position, in: D.configuration.components, named: \.name, kind: "component")
    var arguments = try call.bind(to: entry.parameters, now: self.runtime.options.now)
    arguments.settings = self.runtime.options.settings
    let blueprint = try entry.make(arguments)
    for spec in blueprint.watches { self.watchBook.register(spec.declared) }
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
    self.noteHere(ReplayNotes.mountLine(name: name, component: entry.name, call: call.text))
    return .mounted(name: name, component: entry.name)
  }

  func unmount(_ name: String) throws {
    guard let index = self.mounts.firstIndex(where: { $0.name == name }) else {
      let names = self.mounts.map(\.name)
      throw Diagnostic(.command, "nothing mounted as '\(name)'", expected: names, suggestion: closestMatch(to: name, among: names))
    }
    let mount = self.mounts.remove(at: index)
    for watch in mount.watches { _ = try self.watchBook.unwatch(watch.id) }
    self.watchBook.alias(mount.name, to: nil)
    self.noteHere(":unmount \(mount.name)")
  }

  func componentListing() -> ComponentListing {
    ComponentListing(
      available: D.configuration.components.map {
        CallableSummary(kind: .component, name: $0.name, parameters: $0.parameters, summary: $0.summary)
      },
      mounted: self.mounts.map { ($0.name, $0.call) })
  }
}
