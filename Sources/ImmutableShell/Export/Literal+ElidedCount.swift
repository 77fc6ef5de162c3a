import TypedLiterals

extension Literal {
  /// The element count of the largest collection elided in this literal (0: none).
  var largestElidedCount: Int {
    switch self.kind {
    case .elided(let count): count
    case .array(let elements): elements.map(\.largestElidedCount).max() ?? 0
    case .dictionary(let entries): entries.map { max($0.key.largestElidedCount, $0.value.largestElidedCount) }.max() ?? 0
    case .member(_, _, let arguments?), .construct(_, let arguments): arguments.map(\.value.largestElidedCount).max() ?? 0
    default: 0
    }
  }
}
