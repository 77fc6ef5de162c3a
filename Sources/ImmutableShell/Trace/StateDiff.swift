import TypedLiterals

/// State as `path: value` lines, and the difference of two states as `path: old → new` lines.
///
/// Works on literals, so any `TypedLiteral` state diffs the same way: structures descend into
/// their fields (`animals.status`), dictionaries into their keys (`animals.queue["Cat"]`),
/// everything else is compared whole.
enum StateDiff {
  /// One changed path.
  struct Change: Equatable {
    /// What happened at the path.
    enum Kind: Equatable {
      /// The value was replaced (`old → new`).
      case replaced
      /// A dictionary key appeared (`old` is nil).
      case added
      /// A dictionary key went away (`new` is nil).
      case removed
      /// So many keys of a dictionary changed that only their counts are shown.
      case keys(added: Int, removed: Int, changed: Int)
    }

    var path: String
    var old: Literal
    var new: Literal
    var kind: Kind = .replaced
  }

  /// Leaf `path: value` pairs of a state, fields in declaration order.
  static func leaves(of literal: Literal, path: String = "") -> [(path: String, value: Literal)] {
    guard case .construct(_, let arguments) = literal.kind else { return [(path, literal)] }
    return arguments.flatMap { argument in
      Self.leaves(of: argument.value, path: Self.join(path, argument.label ?? "_"))
    }
  }

  /// The paths whose values differ between `old` and `new`. A dictionary with more than
  /// `maxKeys` changed keys is reported as one change of the whole dictionary (`[0 items] →
  /// [2124 items]`), so a bulk load prints one line, not thousands.
  static func changes(from old: Literal, to new: Literal, path: String = "", maxKeys: Int = .max) -> [Change] {
    guard old != new else { return [] }
    switch (old.kind, new.kind) {
    case (.construct(let oldType, let oldFields), .construct(let newType, let newFields))
    where oldType == newType && oldFields.map(\.label) == newFields.map(\.label):
      return zip(oldFields, newFields).flatMap { pair in
        Self.changes(from: pair.0.value, to: pair.1.value, path: Self.join(path, pair.0.label ?? "_"), maxKeys: maxKeys)
      }
    case (.dictionary(let oldEntries), .dictionary(let newEntries)) where !path.isEmpty:
      let changes = Self.dictionaryChanges(oldEntries, newEntries, path: path, maxKeys: maxKeys)
      guard changes.count > maxKeys else { return changes }
      return [Change(path: path, old: old, new: new, kind: Self.keyCounts(oldEntries, newEntries))]
    default:
      return [Change(path: path.isEmpty ? "state" : path, old: old, new: new)]
    }
  }

  private static func dictionaryChanges(_ old: [Literal.Entry], _ new: [Literal.Entry], path: String, maxKeys: Int) -> [Change] {
    let before = Dictionary(old.map { ($0.key.description, $0) }, uniquingKeysWith: { first, _ in first })
    let after = Dictionary(new.map { ($0.key.description, $0) }, uniquingKeysWith: { first, _ in first })
    let missing = Literal(.null)
    return Set(before.keys).union(after.keys).sorted().flatMap { key -> [Change] in
      let keyPath = path + "[" + key + "]"
      switch (before[key], after[key]) {
      case (nil, let added?): return [Change(path: keyPath, old: missing, new: added.value, kind: .added)]
      case (let removed?, nil): return [Change(path: keyPath, old: removed.value, new: missing, kind: .removed)]
      default: return Self.changes(from: before[key]!.value, to: after[key]!.value, path: keyPath, maxKeys: maxKeys)
      }
    }
  }

  /// How many keys appeared, went away, or kept their key with another value.
  private static func keyCounts(_ old: [Literal.Entry], _ new: [Literal.Entry]) -> Change.Kind {
    let before = Dictionary(old.map { ($0.key.description, $0.value) }, uniquingKeysWith: { first, _ in first })
    let after = Dictionary(new.map { ($0.key.description, $0.value) }, uniquingKeysWith: { first, _ in first })
    let changed = after.filter { key, value in before[key].map { $0 != value } ?? false }.count
    return .keys(
      added: after.keys.filter { before[$0] == nil }.count, removed: before.keys.filter { after[$0] == nil }.count,
      changed: changed)
  }

  private static func join(_ path: String, _ field: String) -> String {
    path.isEmpty ? field : path + "." + field
  }
}
