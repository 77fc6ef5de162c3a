import HashTreeCollections

/// The nodes of a `TreeDictionary` that hold its elements, by identity, so `:storage` can say how
/// many of them two states share instead of inferring it from key counts (a reducer may rebuild
/// the whole trie, as Quakes' layout step does, and then nothing is shared).
///
/// Why this reads a private layout: swift-collections has no public node identity, and without
/// one `:storage` could only infer sharing from key counts, which is exactly what it must not do
/// (book, chapter 18: the point is to see what a reducer really rebuilt). A tree's index records,
/// after the root and a version, the path to its element, which names the node holding it;
/// `TreeNodesTests` pins that layout (a copy shares every node, `mapValues` none, one change one
/// path), and `nodes(of:)` checks each index's first word against the tree's root before
/// trusting the rest, answering nil when the layout is not the one expected. Then `:storage`
/// says it cannot measure node sharing with this swift-collections version
/// (`StoragePart.unmeasuredSharing`) rather than guess; `StoragePartTests` runs that path.
enum TreeNodes {
  /// The identities of the nodes holding the elements of `tree`, or nil when they cannot be read.
  static func nodes<Key, Value>(of tree: TreeDictionary<Key, Value>) -> Set<UInt>? {
    let root = StorageIdentity.firstWord(of: tree)
    var nodes = Set<UInt>()
    var index = tree.startIndex
    while index != tree.endIndex {
      let words = withUnsafeBytes(of: index) { raw in
        (raw.load(fromByteOffset: 0, as: UInt.self), raw.load(fromByteOffset: Self.nodeOffset, as: UInt.self))
      }
      guard words.0 == root, words.1 != 0 else { return nil }
      nodes.insert(words.1)
      index = tree.index(after: index)
    }
    return nodes
  }

  /// How many of the element-holding nodes of `new` are nodes of `old` too, out of how many.
  static func sharing<Key, Value>(_ old: TreeDictionary<Key, Value>, _ new: TreeDictionary<Key, Value>) -> (shared: Int, total: Int)? {
    guard let before = Self.nodes(of: old), let after = Self.nodes(of: new) else { return nil }
    return (after.intersection(before).count, after.count)
  }

  /// Where the index keeps the node of its element: after the root, the version and the
  /// ancestors' slots, one word each.
  private static var nodeOffset: Int { 3 * MemoryLayout<UInt>.stride }
}
