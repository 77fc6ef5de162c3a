import TypedLiterals

/// The Quakes product's global state: quakes by id and the fetch status (book, chapter 10).
///
/// - Important: A value type; the slice is `package` so tests read it while clients use the
///   public selectors.
@TypedLiteral
public struct QuakesState: Hashable, Sendable {
  package var quakes: Quakes

  /// Creates a state from its slice.
  package init(quakes: Quakes) {
    self.quakes = quakes
  }

  /// The empty state a launch starts from.
  public init() {
    self.init(quakes: Quakes())
  }
}

extension QuakesState {
  /// Quakes by id, and whether the list has appeared (nil: not yet).
  @TypedLiteral
  package struct Quakes: Hashable, Sendable {
    package var data: [Quake.ID: Quake]
    package var status: Status?

    /// Creates the slice.
    package init(data: [Quake.ID: Quake] = [:], status: Status? = nil) {
      self.data = data
      self.status = status
    }
  }
}
