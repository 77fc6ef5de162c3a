extension Sequence {
  /// The `count` smallest elements by `areInIncreasingOrder`, smallest first, without sorting
  /// everything: one pass keeping a sorted buffer of at most `count` elements, O(n log count)
  /// comparisons (swift-algorithms' `min(count:sortedBy:)`, which this package does not depend on).
  ///
  /// Equal elements keep their sequence order, as a stable sort's prefix would.
  package func min(
    count: Int, sortedBy areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows -> [Element] {
    guard count > 0 else { return [] }
    var smallest: [Element] = []
    smallest.reserveCapacity(count)
    for element in self {
      if smallest.count == count {
        guard try areInIncreasingOrder(element, smallest[smallest.count - 1]) else { continue }
        smallest.removeLast()
      }
      // The first position whose element is greater than this one keeps ties in arrival order.
      var (low, high) = (0, smallest.count)
      while low < high {
        let middle = (low + high) / 2
        if try areInIncreasingOrder(element, smallest[middle]) { high = middle } else { low = middle + 1 }
      }
      smallest.insert(element, at: low)
    }
    return smallest
  }
}
