import HashTreeCollections
import TypedLiterals

/// One part of a domain's state that `:storage` reports on: whether a dispatch left its storage
/// shared with the state before, or what it had to build anew (book, chapter 18).
///
/// Every answer is a fact about the two values, never a time, so transcripts stay byte-stable.
///
/// The same declarations make the state trace's diff (`StateChanges`): each part compares its
/// typed values and turns only what changed into literals.
public struct StoragePart<State>: Sendable {
  /// The state path, as `:state` prints it (`quakes.data`).
  public let path: String
  /// Whether the part is a keyed collection, which the state's literal shows as one dictionary
  /// leaf at `path`; any other part owns every leaf under its path.
  let isKeyed: Bool
  /// The state trace's changes of the part, as `StateDiff.changes` finds them in the literals.
  let changes: @Sendable (_ before: State, _ after: State, _ maxKeys: Int) -> [StateDiff.Change]
  /// Compares the part in the state before a dispatch with the part after it.
  let compare: @Sendable (_ before: State, _ after: State) -> String

  /// Whether the leaf at `leafPath` of the state's literal belongs to this part.
  func owns(_ leafPath: String) -> Bool {
    leafPath == self.path || (!self.isKeyed && leafPath.hasPrefix(self.path + "."))
  }

  /// A hash-trie part: structural sharing means a change rewrites one path per changed key.
  public static func tree<Key: TypedLiteral & Sendable, Value: Equatable & TypedLiteral & Sendable>(
    _ path: String, _ read: @escaping @Sendable (State) -> TreeDictionary<Key, Value>
  ) -> Self {
    Self.tree(path, read) { TreeNodes.sharing($0, $1) }
  }

  /// A hash-trie part whose node sharing `sharing` measures; tests pass one that answers nil, as
  /// `TreeNodes` does when swift-collections' index layout is not the one it reads.
  static func tree<Key: TypedLiteral & Sendable, Value: Equatable & TypedLiteral & Sendable>(
    _ path: String, _ read: @escaping @Sendable (State) -> TreeDictionary<Key, Value>,
    sharing: @escaping @Sendable (TreeDictionary<Key, Value>, TreeDictionary<Key, Value>) -> (shared: Int, total: Int)?
  ) -> Self {
    Self(path: path, isKeyed: true) { before, after, maxKeys in
      KeyedDiff.changes(from: read(before), to: read(after), path: path, maxKeys: maxKeys)
    } compare: { before, after in
      let (old, new) = (read(before), read(after))
      let summary = Self.keyedSummary(old, new, count: \.count, diff: KeyChanges.init(old:new:))
      guard case .changed(let head, let changes) = summary else { return summary.text }
      guard !old.isEmpty else { return head + ": all new storage" }
      // Measured, not inferred: a reducer may rebuild the whole trie for a one-key change.
      guard let nodes = sharing(old, new) else { return head + ": " + Self.unmeasuredSharing }
      if nodes.shared == 0 { return head + ": all new storage, no node shared with the state before" }
      // Node counts depend on the process's hash seed; the verdict does not, so it is what prints.
      let changed = changes.keyCount
      let paths = changed == 1 ? "one path rewritten" : "\(changed) paths rewritten"
      guard nodes.total - nodes.shared <= changed * Self.maximumDepth else { return head + ": most nodes new, some shared" }
      return head + ": \(paths), every other node shared"
    }
  }

  /// A `Dictionary` part: one hash table, so any change to a shared copy copies all of it.
  public static func dictionary<Key: TypedLiteral & Sendable, Value: Equatable & TypedLiteral & Sendable>(
    _ path: String, _ read: @escaping @Sendable (State) -> [Key: Value]
  ) -> Self {
    Self(path: path, isKeyed: true) { before, after, maxKeys in
      KeyedDiff.changes(from: read(before), to: read(after), path: path, maxKeys: maxKeys)
    } compare: { before, after in
      let (old, new) = (read(before), read(after))
      let summary = Self.keyedSummary(old, new, count: \.count, diff: KeyChanges.init(old:new:))
      guard case .changed(let head, _) = summary else { return summary.text }
      return head + ": all \(new.count) copied into a new table"
    }
  }

  /// What a tree part says when `TreeNodes` cannot read the nodes: a newer swift-collections may
  /// lay its index out differently, and a guessed verdict would be worse than none.
  static var unmeasuredSharing: String { "cannot measure node sharing with this swift-collections version" }

  /// The levels a path of a `TreeDictionary` can have (5 bits of a 64-bit hash a level): at most
  /// this many nodes are new per changed key when everything else is shared.
  private static var maximumDepth: Int { 13 }

  /// How a keyed part compares: shared storage, equal contents in new storage, or a change
  /// (`1967 → 1966 elements, 1 removed`) whose storage the caller describes.
  private enum KeyedSummary {
    case shared(String), equal(String), changed(String, KeyChanges)

    var text: String {
      switch self {
      case .shared(let text), .equal(let text), .changed(let text, _): text
      }
    }
  }

