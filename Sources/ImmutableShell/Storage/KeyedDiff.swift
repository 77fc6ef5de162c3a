import HashTreeCollections
import TypedLiterals

/// The state trace's changes of one keyed part, found by comparing typed values.
///
/// `StateDiff.changes` finds the same changes in the literals of the whole collections, which
/// costs a literal of every element (64k quakes) for a one-element change. Here only the entries
/// that changed become literals, and a collapsed change (more than `maxKeys` keys) none at all.
enum KeyedDiff {
  /// The changes from `old` to `new` at `path`, in the order, paths and collapse of
  /// `StateDiff.changes`: `path["key"]` per added, removed or changed key, sorted by printed key;
  /// a changed value descends into its fields; more than `maxKeys` changes are one `.keys` change.
  static func changes<Storage: KeyedStorage>(from old: Storage, to new: Storage, path: String, maxKeys: Int) -> [StateDiff.Change]
  where Storage.Key: TypedLiteral, Storage.Value: Equatable & TypedLiteral {
    guard !StorageIdentity.isShared(old, new) else { return [] }
    var added: [(key: Storage.Key, value: Storage.Value)] = []
    var changed: [(key: Storage.Key, old: Literal, new: Literal)] = []
    for (key, value) in new {
      guard let previous = old[key] else { added.append((key, value)); continue }
      guard previous != value else { continue }
      // The literals decide, as in the whole-state diff: `==` may tell apart values that print
      // alike (NaN, a date within the printed precision).
      let (before, after) = (previous.literal, value.literal)
      if before != after { changed.append((key, before, after)) }
    }
    // Every key of `new` not added is one of `old`'s: when they are all of them, none went away,
    // and the second pass over the collection is skipped (the usual one-entry change).
    let removed = new.count - added.count == old.count ? [] : old.filter { new[$0.key] == nil }
    // The renderer prints only the counts of a collapsed change: no literal of the collections.
    let collapsed = [
      StateDiff.Change(
        path: path, old: Literal(.elided(count: old.count)), new: Literal(.elided(count: new.count)),
        kind: .keys(added: added.count, removed: removed.count, changed: changed.count))
    ]
    // Each changed key makes at least one change, so this many keys collapse in any case.
    guard added.count + removed.count + changed.count <= maxKeys else { return collapsed }
    let missing = Literal(.null)
    var byKey: [(order: String, changes: [StateDiff.Change])] = []
    for (key, value) in added {
      let name = key.literal.description
      byKey.append((name, [StateDiff.Change(path: path + "[" + name + "]", old: missing, new: value.literal, kind: .added)]))
    }
    for (key, value) in removed {
      let name = key.literal.description
      byKey.append((name, [StateDiff.Change(path: path + "[" + name + "]", old: value.literal, new: missing, kind: .removed)]))
    }
    for (key, before, after) in changed {
      let name = key.literal.description
      byKey.append((name, StateDiff.changes(from: before, to: after, path: path + "[" + name + "]", maxKeys: maxKeys)))
    }
    let changes = byKey.sorted { $0.order < $1.order }.flatMap(\.changes)
    return changes.count > maxKeys ? collapsed : changes
  }
}

/// A keyed collection a storage part reads: a `TreeDictionary` or a `Dictionary`.
protocol KeyedStorage<Key, Value>: Sequence where Element == (key: Key, value: Value) {
  associatedtype Key: Hashable
  associatedtype Value

  var count: Int { get }
  subscript(key: Key) -> Value? { get }
}

extension TreeDictionary: KeyedStorage {}
extension Dictionary: KeyedStorage {}
