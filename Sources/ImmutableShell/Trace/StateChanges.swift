import TypedLiterals

/// The state trace's diff of a domain: made from its typed storage parts when they cover the
/// state, otherwise from the literals of the two whole states.
///
/// Both give the same changes (`StateChangesTests` compares them on each sample domain); the parts
/// only convert what changed, where the whole-state diff converted every element of both states
/// (with 64k quakes, a one-quake change printed 128k quakes).
struct StateChanges<State: TypedLiteral>: Sendable {
  /// The parts, in the order of the state's fields; nil when they do not cover the state.
  let parts: [StoragePart<State>]?

  /// Decided once per domain (its configuration keeps it), from the state's type alone.
  init(parts: [StoragePart<State>]) {
    self.parts = Self.cover(parts) ? parts : nil
  }

  /// The changes from `old` to `new`, as `StateDiff.changes(from:to:maxKeys:)` finds them in
  /// their literals.
  func changes(from old: State, to new: State, maxKeys: Int) -> [StateDiff.Change] {
    guard let parts = self.parts else { return StateDiff.changes(from: old.literal, to: new.literal, maxKeys: maxKeys) }
    return parts.flatMap { $0.changes(old, new, maxKeys) }
  }

  /// Whether the parts cover the state's literal: every leaf path lies under exactly one part, each
  /// part owns a leaf, and the parts come in the leaves' order, so their changes concatenate to
  /// the whole-state diff's. A keyed part must own a dictionary leaf, which the whole-state diff
  /// compares key by key as the part does.
  static func cover(_ parts: [StoragePart<State>]) -> Bool {
    var last = -1
    var owned = Set<Int>()
    for leaf in Self.leaves(of: State.self) {
      let owners = parts.indices.filter { parts[$0].owns(leaf.path) }
      guard owners.count == 1, let owner = owners.first, owner >= last else { return false }
      guard !parts[owner].isKeyed || leaf.isDictionary else { return false }
      last = owner
      owned.insert(owner)
    }
    return !parts.isEmpty && owned.count == parts.count
  }

  /// The leaf paths of every literal of `type`, as `StateDiff.leaves(of:)` finds them in one:
  /// structures descend into their fields; anything else, an optional too, is a leaf. From the
  /// type, so no state is converted and a field that is sometimes nil cannot mislead.
  static func leaves(of type: any TypedLiteral.Type, path: String = "") -> [(path: String, isDictionary: Bool)] {
    switch type.literalShape {
    case .structure(_, let fields):
      fields.flatMap { Self.leaves(of: $0.type, path: path.isEmpty ? $0.label ?? "_" : path + "." + ($0.label ?? "_")) }
    case .dictionary: [(path, true)]
    default: [(path, false)]
    }
  }
}

extension Domain {
  /// The state trace's changes from `old` to `new`, by the parts the configuration declares
  /// when they cover the state.
  static func stateChanges(from old: State, to new: State, maxKeys: Int) -> [StateDiff.Change] {
    Self.configuration.stateChanges.changes(from: old, to: new, maxKeys: maxKeys)
  }
}
