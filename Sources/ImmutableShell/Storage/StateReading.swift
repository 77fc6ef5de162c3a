import TypedLiterals

/// What `:state` read of the current state.
enum StateReading {
  /// Leaf values under a path (or all of them), fields in declaration order.
  case leaves([(path: String, value: Literal)])
  /// One element of a dictionary or an array (`quakes.data["us6000kxme"]`), to print whole.
  case element(path: String, value: Literal)
}
