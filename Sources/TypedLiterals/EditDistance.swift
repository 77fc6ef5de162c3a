/// Edit distance over Unicode scalars where swapping two neighbours counts as one edit, as one
/// slip of the fingers (`:wtach` is one from `:watch`, not two); small inputs only (names, not
/// documents).
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var beforePrevious = [Int](repeating: 0, count: b.count + 1)
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
      }
    }
    (beforePrevious, previous, current) = (previous, current, beforePrevious)
  }
  return previous[b.count]
}

/// The candidate closest to `word`, if it is plausibly a typo of it.
///
/// Case-insensitive prefixes count as close (`.didtapi` → `didTapIncrementButton`); otherwise
/// the edit distance must be at most a third of the word's length (and at least 1 allowed).
public func closestMatch(to word: String, among candidates: [String]) -> String? {
  let lowered = word.lowercased()
  if !lowered.isEmpty, let prefixed = candidates.first(where: { $0.lowercased().hasPrefix(lowered) }) {
    return prefixed
  }
  let length = word.unicodeScalars.count
  let limit = Swift.max(1, length / 3)
  // The distance is at least the difference in length, so most candidates of a long word are
  // ruled out without the quadratic comparison.
  let plausible = candidates.filter { abs($0.unicodeScalars.count - length) <= limit }
  let scored = plausible.map { (candidate: $0, distance: editDistance(lowered, $0.lowercased())) }
  guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else { return nil }
  return best.candidate
}
