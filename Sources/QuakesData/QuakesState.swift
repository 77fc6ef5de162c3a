import HashTreeCollections
import TypedLiterals

/// The Quakes product's global state: quakes by id and the fetch status (book, chapter 10).
///
/// - Important: A value type; the slice is `package` so tests read it while clients use the
///   public selectors.
/// - Note: The quakes are a `TreeDictionary` (book, chapter 18). A month of quakes is about 10k
///   entries, and the reducer changes a few of them on a copy of the state: a copied `Dictionary`
///   would copy all n on the first write, a `TreeDictionary` only the O(log n) path to each entry.
///   Its iteration order is hash-seeded, so nothing may depend on it: selectors sort.
// @TypedLiteral
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
  // @TypedLiteral
  package struct Quakes: Hashable, Sendable {
    package var data: TreeDictionary<Quake.ID, Quake>
    package var status: Status?

    /// Creates the slice.
    package init(data: TreeDictionary<Quake.ID, Quake> = [:], status: Status? = nil) {
      self.data = data
      self.status = status
    }
  }
}
