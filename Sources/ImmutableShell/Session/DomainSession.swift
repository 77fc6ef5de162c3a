import ImmutableData
import ImmutableUI
import TypedLiterals

/// One domain loaded in the shell: its store behind a hub, its watches, its history, and the
/// outcomes of the current input line.
///
/// Unchecked exclusivity: the properties marked `@exclusivity(unchecked)` are read or written for
/// every dispatch, always on the main actor and never across a call that could reach them again
/// (no `inout` of one is held while a watch, an effect or a callback runs); the run-time check
/// each access would pay is a measurable share of a shell dispatch (see DESIGN §6).
@MainActor final class DomainSession<D: Domain> {
  let environment: ShellEnvironment
  var options: DomainOptions
  let hub: DispatchHub<D.State, D.Action>
  /// The watches, which the dispatch step hands each dispatch.
  let watchBook: WatchBook<D>
  /// The dispatches kept for time travel, with the state after each.
  @exclusivity(unchecked) var history: DispatchHistory<D.State, D.Action>
  /// Mounts and their appearing dispatches, for `:save`.
  var replayNotes = ReplayNotes()
  /// What `:export-test` writes; kept only for domains that can be exported.
  let export: SessionExport<D>
  /// `:save`'s lines for dispatches `:set history` dropped, so the script still replays them.
  var droppedScript: [String] = []
  /// What the dispatches of the line did, until it settles and they print.
  @exclusivity(unchecked) var pending = PendingOutcomes()

  /// Persistent resources, kept across relaunches (replaced only when the remote changes).
  var runtime: D.Runtime
  /// The running side-effect listener, if effects are on and the domain has one.
  var effects: RunningEffects?
  /// The port it listens to; the book's listeners hold their store weakly, so we keep it alive.
  var effectsPort: SessionPort<D.State, D.Action>?
  /// Thunk errors no `.failure` action recorded, with the dispatch that started the effect;
  /// reported (and cleared) when the input line settles.
  var effectFailures: [(cause: Int?, line: String)] = []
  /// Whether the last wait on a terminal that talks ended before its effects did (Ctrl-C, a
  /// timeout): what arrives after it is announced as late.
  var waitWasCutShort = false
  /// The effect started last, for the status line of a terminal that talks.
  var lastEffect: String?
  /// How state diffs match array elements: found once, from the domain's types, when a diff is
  /// first printed (walking every type on each printed change would cost a dispatch's trace).
  lazy var elementIdentity = ElementIdentity(D.self)
  /// Mounted components, in mounting order.
  @exclusivity(unchecked) var mounts: [Mount<D.State, D.Action>] = []
  /// What `dispatchRepeated(_:)` runs. Made in `init`, which the catalogue specializes for its
  /// domain, so decoding and dispatching run specialized: the `ShellSession` witness is generic.
  @exclusivity(unchecked) private var dispatchKnown: (SourceLine) throws -> Bool = { _ in false }
  /// What `dispatch(_:from:)` runs, made in `init` like `dispatchKnown` for the same reason.
  @exclusivity(unchecked) private var dispatchParsed: (Literal, SourceLine) throws -> Void = { _, _ in }
  /// What `settleIfIdle()` runs, made in `init` like `dispatchKnown` for the same reason.
  @exclusivity(unchecked) private var settleNow: () throws -> Bool = { true }
  /// Actions decoded lately, so a repeated line is neither parsed nor decoded again.
  @exclusivity(unchecked) private var decodedActions = LineCache<D.Action>()
  /// The literal each kept line was read as: a reducer's error on a repeated line names the
  /// action as it was typed, as it did the first time.
  private var parsedLiterals = LineCache<Literal>()

  /// How effects reach the session without keeping it alive (see `Backlink`).
  private(set) lazy var backlink = Backlink(self)

