import Foundation
import Synchronization

/// Makes UUID-shaped ids (`"8C5E…-…"`, uppercase, version 4 bits set) from a seed, the same
/// sequence every run, so `--seed N` gives byte-stable transcripts.
///
/// ```swift
/// let store = try LocalStore<UUID>(path: "ch07.sqlite", makeID: SeededIDGenerator.makeID(seed: 7))
/// ```
///
/// - Important: A value type: copies continue the sequence independently. Use `makeID(seed:)`
///   for a shareable `@Sendable` closure.
/// - SeeAlso: SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
///   generators", 2014).
public struct SeededIDGenerator: Sendable, Hashable {
  private var state: UInt64

  /// Creates a generator; equal seeds give equal sequences.
  public init(seed: UInt64) {
    self.state = seed
  }
}

extension SeededIDGenerator {
  /// The next id in the sequence.
  public mutating func next() -> String {
    let high = self.nextWord()
    let low = self.nextWord()
    var bytes = [UInt8](repeating: 0, count: 16)
    for index in 0..<8 {
      bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * UInt64(index)))
      bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * UInt64(index)))
    }
    bytes[6] = (bytes[6] & 0x0F) | 0x40  // version 4
    bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 4122 variant
    let uuid = UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      )
    )
    return uuid.uuidString
  }

  /// A thread-safe closure that returns this seed's ids in order, for `LocalStore`'s `makeID`.
  public static func makeID(seed: UInt64) -> @Sendable () -> String {
    let source = SharedSource(SeededIDGenerator(seed: seed))
    return { source.next() }
  }

  /// One SplitMix64 step.
  private mutating func nextWord() -> UInt64 {
    self.state &+= 0x9E37_79B9_7F4A_7C15
    var word = self.state
    word = (word ^ (word >> 30)) &* 0xBF58_476D_1CE4_E5B9
    word = (word ^ (word >> 27)) &* 0x94D0_49BB_1331_11EB
    return word ^ (word >> 31)
  }
}

extension SeededIDGenerator {
  /// One generator behind a lock, shared by every copy of a `makeID` closure.
  private final class SharedSource: Sendable {
    private let generator: Mutex<SeededIDGenerator>

    init(_ generator: SeededIDGenerator) {
      self.generator = Mutex(generator)
    }

    func next() -> String {
      self.generator.withLock { $0.next() }
    }
  }
}
