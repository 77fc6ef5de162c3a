import ImmutableData
import ImmutableUI
import TypedLiterals

/// One domain loaded in the shell: the dispatch pipeline, and the coordinator of the session's
/// parts, each with one concern: the hub (store and streams), the watches, the history and time
/// travel, the mounts, the runtime and its effects, the export log. A dispatch runs here, in one
/// straight function, and the outcomes of the current input line wait here until it settles.
///
/// The hot-path tricks of the shell live in this type alone: the properties marked
/// `@exclusivity(unchecked)` are read or written for every dispatch, always on the main actor and
/// never across a call that could reach them again (no `inout` of one is held while a watch, an
/// effect or a callback runs), and the closures `wireDispatchPath` makes capture the session
/// `unowned(unsafe)`; the run-time checks each would pay are a measurable share of a shell
/// dispatch (the shell-path budget in ARCHITECTURE.md; `scripts/count-instructions`). The
/// dispatch path is `@inlinable` over `@usableFromInline` parts, and sessions are opened through
/// `opened`, which `CatalogEntry` calls from inlinable code: the module that names the domain
/// compiles that path for the domain's own types, with no compiler flag.
@usableFromInline @MainActor final class DomainSession<D: Domain> {
  @usableFromInline let environment: ShellEnvironment
  /// The hub, watches, export log, runtime, history, mounts and time travel, wired together.
  @usableFromInline let parts: SessionParts<D>
  /// What the dispatches of the line did, until it settles and they print.
  @usableFromInline @exclusivity(unchecked) var pending = PendingOutcomes()
  /// Whether the last wait on a terminal that talks ended before its effects did (Ctrl-C, a
  /// timeout): what arrives after it is announced as late.
  var waitWasCutShort = false
  /// Set while an attached app's action runs, so that its outcome says where it came from.
  var dispatchingFromApp = false
  /// What `perform(_:base:)` runs, made by `wireDispatchPath`, which the module naming `D`
  /// compiles, so decoding and dispatching run specialized (the `ShellSession` witness is generic).
  @usableFromInline @exclusivity(unchecked) var performLine: (SourceLine, Int) -> LineRun = { line, _ in
    .failed(Diagnostic(.command, "this session was not opened through DomainSession.opened", source: line))
  }
  /// What the session's calls made to print, until the call that returns it (see `LineRun`).
  @usableFromInline @exclusivity(unchecked) var printout = Printout()
  /// Actions decoded lately, so a repeated line is neither parsed nor decoded again.
  @usableFromInline @exclusivity(unchecked) var decodedActions = LineCache<D.Action>()
  /// The literal each kept line was read as: a reducer's error on a repeated line names the
  /// action as it was typed, as it did the first time.
  @usableFromInline var parsedLiterals = LineCache<Literal>()

  /// Makes the session's parts, each handed the parts it works with; `opened` then wires the
  /// dispatch path and starts the effects.
  ///
  /// - Throws: a `Diagnostic` when the runtime (a store file, say) cannot be opened.
  @usableFromInline init(environment: ShellEnvironment, options: DomainOptions) throws {
    self.environment = environment
    self.parts = try SessionParts(environment: environment, options: options)
  }

  /// A session on `D`, its dispatch path wired and its effects started. Inlinable, with the
  /// path's closures made here: the module that names `D` (the catalogue's entry) compiles them,
  /// and what they call, for `D`'s own types, without cross-module optimization.
  @inlinable static func opened(environment: ShellEnvironment, options: DomainOptions) throws -> DomainSession {
    let session = try DomainSession(environment: environment, options: options)
    session.wireDispatchPath()
    session.startEffects()
    return session
  }

  @usableFromInline func startEffects() {
    self.parts.runtime.startEffects(.launch)
  }

  /// Makes the closures a dispatch runs through.
  @inlinable func wireDispatchPath() {
    // `unowned(unsafe)`: these closures live in the session and in the hub it alone owns, and run
    // for every dispatch, where checking that the session is still alive is a measurable cost.
    self.parts.hub.entry = { [unowned(unsafe) self] action, cause in try self.run(action, cause: cause) }
    self.performLine = { [unowned(unsafe) self] line, base in
      do {
        if let action = self.decodedActions.cached(line.text) {
          try self.dispatchTyped(action, from: line)
        } else {
          let literal = try line.literal(startingAt: base)
          let action = try self.decodeAction(literal, source: line)
          self.decodedActions.keep(action, for: line.text)
          self.parsedLiterals.keep(literal, for: line.text)
          try self.dispatchTyped(action, from: line)
        }
      } catch {
        return .failed(error)
      }
      guard self.parts.hub.tracker.pending == 0 else { return self.settle() }
      return .settled(self.report(after: .idle))
    }
  }

  /// One dispatch from start to end, whether a line or an effect made it: the dispatch step,
  /// then its outcome kept for printing, the effects' streams (after the watches: no effect sees
  /// a dispatch before they do), and mounted views that appear because of it.
  ///
  /// - Throws: the reducer's error; nothing is then recorded, delivered or streamed.
  @inlinable @discardableResult
  func run(_ action: D.Action, cause: Int?) throws -> Int {
    // Read once: most sessions mount nothing, and then no step needs to look at mounts.
    let mounted = !self.parts.mounts.isEmpty
    let (delivery, outcome) = try self.step(action, cause: cause, mounted: mounted)
    if let outcome { self.pending.add(outcome) }
    if self.environment.talksWhileWaiting { self.environment.resultsArrived?() }
    self.parts.hub.stream(delivery)
    if mounted { self.appearLate() }
    return delivery.number
  }

