/// A dependency selector with its value type hidden, plus the cache of its last value.
///
/// `Listener` takes dependencies as a parameter pack, as the book does; `TracedListener` keeps
/// them as an array of these so it can report each one's decision by index, and so the shell
/// can build a listener from a list whose length is known only at run time.
@MainActor public final class AnyDependencySelector<State: Sendable> {
  @usableFromInline let refreshBody: @MainActor (State, Bool) -> Bool

  /// Erases `selector`; the cache starts empty, so the first refresh reports a change.
  ///
  /// Inlinable so that the closure is compiled where `Dependency` is known: unspecialized, every
  /// refresh looked up the run-time metadata of `Dependency?` twice (measured by `scripts/bench`).
  @inlinable
  public init<Dependency>(_ selector: DependencySelector<State, Dependency>) {
    var cached: Dependency?
    self.refreshBody = { state, comparing in
      let value = selector.select(state)
      defer { cached = value }
      guard let old = cached else { return true }
      return comparing && selector.didChange(old, value)
    }
  }

  /// Selects the dependency from `state`, caches it and says whether it changed.
  ///
  /// - Parameters:
  ///   - state: The state to select from.
  ///   - comparing: False to cache the new value without calling `didChange` (the answer is then
  ///     false unless the cache was empty), for when the verdict is already known.
  /// - Returns: Whether the dependency changed (always true the first time).
  @inlinable @discardableResult
  public func refresh(from state: State, comparing: Bool = true) -> Bool {
    self.refreshBody(state, comparing)
  }
}

extension Array {
  /// Erases a parameter pack of dependency selectors, keeping their order.
  @MainActor static func erasing<State: Sendable, each Dependency>(
    _ selectors: repeat DependencySelector<State, each Dependency>
  ) -> [AnyDependencySelector<State>] where Element == AnyDependencySelector<State> {
    var result: [AnyDependencySelector<State>] = []
    for selector in repeat each selectors {
      result.append(AnyDependencySelector(selector))
    }
    return result
  }
}
