import ImmutableData
import TypedLiterals

/// Time travel and relaunching: moves the store to a kept state (no action dispatched, so no
/// effect runs), restarting effects and watches on it, and writes the session as a script.
@MainActor final class TimeTravel<D: Domain> {
  let environment: ShellEnvironment
  let history: SessionHistory<D>
  let hub: DispatchHub<D.State, D.Action>
  let watchBook: WatchBook<D>
  let mounts: MountTable<D>
  /// Effects restart on every relaunch.
  let runtime: DomainRuntime<D>
  let export: SessionExport<D>
  /// How state diffs match array elements: found once, from the domain's types, when a diff is
  /// first printed (walking every type on each printed change would cost a dispatch's trace).
  lazy var elementIdentity = ElementIdentity(D.self)

  init(
    environment: ShellEnvironment, history: SessionHistory<D>, hub: DispatchHub<D.State, D.Action>, watchBook: WatchBook<D>,
    mounts: MountTable<D>, runtime: DomainRuntime<D>, export: SessionExport<D>
  ) {
    self.environment = environment
    self.history = history
    self.hub = hub
    self.watchBook = watchBook
    self.mounts = mounts
    self.runtime = runtime
    self.export = export
  }

  /// Relaunches on the initial state with the watches rebuilt; every mounted view is to appear
  /// again (its appear actions dispatched, as when the app starts) when the session presents.
  func reset() -> ResetReport {
    let initial = D.initialState(options: self.runtime.options)
    self.history.restart(at: initial)
    self.export.noteReset()
    self.relaunch(at: initial, start: .launch)
    let report = ResetReport(domain: D.name, watches: self.watchBook.summaries)
    self.history.forgetNotes()
    self.mounts.relaunched()
    return report
  }

  /// Relaunches on `state` (`:start-from`, an attached app's snapshot): the history starts
  /// there, watches rebuild, and effects resume without dispatching what a launch would.
  func restart(at state: D.State) {
    self.history.restart(at: state)
    self.export.noteStartState(state)
    self.relaunch(at: state, start: .resume)
    self.history.forgetNotes()
  }

  /// Replaces the store's state without dispatching: effects and watches restart on fresh ports.
  /// A relaunch (`.launch`) lets effects dispatch what a starting app would; time travel
  /// (`.resume`) must not.
  private func relaunch(at state: D.State, start: EffectsStart.Reason) {
    self.runtime.stopEffects()
    self.hub.relaunch(at: state)
    self.runtime.startEffects(start)
    self.watchBook.reattach()
  }
}

extension TimeTravel: TimeMachine {
  var position: (current: Int, count: Int) { (self.history.log.position, self.history.log.count) }

  func historyListing() -> HistoryListing {
    self.history.log.listing(maxItems: self.environment.maxItems)
  }

  /// Replaces the state with the one after dispatch `number`; no action is dispatched, so no
  /// effect runs. Watches rebuild on the relaunched store.
  func jump(to number: Int) throws -> TimeTravelReport {
    guard let state = self.history.log.state(after: number) else {
      throw Diagnostic(.command, self.history.unreachableMessage(number))
    }
    let before = self.hub.store.state
    self.history.move(to: number)
    self.export.noteTimeTravel(to: number, dropped: self.history.log.dropped)
    self.relaunch(at: state, start: .resume)
    let changes = D.stateChanges(from: before, to: self.hub.store.state, maxKeys: self.environment.maxItems)
    return TimeTravelReport(
      number: number, count: self.history.log.count, changes: changes, identity: self.elementIdentity,
      watches: self.watchBook.summaries)
  }

  func applyHistoryLimit() {
    self.history.applyLimit()
  }

  /// The session as a script: the watches typed, then the typed actions in order with each
  /// `:mount`/`:unmount` where it happened (a mount's appearing dispatches are the mount's to make).
  func replayScript() -> ReplayScript {
    let mounted = self.mounts.watchNumbers
    let watches = self.watchBook.list.filter { !mounted.contains($0.number) }.map {
      ":watch " + ($0.label == $0.id ? "" : "\($0.label) = ") + $0.definition.text
    }
    return ReplayScript(interpreter: "#!\(self.environment.programName) \(D.name)", watches: watches, steps: self.history.scriptSteps)
  }
}
