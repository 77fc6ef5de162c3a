import ImmutableData
import TypedLiterals

/// The dispatches kept for time travel, with the state after each, and what `:save` needs
/// beyond them: where mounts happened, which dispatches were views appearing, and the script
/// lines of dispatches `:set history` dropped. Bookkeeping only; `TimeTravel` moves the store.
@usableFromInline @MainActor final class SessionHistory<D: Domain> {
  @usableFromInline typealias Entry = DispatchHistory<D.State, D.Action>.Entry
  let environment: ShellEnvironment
  /// The dispatches and states.
  @usableFromInline var log: DispatchHistory<D.State, D.Action>
  /// Mounts and their appearing dispatches, for `:save`.
  @usableFromInline var notes = ReplayNotes()
  /// `:save`'s lines for dispatches `:set history` dropped, so the script still replays them.
  private var droppedScript: [String] = []

  init(environment: ShellEnvironment, initial: D.State) {
    self.environment = environment
    self.log = DispatchHistory(initial: initial)
  }

  /// The dispatch whose state is the store's (0: the initial state).
  var position: Int { self.log.position }

  /// Numbers a dispatch and appends it (dropping any undone future and, beyond `:set history
  /// N`, the oldest); an effect's action is kept as its text.
  @inlinable func record(_ action: D.Action, cause: Int?, newState: D.State) -> Int {
    let entry = cause.map { Entry.caused(by: $0, text: self.historyText(of: action)) } ?? .typed(action)
    let (number, droppedFuture) = self.log.appendSayingIfFutureDropped(entry, state: newState)
    if droppedFuture { self.notes.truncate(to: number - 1) }
    self.applyLimit()
    return number
  }

  /// An effect's `action` as `:history` prints it; kept as this text rather than the action,
  /// which may carry a large payload (a week of quakes).
  @usableFromInline func historyText(of action: D.Action) -> String {
    let limit = self.environment.maxItems
    return LiteralPrinter(maxItems: limit).text(LiteralElision.literal(of: action, maxItems: limit))
  }

  /// Drops the oldest dispatches beyond `:set history N`; `:save` keeps their script lines.
  @usableFromInline func applyLimit() {
    guard let limit = self.environment.historyLimit else { return }
    let firstDropped = self.log.dropped + 1
    for (offset, entry) in self.log.trim(to: limit).enumerated() {
      self.droppedScript += self.replayLines(index: firstDropped + offset - 1, entry: entry)
    }
  }

  /// Makes the state after dispatch `number` the current one.
  func move(to number: Int) {
    self.log.move(to: number)
  }

  /// Why `number` cannot be jumped to.
  func unreachableMessage(_ number: Int) -> String {
    guard self.log.wasDropped(number) else {
      let initial = self.log.dropped == 0 ? " (0 is the initial state)" : ""
      return "no dispatch #\(number); \(self.log.holdings)\(initial)"
    }
    let limit = self.environment.historyLimit.map { "the newest \($0)" } ?? "fewer"
    return "dispatch #\(number) is no longer kept (:set history keeps \(limit)); the oldest state kept is after #\(self.log.dropped)"
  }

  /// Notes a `:save` line (a mount, an unmount) before the action at history index `index`.
  func note(_ line: String, at index: Int) {
    self.notes.add(line, at: index)
  }

  /// Notes that dispatch `number` was a view appearing: the replayed `:mount` makes it again.
  func noteAppearing(_ number: Int) {
    self.notes.addAppearing(number)
  }

  /// Starts over from `initial`: no dispatches, no dropped script (the notes stay until
  /// `forgetNotes()`: a relaunch between the two may still add to them).
  func restart(at initial: D.State) {
    self.log = DispatchHistory(initial: initial)
    self.droppedScript = []
  }

  /// Forgets where mounts happened and which dispatches appeared (a relaunch).
  func forgetNotes() {
    self.notes = ReplayNotes()
  }

  /// `:save`'s steps up to the current position: the dropped ones' lines, then each kept
  /// dispatch's notes and typed action, then the notes after the last.
  var scriptSteps: [String] {
    var steps = self.droppedScript
    for number in (self.log.dropped + 1)..<(self.log.position + 1) {
      steps += self.replayLines(index: number - 1, entry: self.log.entry(number)!)
    }
    return steps + (self.notes.lines[self.log.position] ?? [])
  }

  /// `:save`'s lines for history index `index`: the notes before it, then its action if typed
  /// (a mount's appearing dispatches are the mount's to make).
  private func replayLines(index: Int, entry: Entry) -> [String] {
    let notes = self.notes.lines[index] ?? []
    guard let action = entry.action, !self.notes.appearing.contains(index + 1) else { return notes }
    return notes + [action.literal.description]
  }
}
