import Foundation
import HashTreeCollections

// Keys that are numbers: each becomes an order-preserving integer (`Double.orderedBits`), so a
// radix sort orders the entries without comparing them. When every id fits its 16-byte prefix
// (`IDOrderKey`), the radix sort orders by key then by the prefix's two words, and nothing is
// compared; otherwise it orders by key, and each run of equal keys is then ordered by id, the
// prefixes first, the strings only when those cannot decide.

extension QuakeSort {
  /// A key that is a number: the UI's two keys read their field directly, since applying a key
  /// path copies the quake; any other `Double` or `Date` key path is applied.
  enum NumberKey {
    case magnitude
    case time
    case double(KeyPath<Quake, Double>)
    case date(KeyPath<Quake, Date>)

    /// The key for `keyPath`, or nil when its values are not numbers.
    init?<Value>(_ keyPath: KeyPath<Quake, Value>) {
      switch keyPath {
      case \Quake.magnitude: self = .magnitude
      case \Quake.time: self = .time
      case let path as KeyPath<Quake, Double>: self = .double(path)
      case let path as KeyPath<Quake, Date>: self = .date(path)
      default: return nil
      }
    }

    /// An integer whose order is the order of `quake`'s key.
    @inline(__always)
    func orderedBits(of quake: Quake) -> UInt64 {
      switch self {
      case .magnitude: quake.magnitude.orderedBits
      case .time: quake.time.timeIntervalSinceReferenceDate.orderedBits
      case .double(let path): quake[keyPath: path].orderedBits
      case .date(let path): quake[keyPath: path].timeIntervalSinceReferenceDate.orderedBits
      }
    }
  }

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
    matching search: QuakeSearch,
    number key: NumberKey,
    order: SortOrder
  ) -> [Quake] {
    let staging = Self.stagingBuffer(for: data)
    defer { staging.deallocate() }
    // Plain memory rather than an array: appending from inside the walk's closure cost about
    // 1 ms more at 64k quakes.
    let entries = UnsafeMutablePointer<NumberEntry>.allocate(capacity: data.count)
    defer { entries.deallocate() }
    var count = 0
    var idsAreDecisive = true
    _ = data.compactMapValues { (quake: Quake) -> Never? in
      guard search.matches(quake) else { return nil }
      let id = IDOrderKey(quake.quakeId)
      idsAreDecisive = idsAreDecisive && id.isDecisive
      (entries + count).initialize(to: NumberEntry(key: key.orderedBits(of: quake), id: id, position: UInt32(count)))
      (staging + count).initialize(to: quake)
      count += 1
      return nil
    }
    let sorting = UnsafeMutableBufferPointer(start: entries, count: count)
    if idsAreDecisive {
      RadixSort.sort(sorting, keyCount: 3)
    } else {
      RadixSort.sort(sorting, keyCount: 1)
      Self.orderTiesByID(sorting, staging: staging)
    }
    return Self.moveOut(staging, count: count, order: order) { Int(entries[$0].position) }
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
