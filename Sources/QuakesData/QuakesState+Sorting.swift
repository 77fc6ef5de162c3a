import Foundation
import HashTreeCollections

// The book sorts with `SortDescriptor`, which leaves the order of equal keys unspecified, and the
// input comes from a TreeDictionary whose order changes from run to run (its hashes are seeded
// per process, like a Dictionary's). Ties are broken on the id so the same state always selects
// the same array; `.reverse` reverses the whole comparison (ties included), so it is exactly the
// forward array backwards.
//
// Cost: each match is copied out of the trie once, into a staging buffer; small entries (key, id
// words, position) are sorted in its place, since a key path read per comparison, a `String`
// tie-break and 72-byte moves made the select several times a bare `sorted()`; then each staged
// quake is moved (not copied) to its sorted place in the result.

extension QuakesState {
  /// The quakes of `data` that pass `isIncluded`, ordered by `keyPath` then by id.
  static func sorted<Value: Comparable>(
    _ data: TreeDictionary<Quake.ID, Quake>,
    where isIncluded: (Quake) -> Bool,
    by keyPath: KeyPath<Quake, Value>,
    order: SortOrder
  ) -> [Quake] {
    // The two keys the UI offers are read directly: applying a key path copies each quake.
    if keyPath == \Quake.magnitude {
      return QuakeSort.sorted(data, where: isIncluded, key: { $0.magnitude }, order: order)
    }
    if keyPath == \Quake.time {
      return QuakeSort.sorted(data, where: isIncluded, key: { $0.time.timeIntervalSinceReferenceDate }, order: order)
    }
    return QuakeSort.sorted(data, where: isIncluded, key: { $0[keyPath: keyPath] }, order: order)
  }
}

/// The sorted select's one pass, sort and move (see the comment above).
enum QuakeSort {
  /// What is sorted in place of a quake: 32 bytes for a `Double` key.
  struct Entry<Key: Comparable> {
    let key: Key
    let id: IDOrderKey
    /// Where the quake waits in the staging buffer.
    let position: UInt32
  }

  static func sorted<Key: Comparable>(
    _ data: TreeDictionary<Quake.ID, Quake>,
    where isIncluded: (Quake) -> Bool,
    key: (Quake) -> Key,
    order: SortOrder
  ) -> [Quake] {
    precondition(data.count <= Int(UInt32.max), "more quakes than a sort position holds")
    let staging = UnsafeMutablePointer<Quake>.allocate(capacity: data.count)
    defer { staging.deallocate() }
    var entries: [Entry<Key>] = []
    entries.reserveCapacity(data.count)
    for quake in data.values where isIncluded(quake) {
      (staging + entries.count).initialize(to: quake)
      entries.append(Entry(key: key(quake), id: IDOrderKey(quake.id), position: UInt32(entries.count)))
    }
    if order == .reverse {
      entries.sort { Self.precedes($1, $0, staging: staging) }
    } else {
      entries.sort { Self.precedes($0, $1, staging: staging) }
    }
    // Every staged quake moves out exactly once, so nothing is left to deinitialize.
    return [Quake](unsafeUninitializedCapacity: entries.count) { result, count in
      for (slot, entry) in entries.enumerated() {
        (result.baseAddress! + slot).moveInitialize(from: staging + Int(entry.position), count: 1)
      }
      count = entries.count
    }
  }

  /// Key order, then id order.
  @inline(__always)
  private static func precedes<Key>(_ lhs: Entry<Key>, _ rhs: Entry<Key>, staging: UnsafeMutablePointer<Quake>) -> Bool {
    if lhs.key != rhs.key { return lhs.key < rhs.key }
    return IDOrderKey.precedes(lhs.id, rhs.id) { staging[Int(lhs.position)].id < staging[Int(rhs.position)].id }
  }
}