  /// Opens the domain's runtime and starts its effects.
  ///
  /// - Throws: a `Diagnostic` when the runtime (a store file, say) cannot be opened.
  init(environment: ShellEnvironment, options: DomainOptions) throws {
    self.environment = environment
    self.options = options
    self.runtime = try D.makeRuntime(options: options)
    let initial = D.initialState(options: options)
    self.history = DispatchHistory(initial: initial)
    self.hub = DispatchHub(initialState: initial, reducer: D.reducer(options: options), tracker: WorkTracker())
    self.watchBook = WatchBook(hub: self.hub, now: options.now)
    self.export = SessionExport(
      hub: self.hub, watchBook: self.watchBook, now: options.now, programName: environment.programName, catalog: environment.catalog)
    // `unowned(unsafe)`: these closures live in the session and in the hub it alone owns, and run
    // for every dispatch, where checking that the session is still alive is a measurable cost.
    self.hub.entry = { [unowned(unsafe) self] action, cause in try self.run(action, cause: cause) }
    self.dispatchKnown = { [unowned(unsafe) self] line in
      guard let action = self.decodedActions.cached(line.text) else { return false }
      try self.dispatchTyped(action, from: line)
      return true
    }
    self.dispatchParsed = { [unowned(unsafe) self] literal, line in
      let action = try self.decodeAction(literal, source: line)
      self.decodedActions.keep(action, for: line.text)
      self.parsedLiterals.keep(literal, for: line.text)
      try self.dispatchTyped(action, from: line)
    }
    self.settleNow = { [unowned(unsafe) self] in
      guard self.hub.tracker.pending == 0 else { return false }
      try self.finishSettling()
      return true
    }
    self.startEffects(.launch)
  }

  /// One dispatch from start to end, whether a line or an effect made it: the dispatch step,
  /// then its outcome kept for printing, the effects' streams (after the watches: no effect sees
  /// a dispatch before they do), and mounted views that appear because of it.
  ///
  /// - Throws: the reducer's error; nothing is then recorded, delivered or streamed.
  @discardableResult
  func run(_ action: D.Action, cause: Int?) throws -> Int {
    let (delivery, outcome) = try self.step(action, cause: cause)
    if let outcome { self.pending.add(outcome) }
    if self.environment.talksWhileWaiting { self.environment.resultsArrived?() }
    self.hub.stream(delivery)
    // Checked here, where the session's type is concrete: `appearLate` runs unspecialized, and
    // reading the generic array of mounts there looks up its metadata on every dispatch, even
    // when nothing is mounted (most sessions).
    if !self.mounts.isEmpty { self.appearLate() }
    return delivery.number
  }

  /// The dispatch step: the reducer, the history, the watches; returns the delivery the effects
  /// are to receive and, when something will read it (a trace, a mount), what the dispatch did.
  private func step(_ action: D.Action, cause: Int?) throws -> (Delivery<D.State, D.Action>, DispatchOutcome?) {
    let (oldState, store) = try self.hub.reduce(action)
    let number = self.record(action, cause: cause, newState: store.state)
    let delivery = Delivery(number: number, oldState: oldState, action: action)
    // Decisions are printed by the listeners trace and read by mounted components; with neither,
    // keeping them would only slow a long batch down.
    let keepsDecisions = self.environment.traces.shows(.listeners) || !self.mounts.isEmpty
    let decisions = self.watchBook.deliver(delivery, store: store, keepingDecisions: keepsDecisions)
    // An outcome exists to be printed (traces) or read by mounted components; a silent batch skips it.
    guard !self.environment.traces.enabled.isEmpty || !self.mounts.isEmpty else { return (delivery, nil) }
    let new = store.state
    let wantsDiff = self.environment.traces.shows(.state)
    let maxKeys = self.environment.maxItems
    let outcome = DispatchOutcome(
      number: number, cause: cause, action: action.literal,
      stateChanges: { wantsDiff ? D.stateChanges(from: oldState, to: new, maxKeys: maxKeys) : [] },
      decisions: decisions)
    return (delivery, outcome)
  }

  /// Numbers a dispatch and appends it to the history (dropping any undone future) and the
  /// export log; on a terminal that talks, notes whether it belongs to the current line.
  private func record(_ action: D.Action, cause: Int?, newState: D.State) -> Int {
    if self.history.position < self.history.count {
      self.replayNotes.truncate(to: self.history.position)
    }
    typealias Entry = DispatchHistory<D.State, D.Action>.Entry
    let entry = cause.map { Entry.caused(by: $0, text: self.historyText(of: action)) } ?? .typed(action)
    let number = self.history.append(entry, state: newState)
    self.applyHistoryLimit()
    if D.configuration.testExport != nil { self.export.noteDispatch(action, number: number, fromEffect: cause != nil) }
    if self.environment.talksWhileWaiting { self.pending.noteLineDispatch(number, cause: cause) }
    return number
  }
}

