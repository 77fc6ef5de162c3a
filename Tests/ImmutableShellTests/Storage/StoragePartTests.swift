import HashTreeCollections
@testable import ImmutableShell
import Testing

/// `:storage` answers from storage identity and key changes; these pin both to what the
/// collections really do, so a layout change in either type fails here, not in a transcript.
@Suite struct StoragePartTests {
  struct Shelf: Sendable {
    var tree: TreeDictionary<String, Int> = ["a": 1, "b": 2, "c": 3]
    var table: [String: Int] = ["a": 1, "b": 2, "c": 3]
    var label: String = "x"
  }

  private let tree = StoragePart<Shelf>.tree("tree") { $0.tree }
  private let table = StoragePart<Shelf>.dictionary("table") { $0.table }
  private let label = StoragePart<Shelf>.value("label") { $0.label }

  @Test func aCopyIsSharedAndAMutatedCopyIsNot() {
    let original = Shelf()
    var copy = original
    #expect(StorageIdentity.isShared(original.tree, copy.tree))
    #expect(StorageIdentity.isShared(original.table, copy.table))
    copy.tree["a"] = 10
    copy.table["a"] = 10
    #expect(!StorageIdentity.isShared(original.tree, copy.tree))
    #expect(!StorageIdentity.isShared(original.table, copy.table))
    #expect(original.tree["a"] == 1 && original.table["a"] == 1, "the original kept its values")
  }

  @Test func untouchedPartsReportShared() {
    let before = Shelf()
    var after = before
    after.label = "y"
    #expect(self.tree.compare(before, after) == "3 elements, shared")
    #expect(self.table.compare(before, after) == "3 elements, shared")
    #expect(self.label.compare(before, after) == #""x" → "y""#)
    #expect(self.label.compare(before, before) == "unchanged")
  }

  /// A value whose two short forms print alike (a long list, both elided) says where it first
  /// changed instead, within the transcript width; one element is `1 element`.
  @Test func aValueWhoseShortFormsLookAlikeSaysWhereItChanged() {
    struct Ledger: Sendable {
      var entries: [Int] = Array(0..<50)
    }
    let whole = StoragePart<Ledger>.value("entries") { $0.entries }
    let before = Ledger()
    var after = before
    after.entries[7] = 700
    let verdict = whole.compare(before, after)
    #expect(verdict == "changed at [7]: 7 → 700", "\(verdict)")
    #expect(verdict.utf8.count <= 120)
    let single = StoragePart<Shelf>.tree("tree") { _ in ["a": 1] }
    #expect(single.compare(Shelf(), Shelf()).hasPrefix("1 element,"))
  }

  @Test func aTreeChangeRewritesOnePathPerChangedKey() {
    let before = Shelf()
    var after = before
    after.tree["a"] = 10
    after.tree["d"] = 4
    after.tree["b"] = nil
    // Three elements fit one node: every change makes it anew.
    #expect(self.tree.compare(before, after) == "3 elements, 1 added, 1 removed, 1 updated: all new storage, no node shared with the state before")
  }

  @Test func aChangeInALargeTreeRebuildsOnlyItsPathAndALayoutRebuildsAll() {
    let parts = StoragePart<TreeDictionary<Int, Int>>.tree("big") { $0 }
    let before = TreeDictionary(uniqueKeysWithValues: (0..<4096).map { ($0, $0) })
    var one = before
    one[17] = nil
    let verdict = parts.compare(before, one)
    #expect(verdict.hasPrefix("4096 → 4095 elements, 1 removed: "))
    #expect(verdict.hasSuffix(": one path rewritten, every other node shared"))
    let laidOut = one.mapValues { $0 }
    #expect(parts.compare(one, laidOut) == "4095 elements, equal but not shared")
    var relaid = before.mapValues { $0 }
    relaid[17] = nil
    #expect(parts.compare(before, relaid) == "4096 → 4095 elements, 1 removed: all new storage, no node shared with the state before")
  }

  @Test func aTreeLayoutTreeNodesCannotReadSaysSharingIsNotMeasured() {
    // What a newer swift-collections with another index layout looks like to `:storage`.
    let unreadable = StoragePart<Shelf>.tree("tree", { $0.tree }, sharing: { _, _ in nil })
    let before = Shelf()
    var after = before
    after.tree["a"] = 10
    #expect(unreadable.compare(before, after) == "3 elements, 1 updated: cannot measure node sharing with this swift-collections version")
    #expect(unreadable.compare(before, before) == "3 elements, shared", "identity needs no node layout")
  }

  @Test func aTreeBuiltFromNothingIsAllNewStorage() {
    var before = Shelf()
    before.tree = [:]
    let after = Shelf()
    #expect(self.tree.compare(before, after) == "0 → 3 elements, 3 added: all new storage")
  }

  @Test func aDictionaryChangeCopiesTheWholeTable() {
    let before = Shelf()
    var after = before
    after.table["b"] = 20
    #expect(self.table.compare(before, after) == "3 elements, 1 updated: all 3 copied into a new table")
  }

  @Test func equalButSeparatelyBuiltStorageIsNotCalledShared() {
    let before = Shelf()
    var after = before
    after.tree = TreeDictionary(uniqueKeysWithValues: before.tree.map { ($0.key, $0.value) })
    #expect(self.tree.compare(before, after) == "3 elements, equal but not shared")
  }
}
