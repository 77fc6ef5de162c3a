/// What an input line was read as, by the line's whole text: a script that repeats a line (100k
/// increments) lexes, parses and decodes it once. The shell keeps each action line's literal,
/// the session each line's decoded action; both are pure functions of the text.
///
/// Only ASCII lines are kept: `String` equality is canonical equivalence, so two lines spelling
/// `é` differently would share an entry, and a value must keep the exact characters of its own
/// line. A line that fails is not kept, so it fails again with the same diagnostic; the cache
/// starts over when full.
struct LineCache<Value> {
  private var values: [String: Value] = [:]
  let capacity: Int

  init(capacity: Int = 256) {
    self.capacity = capacity
  }

  /// How many lines are kept.
  var count: Int { self.values.count }

  /// The value of `text`, from the cache or from `make`.
  mutating func value(of text: String, make: () throws -> Value) rethrows -> Value {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return try make() }
    if let value = self.values[text] { return value }
    let value = try make()
    if self.values.count >= self.capacity { self.values.removeAll(keepingCapacity: true) }
    self.values[text] = value
    return value
  }
}