  /// The dispatch step: the reducer, the history, the watches; returns the delivery the effects
  /// are to receive and, when something will read it (a trace, a mount), what the dispatch did.
  @inlinable
  func step(_ action: D.Action, cause: Int?, mounted: Bool) throws -> (Delivery<D.State, D.Action>, DispatchOutcome?) {
    let (oldState, store) = try self.parts.hub.reduce(action)
    let number = self.record(action, cause: cause, newState: store.state)
    let delivery = Delivery(number: number, oldState: oldState, action: action)
    // Decisions are printed by the listeners trace and read by mounted components; with neither,
    // keeping them would only slow a long batch down.
    let keepsDecisions = self.environment.traces.shows(.listeners) || mounted
    let decisions = self.parts.watchBook.deliver(delivery, store: store, keepingDecisions: keepsDecisions)
    // An outcome exists to be printed (traces) or read by mounted components; a silent batch skips it.
    guard !self.environment.traces.enabled.isEmpty || mounted else { return (delivery, nil) }
    return (delivery, self.outcome(of: delivery, cause: cause, newState: store.state, decisions: decisions))
  }

  /// What a dispatch did, for the traces and mounted components.
  @usableFromInline func outcome(
    of delivery: Delivery<D.State, D.Action>, cause: Int?, newState new: D.State, decisions: [Int: WatchDecision]
  ) -> DispatchOutcome {
    let (number, oldState, action) = (delivery.number, delivery.oldState, delivery.action)
    let wantsDiff = self.environment.traces.shows(.state)
    let maxKeys = self.environment.maxItems
    // Elided as it is built: a fetch's action may carry a week of quakes, which would print as
    // `[2124 items]` after converting every one of them.
    let outcome = DispatchOutcome(
      number: number, cause: cause, action: LiteralElision.literal(of: action, maxItems: maxKeys),
      stateChanges: { wantsDiff ? D.stateChanges(from: oldState, to: new, maxKeys: maxKeys) : [] },
      decisions: decisions, fromApp: self.dispatchingFromApp)
    return outcome
  }

  /// Numbers a dispatch in the history and the export log; on a terminal that talks, notes
  /// whether it belongs to the current line.
  @inlinable
  func record(_ action: D.Action, cause: Int?, newState: D.State) -> Int {
    let number = self.parts.history.record(action, cause: cause, newState: newState)
    if self.parts.export.isExportable { self.parts.export.noteDispatch(action, number: number, fromEffect: cause != nil) }
    if self.environment.talksWhileWaiting { self.pending.noteLineDispatch(number, cause: cause) }
    return number
  }

  /// `ShellSession.perform(_:base:)`: the closure `wireDispatchPath` made, specialized for `D`.
  func perform(_ line: SourceLine, base: Int) -> LineRun {
    self.performLine(line, base)
  }

  /// Dispatches the action `line` was read as; a reducer's error names it as typed.
  @inlinable
  func dispatchTyped(_ action: D.Action, from line: SourceLine) throws {
    do {
      try self.run(action, cause: nil)
    } catch {
      throw self.reducerError(error, action: action, line: line)
    }
  }

  @usableFromInline func reducerError(_ error: any Error, action: D.Action, line: SourceLine) -> Diagnostic {
    let literal = self.parsedLiterals.cached(line.text) ?? action.literal
    return Diagnostic(.reducerThrew, "the reducer threw \(Self.describe(error)) for \(literal)", source: line)
  }

  @usableFromInline func decodeAction(_ literal: Literal, source: SourceLine) throws -> D.Action {
    do {
      return try D.Action(literal: literal)
    } catch let error as LiteralError {
      throw Diagnostic(error, in: source)
    }
  }

  /// Gives what the line's dispatches did to print, and reports the errors of its effects.
  @usableFromInline func finishSettling() throws {
    let (lines, failure) = self.parts.runtime.inbox.takeAll()
    self.addEffects(lines)
    self.printOutcomes()
    // Checked here, where the session's type is concrete: `renderAll` may run unspecialized, and
    // reading the generic array of mounts there looks up its metadata, even when it is empty.
    if !self.parts.mounts.isEmpty { self.print(self.parts.mounts.renderAll()) }
    if let failure { throw failure }
  }

  /// Adds the effect lines reported since they were last taken to the outcomes they belong to
  /// (before anything reads or forgets the outcomes).
  func takeEffectLines() {
    self.addEffects(self.parts.runtime.inbox.takeLines())
  }

  private func addEffects(_ lines: [EffectInbox.EffectLine]) {
    for effect in lines { self.pending.addEffect(effect.line, to: effect.cause) }
  }

  /// Adds `lines` to what the current call gives back to print.
  func print(_ lines: [String]) {
    self.printout.append(lines)
  }

  /// What the calls since the last take made to print.
  @usableFromInline func takePrintout() -> Printout {
    if self.printout.isEmpty { return Printout() }
    defer { self.printout = Printout() }
    return self.printout
  }

  /// An error as text; domain errors conform to `CustomStringConvertible` to read well here.
  static func describe(_ error: any Error) -> String {
    String(describing: error)
  }
}
