import TypedLiterals

/// What `:export-test` replays: every successful dispatch in the order the shell numbered it,
/// the moves of time travel, and each passing `:expect` spelled in Swift.
@usableFromInline struct ExportLog<Action> {
  /// One thing the exported test does.
  ///
  /// The rare cases are `indirect`: an array of steps is as wide as its widest case, and the
  /// log keeps a step for every dispatch (100k in a long batch), so only `dispatch` stays inline
  /// (24 bytes a step for Counter instead of 72: fewer pages touched and copied as the log grows).
  @usableFromInline enum Step {
    /// Dispatch `number` of the shell's history; `fromEffect` marks what an effect dispatched (the
    /// test dispatches it as recorded).
    case dispatch(Action, number: Int, fromEffect: Bool)
    /// Time travel or `:reset`: a fresh store replays `actions` (none: the initial state).
    indirect case restart([Action], reason: String)
    /// A passing `:expect SUBJECT == VALUE`: `subject` is the Swift expression on `store`.
    indirect case expectation(line: String, subject: String, expected: Literal)
    /// A passing `:expect throws ACTION`.
    case expectThrows(line: String, action: Action)
    /// A check the test cannot make, said in a comment.
    indirect case omitted(line: String, reason: String)
    /// `:start-from` (a recording's first state, or a snapshot it resynchronised to): a fresh
    /// store starts from `state`, the literal as the domain's state type reads it.
    indirect case start(state: Literal, reason: String)
    /// A passing `:expect digest == "HEX"`: the test expects the whole state, `state`.
    indirect case expectState(line: String, state: Literal)
  }

  @usableFromInline var steps: [Step] = []
  /// Why the session cannot be exported at all, once something made it so.
  @usableFromInline var refusal: String?

  @inlinable mutating func append(_ step: Step) {
    guard self.refusal == nil else { return }
    self.steps.append(step)
  }

  /// Marks the session as not exportable, keeping the first reason; what was logged is dropped.
  mutating func refuse(_ reason: String) {
    self.refusal = self.refusal ?? reason
    self.steps = []
  }

  /// The actions of history dispatches `1…number` as they stand now: each dispatch replaces
  /// the one of its number and the undone future after it (`:reset` numbers from 1 again), so
  /// the log holds what the history kept only as text (effects' dispatches).
  func actions(through number: Int) -> [Action] {
    var line: [Action] = []
    for case .dispatch(let action, let dispatched, _) in self.steps {
      line.removeSubrange(min(dispatched - 1, line.count)...)
      line.append(action)
    }
    return Array(line.prefix(number))
  }

  /// The same log with each action as `transform` makes it (its Swift spelling, for the writer).
  func map<Other>(_ transform: (Action) -> Other) -> ExportLog<Other> {
    var other = ExportLog<Other>()
    other.refusal = self.refusal
    other.steps = self.steps.map { step in
      switch step {
      case .dispatch(let action, let number, let fromEffect): .dispatch(transform(action), number: number, fromEffect: fromEffect)
      case .restart(let actions, let reason): .restart(actions.map(transform), reason: reason)
      case .expectation(let line, let subject, let expected): .expectation(line: line, subject: subject, expected: expected)
      case .expectThrows(let line, let action): .expectThrows(line: line, action: transform(action))
      case .omitted(let line, let reason): .omitted(line: line, reason: reason)
      case .start(let state, let reason): .start(state: state, reason: reason)
      case .expectState(let line, let state): .expectState(line: line, state: state)
      }
    }
    return other
  }

  /// Whether the test starts a store from a state literal or expects one (it then reads literals).
  var readsLiterals: Bool {
    self.steps.contains {
      switch $0 {
      case .start, .expectState: true
      default: false
      }
    }
  }

  /// Whether the test would check anything: a dispatch or an expectation.
  var isEmpty: Bool {
    !self.steps.contains {
      switch $0 {
      case .dispatch, .expectation, .expectThrows, .expectState: true
      case .restart, .omitted, .start: false
      }
    }
  }
}
