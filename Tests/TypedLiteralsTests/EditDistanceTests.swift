import Testing
@testable import TypedLiterals

@Suite struct EditDistanceTests {
  // MARK: - closestMatch

  struct MatchCase: Sendable, CustomTestStringConvertible {
    var id: String
    var word: String
    var candidates: [String]
    var match: String?
    var testDescription: String { self.id }
  }

  static let categoryList = ["onAppear", "onTapReloadSampleDataButton"]
  static let counter = ["didTapIncrementButton", "didTapDecrementButton"]

  @Test(arguments: [
    MatchCase(id: "one letter missing", word: "onApear", candidates: categoryList, match: "onAppear"),
    MatchCase(id: "one letter extra", word: "onAppearr", candidates: categoryList, match: "onAppear"),
    MatchCase(id: "one letter wrong", word: "onAppeer", candidates: categoryList, match: "onAppear"),
    MatchCase(id: "case differs only", word: "ONAPPEAR", candidates: categoryList, match: "onAppear"),
    MatchCase(id: "case-insensitive prefix", word: "didtapi", candidates: counter, match: "didTapIncrementButton"),
    MatchCase(id: "prefix shared by two picks the first", word: "didTap", candidates: counter, match: "didTapIncrementButton"),
    MatchCase(id: "prefix of the second", word: "didTapD", candidates: counter, match: "didTapDecrementButton"),
    MatchCase(id: "typo in a long name", word: "didTapIncrementButon", candidates: counter, match: "didTapIncrementButton"),
    MatchCase(id: "unrelated word", word: "zzzzzz", candidates: categoryList, match: nil),
    MatchCase(id: "no candidates", word: "onAppear", candidates: [], match: nil),
    MatchCase(id: "transposition in a short word is two edits", word: "dgo", candidates: ["dog", "cat"], match: nil),
    MatchCase(id: "prefix of a short word", word: "ca", candidates: ["dog", "cat"], match: "cat"),
    MatchCase(id: "short words allow one edit", word: "cot", candidates: ["dog", "cat"], match: "cat"),
    MatchCase(id: "two-letter word one edit away", word: "ab", candidates: ["ac"], match: "ac"),
    MatchCase(id: "six letters allow two edits", word: "abcdef", candidates: ["abxyef"], match: "abxyef"),
    MatchCase(id: "six letters reject three edits", word: "abcdef", candidates: ["axyzef"], match: nil),
    MatchCase(id: "nine letters allow three edits", word: "herbivore", candidates: ["carnivorous", "herbivorous"], match: "herbivorous"),
    MatchCase(id: "the nearest of several wins", word: "omnivoros", candidates: ["carnivorous", "herbivorous", "omnivorous"], match: "omnivorous"),
    MatchCase(id: "equal distances keep candidate order", word: "bat", candidates: ["cat", "rat"], match: "cat"),
  ])
  func closestMatches(_ match: MatchCase) {
    #expect(closestMatch(to: match.word, among: match.candidates) == match.match)
  }

  // MARK: - editDistance

  @Test(arguments: [
    ("kitten", "sitting", 3),
    ("", "abc", 3),
    ("abc", "", 3),
    ("", "", 0),
    ("same", "same", 0),
    ("onApear", "onAppear", 1),
    ("flaw", "lawn", 2),
    ("ab", "ba", 1),
    ("wtach", "watch", 1),
    ("abc", "ca", 3),
  ])
  func distances(_ a: String, _ b: String, _ distance: Int) {
    #expect(editDistance(a, b) == distance)
    #expect(editDistance(b, a) == distance, "symmetric")
  }

  @Test func distanceCountsUnicodeScalars() {
    // Precomposed "é" is one scalar; "e" + combining acute is two, though Swift calls them equal.
    #expect("\u{e9}" == "e\u{301}")
    #expect(editDistance("\u{e9}", "e\u{301}") == 2)
    #expect(editDistance("🇫🇷", "🇫🇮") == 1)
  }
}
