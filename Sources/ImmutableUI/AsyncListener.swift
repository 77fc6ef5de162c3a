import ImmutableData

/// Keeps one output up to date with a store, by the book's rules (chapter 2): the engine under
/// `Listener`, usable on its own by code that owns the stream.
///
/// For every element `(oldState, action)` of the stream:
/// 1. a filter, if any, sees `(oldState, action)`; false skips the element;
/// 2. with dependencies, each is selected from the store and compared with its cached value,
///    comparing no further once one changed; none changed skips the element;
/// 3. the output is selected and, if `didChange` says so, published to `output`.
///
/// The first `update(with:)` selects everything and publishes without comparing.
///
/// - Important: Main-actor isolated. `output` is observable: `withObservationTracking` on it
///   fires exactly when a new output is published.
@MainActor final public class AsyncListener<
  State: Sendable, Action: Sendable, each Dependency: Sendable, Output: Sendable
> {
  private let label: String?
  private let filter: (@Sendable (State, Action) -> Bool)?
  private let dependencySelector: (repeat DependencySelector<State, each Dependency>)
  private let outputSelector: OutputSelector<State, Output>
  private let hasDependency: Bool
  private var oldDependency: (repeat each Dependency)?
  private var oldOutput: Output?
  private let storage: OutputStorage<Output>

  /// Creates a listener; nothing is selected until `update(with:)`.
  ///
  /// - Parameters:
  ///   - label: a name for debugging; the engine itself never prints.
  ///   - isIncluded: decides from `(oldState, action)` whether an element is worth a look.
  ///   - dependencySelector: cheap slices whose change gates the output; none for always.
  ///   - outputSelector: the value to publish.
  public convenience init(
    label: String? = nil,
    filter isIncluded: (@Sendable (State, Action) -> Bool)? = nil,
    dependencySelector: repeat DependencySelector<State, each Dependency>,
    outputSelector: OutputSelector<State, Output>
  ) {
    self.init(
      label: label, filter: isIncluded, dependencySelector: repeat each dependencySelector,
      outputSelector: outputSelector, storage: OutputStorage())
  }

  /// Creates a listener publishing into `storage`, which a `Listener` keeps across rebuilds so
  /// that observers of it see the rebuilt output too.
  init(
    label: String?,
    filter isIncluded: (@Sendable (State, Action) -> Bool)?,
    dependencySelector: repeat DependencySelector<State, each Dependency>,
    outputSelector: OutputSelector<State, Output>,
    storage: OutputStorage<Output>
  ) {
    self.label = label
    self.filter = isIncluded
    self.dependencySelector = (repeat each dependencySelector)
    self.outputSelector = outputSelector
    self.storage = storage
    var count = 0
    for _ in repeat each dependencySelector { count += 1 }
    self.hasDependency = count > 0
  }
}

extension AsyncListener {
  /// The last published output.
  ///
  /// - Important: Read it after the first `update(with:)`; before is a programmer error.
  public var output: Output {
    guard let output = self.storage.output else { fatalError("AsyncListener.output read before update(with:)") }
    return output
  }

  /// Runs the dependencies (if any) and the output selector on the store's current state.
  public func update(with store: some ImmutableData.Selector<State>) {
    if self.hasDependency, !self.updateDependency(with: store) { return }
    self.updateOutput(with: store)
  }

  /// Handles each element of `stream` until it ends or the task is cancelled.
  ///
  /// The filter sees the element's `oldState`; dependencies and output read `store`.
  public func listen<S: AsyncSequence & Sendable>(
    to stream: S,
    with store: some ImmutableData.Selector<State>
  ) async throws where S.Element == (oldState: State, action: Action) {
    for try await element in stream {
      // A cancelled stream still hands out what it had buffered; a replaced build must not
      // publish it into the storage its successor now owns.
      guard !Task.isCancelled else { return }
      if let filter = self.filter, !filter(element.oldState, element.action) { continue }
      self.update(with: store)
    }
  }
}

extension AsyncListener {
  /// Selects every dependency, caches them, and says whether one changed.
  private func updateDependency(with store: some ImmutableData.Selector<State>) -> Bool {
    let dependency = (repeat (each self.dependencySelector).value(in: store))
    defer { self.oldDependency = dependency }
    guard let oldDependency = self.oldDependency else { return true }
    var changed = false
    func compare<Value>(_ selector: DependencySelector<State, Value>, _ old: Value, _ new: Value) {
      // Once one dependency changed the answer is known: the rest are not asked.
      if !changed { changed = selector.didChange(old, new) }
    }
    repeat compare(each self.dependencySelector, each oldDependency, each dependency)
    return changed
  }

  /// Selects the output and publishes it when it is the first or `didChange` says so.
  private func updateOutput(with store: some ImmutableData.Selector<State>) {
    let output = store.select(self.outputSelector.select)
    defer { self.oldOutput = output }
    if let oldOutput = self.oldOutput, !self.outputSelector.didChange(oldOutput, output) { return }
    self.storage.output = output
  }
}

extension DependencySelector where Dependency: Sendable {
  /// The dependency as `store` selects it now.
  @MainActor fileprivate func value(in store: some ImmutableData.Selector<State>) -> Dependency {
    store.select(self.select)
  }
}
