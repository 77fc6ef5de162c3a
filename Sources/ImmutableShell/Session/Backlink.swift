/// A weak way back to an owner that leaves the owner's reference count on its fast path.
///
/// A `weak` reference to an object gives it a side table, and from then on every retain and
/// release of that object takes the slow path; the session and its hub are retained many times
/// per dispatch. Code that must not keep them alive holds their backlink weakly instead: the
/// owner holds the only strong reference to it, so the weak reference reads nil once the owner
/// is gone, and the side table is the link's.
final class Backlink<Owner: AnyObject>: @unchecked Sendable {
  /// Unowned, which leaves the owner without a side table: the link dies with its owner (see
  /// above), so it never outlives it; were it to, reading it would trap rather than go astray.
  private unowned let target: Owner

  init(_ owner: Owner) {
    self.target = owner
  }

  /// The owner, alive as long as this link is.
  var owner: Owner { self.target }
}
