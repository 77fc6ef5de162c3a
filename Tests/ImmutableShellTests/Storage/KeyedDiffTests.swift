import HashTreeCollections
@testable import ImmutableShell
import Testing
import TypedLiterals

/// `KeyedDiff`: a keyed part's trace changes from its typed values, for both collections a part
/// may hold; `StateChangesTests` compares it with the literal diff on whole domains.
@Suite struct KeyedDiffTests {
  private let table: [Int: String] = [1: "a", 2: "b", 9: "c", 10: "d"]

  @Test func sharedStorageHasNoChange() {
    let tree = TreeDictionary(uniqueKeysWithValues: self.table.map { ($0.key, $0.value) })
    let copy = tree
    #expect(KeyedDiff.changes(from: tree, to: copy, path: "t", maxKeys: 5).isEmpty)
    #expect(KeyedDiff.changes(from: self.table, to: self.table, path: "t", maxKeys: 5).isEmpty)
  }

  @Test func changesComeInPrintedKeyOrderForBothCollections() {
    var after = self.table
    after[10] = nil
    after[2] = "B"
    after[11] = "e"
    let expected = [#"t[10]: "d" → nil removed"#, #"t[11]: nil → "e" added"#, #"t[2]: "b" → "B" replaced"#]
    #expect(Self.lines(KeyedDiff.changes(from: self.table, to: after, path: "t", maxKeys: 5)) == expected)
    let (treeBefore, treeAfter) = (TreeDictionary(self.table.map { $0 }), TreeDictionary(after.map { $0 }))
    #expect(Self.lines(KeyedDiff.changes(from: treeBefore, to: treeAfter, path: "t", maxKeys: 5)) == expected)
  }

  @Test func moreChangesThanMaxKeysAreCountedWithoutValues() {
    var after = self.table
    after[1] = nil
    after[2] = "B"
    after[12] = "f"
    let changes = KeyedDiff.changes(from: self.table, to: after, path: "t", maxKeys: 2)
    #expect(changes.map(\.kind) == [.keys(added: 1, removed: 1, changed: 1)])
    #expect(changes.map(\.old) == [Literal(.elided(count: 4))])
    #expect(changes.map(\.new) == [Literal(.elided(count: 4))])
  }

  @Test func aKeyReplacedByAnotherIsRemovedAndAdded() {
    let after: [Int: String] = [1: "a", 2: "b", 9: "c", 11: "d"]
    #expect(Self.lines(KeyedDiff.changes(from: self.table, to: after, path: "t", maxKeys: 5)) == [#"t[10]: "d" → nil removed"#, #"t[11]: nil → "d" added"#])
  }

  static func lines(_ changes: [StateDiff.Change]) -> [String] {
    changes.map { "\($0.path): \($0.old) → \($0.new) \($0.kind)" }
  }
}

extension TreeDictionary {
  fileprivate init(_ elements: [(key: Key, value: Value)]) {
    self.init(uniqueKeysWithValues: elements.map { ($0.key, $0.value) })
  }
}
