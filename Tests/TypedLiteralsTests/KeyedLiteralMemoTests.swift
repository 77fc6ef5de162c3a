import HashTreeCollections
import Testing

@testable import TypedLiterals

/// A large keyed collection is converted once per storage: the same storage gives the remembered
/// literal, any change (a copy written to, a value mutated in place) gives its own.
@Suite(.serialized) struct KeyedLiteralMemoTests {
  static func tree(_ count: Int) -> TreeDictionary<String, Int> {
    TreeDictionary(uniqueKeysWithValues: (0..<count).map { ("k\($0)", $0) })
  }

  @Test func theSameStorageIsConvertedOnce() {
    let memo = KeyedLiteralMemo()
    let tree = Self.tree(300)
    var conversions = 0
    let first = memo.literal(of: tree) { conversions += 1; return tree.literal }
    let copy = tree
    let second = memo.literal(of: copy) { conversions += 1; return copy.literal }
    #expect(conversions == 1)
    #expect(first == second)
  }

  @Test func aWriteToACopyIsConvertedAnew() {
    KeyedLiteralMemo.shared.removeAll()
    let tree = Self.tree(300)
    let before = tree.literal
    var changed = tree
    changed["k7"] = -7
    #expect(changed.literal != before)
    #expect(changed.literal.description.contains("\"k7\": -7"))
    #expect(tree.literal == before, "the remembered original is untouched")
  }

  @Test func aValueMutatedInPlaceAfterConversionIsConvertedAnew() {
    KeyedLiteralMemo.shared.removeAll()
    var tree = Self.tree(300)
    _ = tree.literal
    // The memo keeps the storage alive, so this write copies instead of reusing its address.
    tree["k1"] = nil
    #expect(!tree.literal.description.contains("\"k1\":"))
    var dictionary = Dictionary(uniqueKeysWithValues: (0..<300).map { ("d\($0)", $0) })
    _ = dictionary.literal
    dictionary["d2"] = 99
    #expect(dictionary.literal.description.contains("\"d2\": 99"))
  }

  @Test func underAnElisionLimitNothingIsRemembered() {
    KeyedLiteralMemo.shared.removeAll()
    // 256 entries (remembered when full) whose values, 257 elements each, a limit of 256 elides.
    let nested = TreeDictionary(uniqueKeysWithValues: (0..<256).map { ("n\($0)", Array(0..<257)) })
    let elidedFirst = LiteralElision.literal(of: nested, maxItems: 256)
    #expect(elidedFirst.description.contains("[257 items]"))
    #expect(!nested.literal.description.contains("[257 items]"), "the elided literal was not remembered")
    #expect(LiteralElision.literal(of: nested, maxItems: 256) == elidedFirst, "nor is the full one used under a limit")
  }
}
