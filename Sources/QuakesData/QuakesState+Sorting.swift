import Foundation
import HashTreeCollections

// The book sorts with `SortDescriptor`, which leaves the order of equal keys unspecified, and the
// input comes from a TreeDictionary whose order changes from run to run (its hashes are seeded
// per process, like a Dictionary's). Ties are broken on the id so the same state always selects
// the same array; `.reverse` is exactly the forward array backwards.
//
// Cost: each match is copied out of the trie once, into a staging buffer, and later moved (not
// copied) to its sorted place in the result; only small entries are sorted in between. Keys that
// are numbers (magnitude, time, any `Double` or `Date`) become order-preserving integers that a
// radix sort orders, with the id's 16-byte prefix as two more integer keys, so the frequent ties
// cost no comparisons (`QuakeSort+Number.swift`); other keys are compared
// (`QuakeSort+Comparable.swift`).

extension QuakesState {
  /// The quakes of `data` that pass `isIncluded`, ordered by `keyPath` then by id.
  static func sorted<Value: Comparable>(
    _ data: TreeDictionary<Quake.ID, Quake>,
    where isIncluded: (Quake) -> Bool,
    by keyPath: KeyPath<Quake, Value>,
    order: SortOrder
  ) -> [Quake] {
    if let number = QuakeSort.number(keyPath) {
      return QuakeSort.sorted(data, where: isIncluded, number: number, order: order)
    }
    return QuakeSort.sorted(data, where: isIncluded, key: { $0[keyPath: keyPath] }, order: order)
  }
}

/// The sorted select's one pass, sort and move (see the comment above).
enum QuakeSort {
  /// The number that orders quakes exactly as `keyPath`'s values do, when there is one. The two
  /// keys the UI offers are read directly: applying a key path copies each quake.
  static func number<Value>(_ keyPath: KeyPath<Quake, Value>) -> ((Quake) -> Double)? {
    if keyPath == \Quake.magnitude { return { $0.magnitude } }
    if keyPath == \Quake.time { return { $0.time.timeIntervalSinceReferenceDate } }
    if let path = keyPath as? KeyPath<Quake, Double> { return { $0[keyPath: path] } }
    if let path = keyPath as? KeyPath<Quake, Date> { return { $0[keyPath: path].timeIntervalSinceReferenceDate } }
    return nil
  }

  /// Where the matching quakes wait between the pass over the trie and the result.
  static func stagingBuffer(for data: TreeDictionary<Quake.ID, Quake>) -> UnsafeMutablePointer<Quake> {
    precondition(data.count <= Int(UInt32.max), "more quakes than a sort position holds")
    return UnsafeMutablePointer<Quake>.allocate(capacity: data.count)
  }

  /// Moves every staged quake to its place in the result: rank `rank` holds the quake at
  /// `position(rank)`, and `.reverse` fills the result from the end. The quakes are read in staging
  /// order and written to scattered places, since a scattered read stalls and a write does not.
  /// Each quake moves out exactly once, so nothing is left to deinitialize.
  static func moveOut(
    _ staging: UnsafeMutablePointer<Quake>, count: Int, order: SortOrder, position: (Int) -> Int
  ) -> [Quake] {
    guard count > 0 else { return [] }
    let slots = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
    defer { slots.deallocate() }
    for rank in 0..<count {
      slots[position(rank)] = UInt32(order == .reverse ? count - 1 - rank : rank)
    }
    return [Quake](unsafeUninitializedCapacity: count) { result, initialized in
      let base = result.baseAddress!
      for staged in 0..<count {
        (base + Int(slots[staged])).moveInitialize(from: staging + staged, count: 1)
      }
      initialized = count
    }
  }
}
