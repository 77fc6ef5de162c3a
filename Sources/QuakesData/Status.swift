import TypedLiterals

/// Where fetching quakes stands. `empty` is declared by the book but never assigned.
// @TypedLiteral
public enum Status: Hashable, Sendable {
  case empty
  case waiting
  case success
  case failure(error: String)
}
