@testable import QuakesData
import Testing

/// The sort's fast tie-break must order ids exactly as `String` does, whatever the ids look like.
@Suite struct IDOrderKeyTests {
  static let ids = [
    "", "a", "ab", "abc", "abd", "b", "us6000kxfl", "us6000kxme", "nc73936416", "ak0239ul7ufw",
    "synthetic-9", "synthetic-10", "synthetic-100", "exactly16bytes!!", "exactly16bytes!", "exactly16bytes!!x",
    "longer-than-sixteen-bytes-a", "longer-than-sixteen-bytes-b", "Zed", "zed", "pāhala", "pahala",
    "é", "e\u{301}", "ab\u{E9}", "ab\u{0}c", "ab\u{0}", "~", "\u{7F}",
  ]

  @Test(arguments: Self.ids)
  func ordersEveryPairAsStringDoes(_ id: String) {
    for other in Self.ids {
      var fellBack = false
      let precedes = IDOrderKey.precedes(IDOrderKey(id), IDOrderKey(other)) {
        fellBack = true
        return id < other
      }
      #expect(precedes == (id < other), "\(id.debugDescription) vs \(other.debugDescription)")
      // Short ASCII ids are decided by the words alone; only the others read the strings.
      #expect(fellBack == !(Self.isShortASCII(id) && Self.isShortASCII(other)))
    }
  }

  @Test func sortingByTheKeyGivesStringOrder() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("abcz019-_ é")
    let ids = (0..<2_000).map { _ in
      String((0..<Int.random(in: 0...20, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
    }
    let keys = ids.map(IDOrderKey.init)
    let byKey = ids.indices.sorted { left, right in
      IDOrderKey.precedes(keys[left], keys[right]) { ids[left] < ids[right] }
    }
    #expect(byKey.map { ids[$0] } == ids.sorted())
  }

  /// At most 16 bytes, ASCII, no NUL: what the two words hold whole.
  private static func isShortASCII(_ id: String) -> Bool {
    id.utf8.count <= 16 && id.utf8.allSatisfy { $0 != 0 && $0 < 0x80 }
  }
}
