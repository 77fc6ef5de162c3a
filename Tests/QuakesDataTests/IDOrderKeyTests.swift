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
      #expect(
        IDOrderKey.precedes(IDOrderKey(id), IDOrderKey(other)) == (id < other),
        "\(id.debugDescription) vs \(other.debugDescription)")
    }
  }

  @Test func sortingByTheKeyGivesStringOrder() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("abcz019-_ é")
    let ids = (0..<2_000).map { _ in
      String((0..<Int.random(in: 0...20, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
    }
    let byKey = ids.map(IDOrderKey.init).sorted(by: IDOrderKey.precedes).map(\.id)
    #expect(byKey == ids.sorted())
  }
}
