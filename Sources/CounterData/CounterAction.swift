import TypedLiterals

/// What the user did in the Counter product, in the past tense (book, chapter 3).
// @TypedLiteral
public enum CounterAction: Hashable, Sendable {
  case didTapIncrementButton
  case didTapDecrementButton
}
