import ImmutableData

/// Listens to a store and keeps an observable output, by the book's rules: the headless
/// counterpart of the book's `Selector` property wrapper, with its shape (chapter 2).
///
/// ```swift
/// let listener = Listener<CounterState, CounterAction, Int>(
///   outputSelector: OutputSelector(select: CounterState.selectValue(), didChange: { $0 != $1 }))
/// listener.listen(to: store)
/// listener.output  // 0
/// ```
///
/// `update(id:…)` with another `id` replaces the selectors; the next `listen(to:)` rebuilds.
/// The rules of each build are `AsyncListener`'s.
///
/// - Important: Main-actor isolated. `output` is observable and stays so across rebuilds: a
///   rebuild publishes its first output to the same observers.
/// - SeeAlso: `TracedListener`, the shell's variant with traces and counters.
@MainActor final public class Listener<
  State: Sendable, Action: Sendable, each Dependency: Sendable, Output: Sendable
> {
  private var id: AnyHashable?
  private var label: String?
  private var filter: (@Sendable (State, Action) -> Bool)?
  private var dependencySelector: (repeat DependencySelector<State, each Dependency>)
  private var outputSelector: OutputSelector<State, Output>

  private weak var store: AnyObject?
  private var listener: AsyncListener<State, Action, repeat each Dependency, Output>?
  private var task: Task<Void, any Error>?
  private let storage = OutputStorage<Output>()

  /// Creates a listener for the item `id`; see `update(id:label:filter:dependencySelector:outputSelector:)`.
  public init(
    id: some Hashable,
    label: String? = nil,
    filter isIncluded: (@Sendable (State, Action) -> Bool)? = nil,
    dependencySelector: repeat DependencySelector<State, each Dependency>,
    outputSelector: OutputSelector<State, Output>
  ) {
    self.id = AnyHashable(id)
    self.label = label
    self.filter = isIncluded
    self.dependencySelector = (repeat each dependencySelector)
    self.outputSelector = outputSelector
  }

  /// Creates a listener with no identity.
  ///
  /// - Parameters:
  ///   - label: a name for debugging; the engine itself never prints.
  ///   - isIncluded: decides from `(oldState, action)` whether an element is worth a look.
  ///   - dependencySelector: cheap slices whose change gates the output; none for always.
  ///   - outputSelector: the value to publish.
  public init(
    label: String? = nil,
    filter isIncluded: (@Sendable (State, Action) -> Bool)? = nil,
    dependencySelector: repeat DependencySelector<State, each Dependency>,
    outputSelector: OutputSelector<State, Output>
  ) {
    self.id = nil
    self.label = label
    self.filter = isIncluded
    self.dependencySelector = (repeat each dependencySelector)
    self.outputSelector = outputSelector
  }

  isolated deinit {
    self.task?.cancel()
  }
}

extension Listener {
  /// The last published output; observable with `withObservationTracking`.
  ///
  /// - Important: Read it after the first `listen(to:)`; before is a programmer error.
  public var output: Output {
    guard let output = self.storage.output else { fatalError("Listener.output read before listen(to:)") }
    return output
  }

  /// Takes new selectors when `id` differs from the current one, so the next `listen(to:)`
  /// rebuilds; the same `id` changes nothing (a view showing another item, in the book).
  public func update(
    id: some Hashable,
    label: String? = nil,
    filter isIncluded: (@Sendable (State, Action) -> Bool)? = nil,
    dependencySelector: repeat DependencySelector<State, each Dependency>,
    outputSelector: OutputSelector<State, Output>
  ) {
    self.replace(
      id: AnyHashable(id), label: label, filter: isIncluded,
      dependencySelector: repeat each dependencySelector, outputSelector: outputSelector)
  }

  /// Takes new selectors when the listener had an identity, dropping it; otherwise nothing.
  public func update(
    label: String? = nil,
    filter isIncluded: (@Sendable (State, Action) -> Bool)? = nil,
    dependencySelector: repeat DependencySelector<State, each Dependency>,
    outputSelector: OutputSelector<State, Output>
  ) {
    self.replace(
      id: nil, label: label, filter: isIncluded,
      dependencySelector: repeat each dependencySelector, outputSelector: outputSelector)
  }

  /// Builds on `store` and starts listening to its stream; a no-op while built on it.
  public func listen(
    to store: some ImmutableData.Selector<State> & ImmutableData.Streamer<State, Action> & AnyObject
  ) {
    guard self.store !== store else { return }
    self.store = store
    let listener = AsyncListener<State, Action, repeat each Dependency, Output>(
      label: self.label, filter: self.filter, dependencySelector: repeat each self.dependencySelector,
      outputSelector: self.outputSelector, storage: self.storage)
    listener.update(with: store)
    self.listener = listener
    let stream = store.makeStream()
    self.task?.cancel()
    self.task = Task { try await listener.listen(to: stream, with: store) }
  }

  private func replace(
    id: AnyHashable?,
    label: String?,
    filter isIncluded: (@Sendable (State, Action) -> Bool)?,
    dependencySelector: repeat DependencySelector<State, each Dependency>,
    outputSelector: OutputSelector<State, Output>
  ) {
    guard self.id != id else { return }
    self.id = id
    self.label = label
    self.filter = isIncluded
    self.dependencySelector = (repeat each dependencySelector)
    self.outputSelector = outputSelector
    self.store = nil
  }
}
