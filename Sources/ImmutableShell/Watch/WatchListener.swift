import ImmutableData
import ImmutableUI
import TypedLiterals

/// How the shell builds its watches of one selector declaration; made by
/// `SelectorDeclaration.watchSupport`'s default implementation, opaque to everyone else.
public struct SelectorWatchSupport<State: Sendable>: Sendable {
  /// The selector a call's arguments describe, ready to be watched.
  @usableFromInline let make: @Sendable (CallArguments) throws -> WatchableSelector<State>

  @inlinable init(make: @escaping @Sendable (CallArguments) throws -> WatchableSelector<State>) {
    self.make = make
  }
}

/// A selector with its output type kept inside, so a watch on it runs `TracedListener` (the
/// book's rules, traced) on the real output type: comparing, caching and publishing an `Int`
/// where a `SelectedValue` would need its type's witnesses on every dispatch.
///
/// Everything here is a closure made in `init`, where `Output` is known, and nothing depends on
/// the domain's action type (the filter's verdict stands in for the action, see `FilterVerdict`).
/// So `init`, reached from `watchSupport`'s `@inlinable` default in the module that declares the
/// selector, is specialized there for `State` and `Output`: an app's release build watches
/// without a run-time generic metadata look-up per dispatch, and without cross-module optimization.
@usableFromInline struct WatchableSelector<State: Sendable>: Sendable {
  /// The output wrapped, for `:select`, `:expect` and components.
  @usableFromInline let select: @Sendable (State) -> SelectedValue
  /// A listener publishing this selector's output.
  @usableFromInline let makeListener: @MainActor @Sendable (ListenerSetup<State>) -> WatchListener<State>
  /// This selector as a dependency of another watch.
  @usableFromInline let makeDependency: @MainActor @Sendable () -> AnyDependencySelector<State>

  @inlinable init<Output: TypedLiteral & Equatable & Sendable>(_ select: @escaping @Sendable (State) -> Output) {
    self.select = { state in SelectedValue(select(state)) }
    self.makeListener = { setup in WatchListener(setup, OutputSelector(select: select)) }
    self.makeDependency = { AnyDependencySelector(DependencySelector(select: select)) }
  }
}

/// What a watch's listener is made of besides its output selector.
@usableFromInline struct ListenerSetup<State: Sendable> {
  @usableFromInline let name: ListenerName
  @usableFromInline let id: String
  /// Whether the watch has a filter; the watch itself runs it and hands over the verdict.
  @usableFromInline let isFiltered: Bool
  @usableFromInline let dependencies: @MainActor () -> [AnyDependencySelector<State>]
}

/// A watch filter's answer for one dispatch, handed to the listener where the book hands the
/// action: the listener counts and traces it as the book's filter, and its type stays free of
/// the domain's action type.
@usableFromInline struct FilterVerdict: Sendable {
  @usableFromInline let passes: Bool

  @inlinable init(passes: Bool) {
    self.passes = passes
  }

  /// The listener's filter: it reads the verdict the watch handed over.
  @inlinable @Sendable static func filter<State>(_ state: State, _ verdict: FilterVerdict) -> Bool {
    verdict.passes
  }
}

/// The state a dispatch reached, as the `Selector` a listener reads it through: the shell reads
/// the store once per dispatch and hands every watch the same value.
@usableFromInline struct CurrentState<State: Sendable>: ImmutableData.Selector {
  @usableFromInline let value: State

  @inlinable init(_ value: State) {
    self.value = value
  }

  @inlinable func select<T: Sendable>(_ selector: @Sendable (State) -> T) -> T {
    selector(self.value)
  }
}

/// A watch's listener with its output type hidden behind closures made where it is known (see
/// `WatchableSelector`); the session delivers every dispatch through `receive`.
@usableFromInline @MainActor struct WatchListener<State: Sendable> {
  /// Filter verdict → dependencies → output for one dispatch, on the state it reached; returns
  /// the decisions (none while not tracing).
  @usableFromInline let receive: (_ oldState: State, _ verdict: FilterVerdict, _ current: State) -> ListenerDecision
  /// (Re)builds on `store`; a no-op while built on it.
  @usableFromInline let attach: (any ImmutableData.Selector<State> & AnyObject) -> Void
  /// Stops; the output stays readable.
  @usableFromInline let cancel: () -> Void
  /// The last published output.
  @usableFromInline let output: () -> SelectedValue
  /// Counters summed over every build.
  @usableFromInline let counters: () -> ListenerCounters
  /// Whether `receive` hands back decisions.
  @usableFromInline let setTracing: (Bool) -> Void

  @inlinable init<Output: TypedLiteral & Equatable & Sendable>(_ setup: ListenerSetup<State>, _ output: OutputSelector<State, Output>) {
    let filter: (@Sendable (State, FilterVerdict) -> Bool)? = setup.isFiltered ? FilterVerdict.filter : nil
    self.init(
      TracedListener<State, FilterVerdict, Output>(
        name: setup.name, id: setup.id, filter: filter, dependencies: setup.dependencies, outputSelector: output))
  }

  @inlinable init<Output: TypedLiteral & Equatable & Sendable>(_ listener: TracedListener<State, FilterVerdict, Output>) {
    self.receive = { oldState, verdict, current in
      listener.receive(oldState: oldState, action: verdict, current: CurrentState(current))
    }
    self.attach = { store in listener.attach(to: store) }
    self.cancel = { listener.cancel() }
    self.output = { SelectedValue(listener.output) }
    self.counters = { listener.counters }
    self.setTracing = { listener.isTracing = $0 }
  }
}
