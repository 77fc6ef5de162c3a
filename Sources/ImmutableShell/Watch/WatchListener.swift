import ImmutableData
import ImmutableUI
import TypedLiterals

/// A selector with its output type kept inside, so a watch on it runs `TracedListener` (the
/// book's rules, traced) on the real output type: comparing, caching and publishing an `Int`
/// where a `SelectedValue` would need its type's witnesses and run-time metadata on every dispatch.
///
/// Everything here is a closure made in `init`, where `Output` is known. A declaration reaches
/// `init` through its existential metatype (`selectors: [SelectTodos.self]`), so in an app's
/// release build these closures run unspecialized; making them specialized again means building
/// the entry where the declaration's type is concrete (see the README's round-nine figures).
struct WatchableSelector<State: Sendable, Action: Sendable>: Sendable {
  /// The output wrapped, for `:select`, `:expect` and components.
  let select: @Sendable (State) -> SelectedValue
  /// A listener publishing this selector's output.
  let makeListener: @MainActor @Sendable (ListenerSetup<State, Action>) -> WatchListener<State, Action>
  /// This selector as a dependency of another watch.
  let makeDependency: @MainActor @Sendable () -> AnyDependencySelector<State>

  init<Output: TypedLiteral & Equatable & Sendable>(_ select: @escaping @Sendable (State) -> Output) {
    self.select = { state in SelectedValue(select(state)) }
    self.makeListener = { setup in
      WatchListener(
        TracedListener<State, Action, Output>(
          name: setup.name, id: setup.id, filter: setup.filter, dependencies: setup.dependencies,
          outputSelector: OutputSelector(select: select), trace: setup.trace))
    }
    self.makeDependency = { AnyDependencySelector(DependencySelector(select: select)) }
  }
}

/// What a watch's listener is made of besides its output selector.
struct ListenerSetup<State: Sendable, Action: Sendable> {
  let name: ListenerName
  let id: String
  let filter: (@Sendable (State, Action) -> Bool)?
  let dependencies: @MainActor () -> [AnyDependencySelector<State>]
  let trace: ListenerTraceSink
}

/// A watch's listener with its output type hidden behind closures made where it is known (see
/// `WatchableSelector`); the session delivers every dispatch through `receive`.
@MainActor struct WatchListener<State: Sendable, Action: Sendable> {
  /// Filter → dependencies → output for one dispatch, on the store's current state.
  let receive: (_ oldState: State, _ action: Action, _ store: Store<State, Action>) -> Void
  /// (Re)builds on `store`; a no-op while built on it.
  let attach: (Store<State, Action>) -> Void
  /// Stops; the output stays readable.
  let cancel: () -> Void
  /// The last published output.
  let output: () -> SelectedValue
  /// Counters summed over every build.
  let counters: () -> ListenerCounters
  /// Whether decisions are reported to the trace sink.
  let setTracing: (Bool) -> Void

  init<Output: TypedLiteral & Equatable & Sendable>(_ listener: TracedListener<State, Action, Output>) {
    self.receive = { oldState, action, store in listener.receive(oldState: oldState, action: action, current: store) }
    self.attach = { store in listener.attach(to: store) }
    self.cancel = { listener.cancel() }
    self.output = { SelectedValue(listener.output) }
    self.counters = { listener.counters }
    self.setTracing = { listener.isTracing = $0 }
  }
}