  private static func keyedSummary<Collection>(
    _ old: Collection, _ new: Collection, count: (Collection) -> Int, diff: (Collection, Collection) -> KeyChanges
  ) -> KeyedSummary {
    guard !StorageIdentity.isShared(old, new) else { return .shared("\(Self.elements(count(new))), shared") }
    let changes = diff(old, new)
    guard !changes.isEmpty else { return .equal("\(Self.elements(count(new))), equal but not shared") }
    return .changed("\(Self.counts(count(old), count(new))), \(changes)", changes)
  }

  /// A small value, compared whole.
  public static func value<Value: Equatable & TypedLiteral>(
    _ path: String, _ read: @escaping @Sendable (State) -> Value
  ) -> Self {
    Self(path: path, isKeyed: false) { before, after, maxKeys in
      // Equal values print alike: only a changed part is converted to literals.
      let (old, new) = (read(before), read(after))
      return old == new ? [] : StateDiff.changes(from: old.literal, to: new.literal, path: path, maxKeys: maxKeys)
    } compare: { before, after in
      Self.change(from: read(before).literal, to: read(after).literal)
    }
  }

  /// The whole state as one value, for domains that name no parts.
  static func whole(_ path: String) -> Self where State: TypedLiteral {
    Self(path: path, isKeyed: false) { before, after, maxKeys in
      StateDiff.changes(from: before.literal, to: after.literal, maxKeys: maxKeys)
    } compare: { before, after in
      Self.change(from: before.literal, to: after.literal)
    }
  }

  /// `unchanged`, `old → new` as short literals, or, when those would look alike or run past the
  /// transcript width, where the value first changed (`changed at .orders[2].status: …`): two
  /// elided copies of a large value say nothing.
  private static func change(from old: Literal, to new: Literal) -> String {
    guard old != new else { return "unchanged" }
    let printer = LiteralPrinter(maxItems: 3)
    let (before, after) = (printer.text(old), printer.text(new))
    let plain = "\(before) → \(after)"
    if before != after && TranscriptWidth.length(plain) <= Self.comparisonRoom { return plain }
    guard let difference = LiteralDifference.first(found: new, expected: old) else { return "changed" }
    let place = difference.path.isEmpty ? "changed" : "changed at \(difference.path)"
    let fitting = FittingPrinter(maxItems: 3)
    let room = Swift.max(16, (Self.comparisonRoom - TranscriptWidth.length(place) - 6) / 2)
    return "\(place): \(fitting.text(difference.expected, width: room)) → \(fitting.text(difference.found, width: room))"
  }

  /// What a comparison may take of a `:storage` line, after its indentation and path.
  private static var comparisonRoom: Int { TranscriptWidth.limit - 40 }

  private static func counts(_ old: Int, _ new: Int) -> String {
    old == new ? Self.elements(new) : "\(old) → \(Self.elements(new))"
  }

  /// `1 element`, `3 elements`.
  private static func elements(_ count: Int) -> String {
    count == 1 ? "1 element" : "\(count) elements"
  }
}

/// Whether two collection values use the very same storage.
enum StorageIdentity {
  /// Both `Dictionary` and `TreeDictionary` begin with the reference to their storage (the hash
  /// table, the root node); equal references mean nothing was copied. `StoragePartTests` checks
  /// copies share and mutations do not, so a layout change in either type fails a test.
  static func isShared<Value>(_ a: Value, _ b: Value) -> Bool {
    Self.firstWord(of: a) == Self.firstWord(of: b)
  }

  static func firstWord<Value>(of value: Value) -> UInt {
    withUnsafeBytes(of: value) { $0.load(as: UInt.self) }
  }
}

/// Keys added, removed and updated between two keyed collections.
struct KeyChanges: CustomStringConvertible {
  var added = 0
  var removed = 0
  var updated = 0

  init<Key, Value: Equatable, Old: Sequence<(key: Key, value: Value)>, New: Sequence<(key: Key, value: Value)>>(
    old: Old, new: New, oldLookup: (Key) -> Value?, newLookup: (Key) -> Value?
  ) {
    for (key, value) in new {
      guard let previous = oldLookup(key) else { self.added += 1; continue }
      if previous != value { self.updated += 1 }
    }
    for (key, _) in old where newLookup(key) == nil { self.removed += 1 }
  }

  init<Key, Value: Equatable>(old: TreeDictionary<Key, Value>, new: TreeDictionary<Key, Value>) {
    self.init(old: old, new: new, oldLookup: { old[$0] }, newLookup: { new[$0] })
  }

  init<Key, Value: Equatable>(old: [Key: Value], new: [Key: Value]) {
    self.init(old: old, new: new, oldLookup: { old[$0] }, newLookup: { new[$0] })
  }

  var isEmpty: Bool { self.added + self.removed + self.updated == 0 }
  var keyCount: Int { self.added + self.removed + self.updated }

  /// `1 added, 2 updated`.
  var description: String {
    [(self.added, "added"), (self.removed, "removed"), (self.updated, "updated")]
      .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
  }
}
