import Foundation
import HashTreeCollections

// Keys that are numbers: each becomes an order-preserving integer (`Double.orderedBits`), so a
// radix sort orders the entries without comparing them. When every id fits its 16-byte prefix
// (`IDOrderKey`), the radix sort orders by key then by the prefix's two words, and nothing is
// compared; otherwise it orders by key, and each run of equal keys is then ordered by id, the
// prefixes first, the strings only when those cannot decide.

extension QuakeSort {
  /// What the radix sort moves in place of a quake: 32 bytes, the id's prefix included so that
  /// ordering a run of equal keys reads nothing else.
  struct NumberEntry: RadixSortable {
    let key: UInt64
    let id: IDOrderKey
    /// Where the quake waits in the staging buffer.
    let position: UInt32

    /// The key, then the id prefix's two words.
    @inline(__always)
    func radixKey(_ index: Int) -> UInt64 {
      switch index {
      case 0: self.key
      case 1: self.id.high
      default: self.id.low
      }
    }
  }

  /// Runs of equal keys up to this long are ordered by insertion, without the standard sort's buffer.
  private static let shortRun = 24

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
    var idsAreDecisive = true
    for quake in data.values where isIncluded(quake) {
      let id = IDOrderKey(quake.id)
      idsAreDecisive = idsAreDecisive && id.isDecisive
      entries.append(NumberEntry(key: number(quake).orderedBits, id: id, position: UInt32(entries.count)))
      (staging + entries.count - 1).initialize(to: quake)
    }
    entries.withUnsafeMutableBufferPointer { entries in
      if idsAreDecisive {
        RadixSort.sort(entries, keyCount: 3)
      } else {
        RadixSort.sort(entries, keyCount: 1)
        Self.orderTiesByID(entries, staging: staging)
      }
    }
    return Self.moveOut(staging, count: entries.count, order: order) { Int(entries[$0].position) }
  }

  /// Orders each run of entries with equal keys by the ids of their quakes.
  private static func orderTiesByID(_ entries: UnsafeMutableBufferPointer<NumberEntry>, staging: UnsafeMutablePointer<Quake>) {
    var start = 0
    while start < entries.count {
      let key = entries[start].key
      var end = start + 1
      while end < entries.count && entries[end].key == key { end += 1 }
      if end - start > 1 {
        Self.orderByID(UnsafeMutableBufferPointer(rebasing: entries[start..<end]), staging: staging)
      }
      start = end
    }
  }

  private static func orderByID(_ run: UnsafeMutableBufferPointer<NumberEntry>, staging: UnsafeMutablePointer<Quake>) {
    let precedes = { (lhs: NumberEntry, rhs: NumberEntry) in
      IDOrderKey.precedes(lhs.id, rhs.id) { staging[Int(lhs.position)].id < staging[Int(rhs.position)].id }
    }
    guard run.count <= Self.shortRun else {
      var run = run
      return run.sort(by: precedes)
    }
    for next in 1..<run.count {
      let entry = run[next]
      var slot = next
      while slot > 0 && precedes(entry, run[slot - 1]) {
        run[slot] = run[slot - 1]
        slot -= 1
      }
      run[slot] = entry
    }
  }
}