extension DomainSession: ShellSession {
  var watchRegistry: any WatchRegistry { self.watchBook }
  var timeMachine: any TimeMachine { self }
  var mountHost: any MountHost { self }
  var inspector: any StateInspector {
    StateReader<D>(state: self.hub.store.state, history: self.history, now: self.options.now, maxItems: self.environment.maxItems)
  }
  var exporter: any TestExporter { self.export }
  var runtimeHost: any RuntimeHost { self }

  func close() {
    self.stopEffects()
    self.watchBook.cancelAll()
  }

  func dispatchRepeated(_ line: SourceLine) throws -> Bool {
    try self.dispatchKnown(line)
  }

  func dispatch(_ literal: Literal, from line: SourceLine) throws {
    try self.dispatchParsed(literal, line)
  }

  /// Dispatches the action `line` was read as; a reducer's error names it as typed.
  private func dispatchTyped(_ action: D.Action, from line: SourceLine) throws {
    do {
      try self.run(action, cause: nil)
    } catch {
      let literal = self.parsedLiterals.cached(line.text) ?? action.literal
      throw Diagnostic(.reducerThrew, "the reducer threw \(Self.describe(error)) for \(literal)", source: line)
    }
  }

  func expectThrow(_ literal: Literal, source: SourceLine) throws -> any Error {
    let action = try self.decodeAction(literal, source: source)
    // Ask the pure reducer first, so an action that does not throw is never committed.
    guard (try? D.reducer(options: self.options)(self.hub.store.state, action)) == nil else {
      throw Diagnostic(.expectationFailed, "expected the reducer to throw for \(literal), but it did not", source: source)
    }
    let before = self.hub.store.state.literal
    do {
      try self.run(action, cause: nil)
    } catch {
      guard self.hub.store.state.literal == before else {
        throw Diagnostic(.expectationFailed, "the reducer threw but the state changed", source: source)
      }
      self.export.noteThrow(line: source.text, action: action)
      return error
    }
    throw Diagnostic(.expectationFailed, "expected the reducer to throw for \(literal), but it did not", source: source)
  }

  func settleIfIdle() throws -> Bool {
    try self.settleNow()
  }

  func settle() async throws {
    let outcome: WorkTracker.Outcome
    if self.hub.tracker.pending == 0 {
      outcome = .idle
    } else if self.environment.talksWhileWaiting {
      outcome = await self.waitTalking()
    } else {
      outcome = await self.hub.tracker.waitUntilIdle(
        timeout: self.environment.settleTimeout, isInterrupted: self.environment.isInterrupted)
    }
    try self.finishSettling()
    switch outcome {
    case .idle: return
    case .timedOut:
      throw Diagnostic(.timeout, "effects did not settle within \(self.environment.settleTimeout); use :await or :set timeout")
    case .interrupted: throw Diagnostic(.interrupted, "interrupted while waiting for effects")
    }
  }

  /// Prints what the line's dispatches did and reports the errors of its effects.
  private func finishSettling() throws {
    self.printOutcomes()
    if !self.mounts.isEmpty { self.renderMounts() }
    try self.throwEffectFailures()
  }

  /// Turns the effect errors reported since the last settle into one error of the input line.
  private func throwEffectFailures() throws {
    guard !self.effectFailures.isEmpty else { return }
    let failures = self.effectFailures
    self.effectFailures = []
    let lines = failures.map { cause, line in (cause.map { "effect of #\($0): " } ?? "effect: ") + line }
    throw Diagnostic(.effectFailed, lines.joined(separator: "\n  "))
  }

  private func decodeAction(_ literal: Literal, source: SourceLine) throws -> D.Action {
    do {
      return try D.Action(literal: literal)
    } catch let error as LiteralError {
      throw Diagnostic(error, in: source)
    }
  }

  /// An error as text; domain errors conform to `CustomStringConvertible` to read well here.
  static func describe(_ error: any Error) -> String {
    String(describing: error)
  }
}
