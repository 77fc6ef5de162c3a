import TypedLiterals

extension StateDiff.Change {
  /// The change as one transcript line after `prefix` (`   state   `), within the transcript width:
  /// `status: nil → .waiting`, `queue["Cat"]: + .waiting`, `data["Cat"]: removed`,
  /// `data: +1742 items`, or, for an array too long to show whole, its elements added and removed.
  func line(prefix: String, printer: FittingPrinter, identity: @autoclosure () -> ElementIdentity) -> String {
    let head = prefix + self.path + ": "
    let room = TranscriptWidth.room(after: head)
    switch self.kind {
    case .added: return head + "+ " + printer.text(self.new, width: room - 2)
    case .removed: return head + "removed"
    case .keys(let added, let removed, let changed): return head + Self.counts(added: added, removed: removed, changed: changed)
    case .replaced:
      if let elements = ElementDiff.text(from: self.old, to: self.new, printer: printer, room: room, identity: identity()) { return head + elements }
      let half = (room - 5) / 2
      let old = printer.text(self.old, width: half)
      return head + old + " → " + printer.text(self.new, width: room - 5 - TranscriptWidth.length(old))
    }
  }

  /// `+2 −1 items, 3 changed`.
  static func counts(added: Int, removed: Int, changed: Int) -> String {
    var parts: [String] = []
    if added > 0 { parts.append("+\(added)") }
    if removed > 0 { parts.append("−\(removed)") }
    var text = parts.joined(separator: " ")
    if !text.isEmpty { text += " items" }
    if changed > 0 { text += (text.isEmpty ? "" : ", ") + "\(changed) changed" }
    return text.isEmpty ? "reordered" : text
  }
}

/// What changed between two arrays, by element: `+ "A1", "A2" · − "B2" · changed "C3"`.
enum ElementDiff {
  /// For two arrays that do not fit whole in `room`: their elements added, removed and changed
  /// (by `Identifiable` id where the elements have one), or only counts when even that is too
  /// long. Nil when either is not an array, or both fit whole. `identity` is made only then.
  static func text(
    from old: Literal, to new: Literal, printer: FittingPrinter, room: Int, identity: @autoclosure () -> ElementIdentity
  ) -> String? {
    guard case .array(let oldElements) = old.kind, case .array(let newElements) = new.kind else { return nil }
    let whole = LiteralPrinter(maxItems: printer.maxItems)
    let wholeText = whole.text(old) + " → " + whole.text(new)
    if TranscriptWidth.length(wholeText) <= room, !wholeText.contains(" items]") { return nil }
    let identity = identity()
    let before = Dictionary(oldElements.map { (identity.key($0), $0) }, uniquingKeysWith: { first, _ in first })
    let after = Dictionary(newElements.map { (identity.key($0), $0) }, uniquingKeysWith: { first, _ in first })
    let added = newElements.map(identity.key).filter { before[$0] == nil }
    let removed = oldElements.map(identity.key).filter { after[$0] == nil }
    let changed = newElements.map(identity.key).filter { key in before[key].map { $0 != after[key] } ?? false }
    var parts: [String] = []
    if !added.isEmpty { parts.append("+ " + added.map(\.text).joined(separator: ", ")) }
    if !removed.isEmpty { parts.append("− " + removed.map(\.text).joined(separator: ", ")) }
    if !changed.isEmpty { parts.append("changed " + changed.map(\.text).joined(separator: ", ")) }
    let listed = parts.joined(separator: " · ")
    if !listed.isEmpty, TranscriptWidth.length(listed) <= room { return listed }
    return StateDiff.Change.counts(added: added.count, removed: removed.count, changed: changed.count)
  }
}
