/// Selects the value a component shows, and says when a new value is worth publishing.
///
/// - SeeAlso: React Redux's `useSelector` (book, chapter 2).
public struct OutputSelector<State, Output>: Sendable {
  @usableFromInline let select: @Sendable (State) -> Output
  @usableFromInline let didChange: @Sendable (Output, Output) -> Bool

  /// Creates an output selector.
  ///
  /// - Parameters:
  ///   - select: a pure function from state to the output.
  ///   - didChange: true when a newly computed output should replace the published one.
  public init(
    select: @escaping @Sendable (State) -> Output,
    didChange: @escaping @Sendable (Output, Output) -> Bool
  ) {
    self.select = select
    self.didChange = didChange
  }
}

extension OutputSelector where Output: Equatable & Sendable {
  /// Creates an output selector that publishes only values that differ (`!=`).
  @inlinable
  public init(select: @escaping @Sendable (State) -> Output) {
    self.init(select: select, didChange: { $0 != $1 })
  }
}
