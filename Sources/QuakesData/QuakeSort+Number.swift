import Foundation
import HashTreeCollections

// Keys that are numbers: each becomes an order-preserving integer (`Double.orderedBits`), so a
// radix sort orders the entries by key without comparing them; then each run of equal keys is
// ordered by id, the prefixes first (`IDOrderKey`), the strings only when those cannot decide.

extension QuakeSort {
  /// What the radix sort moves in place of a quake: 16 bytes.
  struct NumberEntry: BitwiseCopyable {
    let key: UInt64
    /// Where the quake (and its id's prefix) waits in the staging buffers.
    let position: UInt32
  }

  static func sorted(
    _ data: TreeDictionary<Quake.ID, Quake>,
    where isIncluded: (Quake) -> Bool,
    number: (Quake) -> Double,
    order: SortOrder
  ) -> [Quake] {
    let staging = Self.stagingBuffer(for: data)
    defer { staging.deallocate() }
    var entries: [NumberEntry] = []
    entries.reserveCapacity(data.count)
    var ids: [IDOrderKey] = []
    ids.reserveCapacity(data.count)
    for quake in data.values where isIncluded(quake) {
      entries.append(NumberEntry(key: number(quake).orderedBits, position: UInt32(ids.count)))
      ids.append(IDOrderKey(quake.id))
      (staging + ids.count - 1).initialize(to: quake)
    }
    entries.withUnsafeMutableBufferPointer { entries in
      RadixSort.sort(entries, key: \.key)
      ids.withUnsafeBufferPointer { ids in Self.orderTiesByID(entries, ids: ids, staging: staging) }
    }
    return Self.moveOut(staging, count: entries.count, order: order) { Int(entries[$0].position) }
  }

  /// Orders each run of entries with equal keys by the ids of their quakes.
  private static func orderTiesByID(
    _ entries: UnsafeMutableBufferPointer<NumberEntry>, ids: UnsafeBufferPointer<IDOrderKey>,
    staging: UnsafeMutablePointer<Quake>
  ) {
    var start = 0
    while start < entries.count {
      let key = entries[start].key
      var end = start + 1
      while end < entries.count && entries[end].key == key { end += 1 }
      if end - start > 1 {
        var run = UnsafeMutableBufferPointer(rebasing: entries[start..<end])
        run.sort { lhs, rhs in
          let left = Int(lhs.position)
          let right = Int(rhs.position)
          return IDOrderKey.precedes(ids[left], ids[right]) { staging[left].id < staging[right].id }
        }
      }
      start = end
    }
  }
}
