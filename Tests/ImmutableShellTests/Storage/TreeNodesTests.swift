import HashTreeCollections
@testable import ImmutableShell
import Testing

/// `TreeNodes` reads node identities out of `TreeDictionary` indices; these pin that reading to
/// what the tree really does, so a layout change in swift-collections fails here.
@Suite struct TreeNodesTests {
  static let large = TreeDictionary(uniqueKeysWithValues: (0..<4096).map { ($0, $0) })

  @Test func aCopySharesEveryNode() throws {
    let copy = Self.large
    let sharing = try #require(TreeNodes.sharing(Self.large, copy))
    #expect(sharing.shared == sharing.total)
    #expect(sharing.total > 100, "4096 elements spread over many nodes")
  }

  @Test func oneChangeMakesOnlyTheNodesOfOnePathNew() throws {
    var changed = Self.large
    changed[17] = -17
    let sharing = try #require(TreeNodes.sharing(Self.large, changed))
    // One node holds the element; the rest of its path holds none or few. A handful, never more.
    #expect(sharing.total - sharing.shared >= 1)
    #expect(sharing.total - sharing.shared <= 4)
  }

  @Test func mapValuesSharesNoNode() throws {
    let sharing = try #require(TreeNodes.sharing(Self.large, Self.large.mapValues { $0 }))
    #expect(sharing.shared == 0)
  }

  @Test func everyElementIsInOneOfTheNodes() throws {
    let nodes = try #require(TreeNodes.nodes(of: Self.large))
    #expect(!nodes.isEmpty)
    #expect(TreeNodes.nodes(of: TreeDictionary<Int, Int>()) == [])
  }
}
