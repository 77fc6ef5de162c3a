import PropertyBased
@testable import QuakesData
import Testing

/// The radix sort against the standard library's stable sort.
@Suite struct RadixSortTests {
  struct Item: BitwiseCopyable, Equatable {
    let key: UInt64
    /// The item's place before sorting, to see that equal keys keep their order.
    let tag: UInt32
  }

  static func radixSorted(_ keys: [UInt64]) -> [Item] {
    var items = keys.enumerated().map { Item(key: $1, tag: UInt32($0)) }
    items.withUnsafeMutableBufferPointer { RadixSort.sort($0, key: \.key) }
    return items
  }

  static func reference(_ keys: [UInt64]) -> [Item] {
    keys.enumerated().map { Item(key: $1, tag: UInt32($0)) }.sorted { ($0.key, $0.tag) < ($1.key, $1.tag) }
  }

  /// Keys drawn from a few values that differ in every byte, so runs of equal keys are long and
  /// no pass is skipped.
  @Test(arguments: [0, 1, 2, 3, 257, 5_000])
  func sortsStablyOverRandomKeys(_ count: Int) {
    var rng = Xoshiro(seed: (14, 2, 1, UInt64(count)))
    let pool = (0..<40).map { _ in UInt64.random(in: .min ... .max, using: &rng) }
    let keys = (0..<count).map { _ in pool.randomElement(using: &rng)! }
    #expect(Self.radixSorted(keys) == Self.reference(keys))
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
  }
}
