import TypedLiterals

/// Action lines already parsed, by their whole text: a script that repeats a line (100k
/// increments) lexes and parses it once. A line that fails to parse is not kept, so it fails
/// again with the same diagnostic; the cache starts over when full.
struct LiteralCache {
  private var literals: [String: Literal] = [:]
  let capacity: Int

  init(capacity: Int = 256) {
    self.capacity = capacity
  }

  /// How many lines are kept.
  var count: Int { self.literals.count }

  /// The literal of `text`, from the cache or from `parse`.
  mutating func literal(of text: String, parse: () throws -> Literal) rethrows -> Literal {
    if let literal = self.literals[text] { return literal }
    let literal = try parse()
    if self.literals.count >= self.capacity { self.literals.removeAll(keepingCapacity: true) }
    self.literals[text] = literal
    return literal
  }
}
