import TypedLiterals

/// What a `:store` call gave back.
struct StoreReply {
  /// What went over the wire, one exchange per element, when effects are traced.
  let exchanges: [String]
  /// What the operation returned.
  let values: [Literal]
}
