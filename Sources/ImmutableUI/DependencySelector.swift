/// Selects a slice of state whose change decides whether an output must be recomputed.
///
/// A dependency should be cheaper to select and compare than the output it guards: a listener
/// that sorts all animals of a category depends on the (unsorted) dictionary of that category.
///
/// - SeeAlso: Reselect's input selectors (book, chapter 2).
public struct DependencySelector<State, Dependency>: Sendable {
  @usableFromInline let select: @Sendable (State) -> Dependency
  @usableFromInline let didChange: @Sendable (Dependency, Dependency) -> Bool

  /// Creates a dependency selector.
  ///
  /// - Parameters:
  ///   - select: a pure function from state to the dependency.
  ///   - didChange: true when two dependency values differ in a way that matters.
  public init(
    select: @escaping @Sendable (State) -> Dependency,
    didChange: @escaping @Sendable (Dependency, Dependency) -> Bool
  ) {
    self.select = select
    self.didChange = didChange
  }
}

extension DependencySelector where Dependency: Equatable & Sendable {
  /// Creates a dependency selector that compares values with `!=`, the usual choice.
  @inlinable
  public init(select: @escaping @Sendable (State) -> Dependency) {
    self.init(select: select, didChange: { $0 != $1 })
  }
}
