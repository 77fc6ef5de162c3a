import Foundation
import HashTreeCollections

// Keys that are not numbers (a name, say): entries carrying the key, the id's prefix and the
// quake's staging position are sorted with a comparison, a `String` tie-break only when the
// prefixes cannot decide.

extension QuakeSort {
  /// What is sorted in place of a quake when the key is compared.
  struct Entry<Key: Comparable> {
    let key: Key
    let id: IDOrderKey
    /// Where the quake waits in the staging buffer.
    let position: UInt32
  }

  static func sorted<Key: Comparable>(
    _ data: TreeDictionary<Quake.ID, Quake>,
    matching search: QuakeSearch,
    key: (Quake) -> Key,
    order: SortOrder
  ) -> [Quake] {
    let staging = Self.stagingBuffer(for: data)
    defer { staging.deallocate() }
    var entries: [Entry<Key>] = []
    entries.reserveCapacity(data.count)
    _ = data.compactMapValues { (quake: Quake) -> Never? in
      guard search.matches(quake) else { return nil }
      entries.append(Entry(key: key(quake), id: IDOrderKey(quake.id), position: UInt32(entries.count)))
      (staging + entries.count - 1).initialize(to: quake)
      return nil
    }
    entries.sort { Self.precedes($0, $1, staging: staging) }
    return Self.moveOut(staging, count: entries.count, order: order) { Int(entries[$0].position) }
  }

  /// Key order, then id order.
  @inline(__always)
  private static func precedes<Key>(_ lhs: Entry<Key>, _ rhs: Entry<Key>, staging: UnsafeMutablePointer<Quake>) -> Bool {
    if lhs.key != rhs.key { return lhs.key < rhs.key }
    return IDOrderKey.precedes(lhs.id, rhs.id) { staging[Int(lhs.position)].id < staging[Int(rhs.position)].id }
  }
}
