import PropertyBased
@testable import QuakesData
import Testing

/// The radix sort against the standard library's stable sort.
@Suite struct RadixSortTests {
  struct Item: RadixSortable, Equatable {
    let key: UInt64
    let minor: UInt64
    /// The item's place before sorting, to see that equal keys keep their order.
    let tag: UInt32

    func radixKey(_ index: Int) -> UInt64 { index == 0 ? self.key : self.minor }
  }

  /// Sorted by `key` alone, or by `key` then `minor` when `keyCount` is 2.
  static func radixSorted(_ keys: [UInt64], minors: [UInt64]? = nil) -> [Item] {
    var items = Self.items(keys, minors: minors)
    items.withUnsafeMutableBufferPointer { RadixSort.sort($0, keyCount: minors == nil ? 1 : 2) }
    return items
  }

  static func reference(_ keys: [UInt64], minors: [UInt64]? = nil) -> [Item] {
    Self.items(keys, minors: minors).sorted {
      minors == nil ? ($0.key, $0.tag) < ($1.key, $1.tag) : ($0.key, $0.minor, $0.tag) < ($1.key, $1.minor, $1.tag)
    }
  }

  static func items(_ keys: [UInt64], minors: [UInt64]?) -> [Item] {
    keys.indices.map { Item(key: keys[$0], minor: minors?[$0] ?? UInt64($0 % 3), tag: UInt32($0)) }
  }

  /// Keys drawn from a few values that differ in every byte, so runs of equal keys are long and
  /// no pass is skipped.
  @Test(arguments: [0, 1, 2, 3, 257, 5_000])
  func sortsStablyOverRandomKeys(_ count: Int) {
    var rng = Xoshiro(seed: (14, 2, 1, UInt64(count)))
    let pool = (0..<40).map { _ in UInt64.random(in: .min ... .max, using: &rng) }
    let keys = (0..<count).map { _ in pool.randomElement(using: &rng)! }
    let minors = (0..<count).map { _ in pool.randomElement(using: &rng)! }
    #expect(Self.radixSorted(keys) == Self.reference(keys))
    #expect(Self.radixSorted(keys, minors: minors) == Self.reference(keys, minors: minors))
  }

  /// Keys whose bytes are mostly the same in every entry, named: the passes skipped must not matter.
  struct SharedBytes: CustomTestStringConvertible, Sendable {
    let testDescription: String
    let keys: [UInt64]
  }

  static let keysSharingBytes = [
    SharedBytes(testDescription: "one key", keys: [UInt64](repeating: 7, count: 50)),
    SharedBytes(testDescription: "low byte only", keys: (0..<300).map { (index: Int) -> UInt64 in UInt64((index * 37) % 256) }),
    SharedBytes(
      testDescription: "top byte only",
      keys: (0..<300).map { (index: Int) -> UInt64 in UInt64((index * 37) % 256) << 56 | 0x00AB_CDEF_0000_0000 }),
    SharedBytes(
      testDescription: "two bytes apart",
      keys: (0..<300).map { (index: Int) -> UInt64 in UInt64((index * 37) % 5) << 40 | UInt64(index % 3) }),
    SharedBytes(testDescription: "extremes", keys: [UInt64.max, 0, .max, 1 << 63, 0, (1 << 63) - 1]),
  ]

  @Test(arguments: Self.keysSharingBytes)
  func sortsKeysThatShareBytes(_ sample: SharedBytes) {
    #expect(Self.radixSorted(sample.keys) == Self.reference(sample.keys))
    let minors = sample.keys.reversed().map { $0 >> 3 }
    #expect(Self.radixSorted(sample.keys, minors: minors) == Self.reference(sample.keys, minors: minors))
  }
}
