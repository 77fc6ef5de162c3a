/// What `:save` needs beyond the typed actions to replay a session with mounted components:
/// where each `:mount`/`:unmount` happened in the history, and which dispatches a mount made (its
/// view appearing), which the replayed `:mount` makes again and so are left out of the script.
@usableFromInline struct ReplayNotes {
  /// Lines to write before the action at each history index (0: before the first).
  private(set) var lines: [Int: [String]] = [:]
  /// Dispatch numbers made by mounts appearing.
  private(set) var appearing: Set<Int> = []

  /// Notes `line` at history index `index`.
  mutating func add(_ line: String, at index: Int) {
    self.lines[index, default: []].append(line)
  }

  /// Notes that dispatch `number` was a view appearing.
  mutating func addAppearing(_ number: Int) {
    self.appearing.insert(number)
  }

  /// Forgets what lay beyond `index` (a new dispatch after an undo drops that future).
  @usableFromInline mutating func truncate(to index: Int) {
    self.lines = self.lines.filter { $0.key <= index }
    self.appearing = self.appearing.filter { $0 <= index }
  }

  /// `:mount NAME = CALL`, as typed.
  static func mountLine(name: String, component: String, call: String) -> String {
    ":mount " + (name == component ? "" : name + " = ") + call
  }
}
