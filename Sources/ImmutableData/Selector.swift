/// Read access to the current state through a pure selector closure.
///
/// - SeeAlso: Redux selectors (book, chapter 1).
public protocol Selector<State>: Sendable {
  /// The value type selected from.
  associatedtype State: Sendable

  /// Applies `selector` to the current state.
  ///
  /// - Important: `selector` must be pure: the same state always gives the same value.
  @MainActor func select<T: Sendable>(_ selector: @Sendable (State) -> T) -> T
}

extension Selector {
  /// The whole current state, for tests and tools; components should select only what they show.
  @inlinable @MainActor public var state: State {
    self.select { $0 }
  }
}
