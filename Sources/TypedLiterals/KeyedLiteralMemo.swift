import Foundation

/// The literals of the last few large keyed collections converted, by their storage.
///
/// A shell prints a state diff after every dispatch by converting the state before and after to
/// literals; a reducer that leaves a 2,000-element dictionary alone hands the very same storage
/// to both, and the state after one dispatch is the state before the next. Converting such a
/// collection once instead of twice per dispatch was most of the time a dispatch took with the
/// state trace on (Quakes' week of data).
///
/// Safe because each entry keeps its collection alive: while the storage is referenced here it
/// cannot be freed (its address reused by another collection) nor mutated in place (a write to
/// any copy finds it shared and copies first), so the same address means the same contents.
final class KeyedLiteralMemo: @unchecked Sendable {
  static let shared = KeyedLiteralMemo()

  /// Below this many elements, converting costs less than remembering.
  static let minimumCount = 256
  /// Collections remembered, newest first: the states before and after a dispatch, and a little room.
  private let capacity = 4
  private let lock = NSLock()
  private var entries: [(type: ObjectIdentifier, storage: UInt, owner: Any, literal: Literal)] = []

  /// The literal of `collection`: remembered when its storage was converted lately, else `make()`'s.
  func literal<Collection>(of collection: Collection, make: () -> Literal) -> Literal {
    let type = ObjectIdentifier(Collection.self)
    let storage = withUnsafeBytes(of: collection) { $0.load(as: UInt.self) }
    if let found = self.lock.withLock({ self.take(type, storage) }) { return found }
    let literal = make()
    self.lock.withLock {
      self.entries.insert((type, storage, collection, literal), at: 0)
      if self.entries.count > self.capacity { self.entries.removeLast() }
    }
    return literal
  }

  /// The remembered literal of this storage, moved to the front; nil when there is none.
  private func take(_ type: ObjectIdentifier, _ storage: UInt) -> Literal? {
    guard let index = self.entries.firstIndex(where: { $0.type == type && $0.storage == storage }) else { return nil }
    let entry = self.entries.remove(at: index)
    self.entries.insert(entry, at: 0)
    return entry.literal
  }

  /// Forgets every collection (tests).
  func removeAll() {
    self.lock.withLock { self.entries.removeAll() }
  }
}
