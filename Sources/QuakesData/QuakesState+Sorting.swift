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
//
// The walk: TreeDictionary's iterator copies every `(key, value)` pair out, retaining both strings
// of a quake that is then copied again, and at 64k quakes that was a third of the select.
// `compactMapValues` hands its closure each value where the trie stores it, and a closure that
// always answers nil builds nothing, so it serves as the borrowing walk TreeDictionary does not
// offer. The test, the key and the copy are written inside that closure: passed on to another
// closure, the quake was copied again (measured 8% slower).

extension QuakesState {
  /// The quakes of `data` that `search` matches, ordered by `keyPath` then by id.
  static func sorted<Value: Comparable>(
    _ data: TreeDictionary<Quake.ID, Quake>,
    matching search: QuakeSearch,
    by keyPath: KeyPath<Quake, Value>,
    order: SortOrder
  ) -> [Quake] {
    if let key = QuakeSort.NumberKey(keyPath) {
      return QuakeSort.sorted(data, matching: search, number: key, order: order)
    }
    return QuakeSort.sorted(data, matching: search, key: { $0[keyPath: keyPath] }, order: order)
  }
}

/// The sorted select's walk, sort and move (see the comment above).
enum QuakeSort {
  /// Where the matching quakes wait between the walk over the trie and the result.
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
