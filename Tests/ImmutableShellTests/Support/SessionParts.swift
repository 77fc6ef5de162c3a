import ImmutableData
@testable import ImmutableShell
import SampleDomains

/// A session's parts wired as `DomainSession` wires them, without the session: each part's tests
/// drive it alone, with its collaborators at hand to arrange and inspect.
@MainActor final class SessionParts<D: Domain> {
  let sink = OutputSink.capturing()
  let environment: ShellEnvironment
  let hub: DispatchHub<D.State, D.Action>
  let watchBook: WatchBook<D>
  let export: SessionExport<D>
  let runtime: DomainRuntime<D>
  let history: SessionHistory<D>
  let mounts: MountTable<D>
  let timeTravel: TimeTravel<D>

  init(historyLimit: Int? = nil, effectsEnabled: Bool = false) throws {
    self.environment = ShellEnvironment(
      programName: "imshell", catalog: .samples, output: self.sink, effectsEnabled: effectsEnabled, historyLimit: historyLimit)
    let options = DomainOptions()
    let initial = D.initialState(options: options)
    self.hub = DispatchHub(initialState: initial, reducer: D.reducer(options: options), tracker: WorkTracker())
    self.watchBook = WatchBook(hub: self.hub, now: nil)
    self.export = SessionExport(hub: self.hub, watchBook: self.watchBook, now: nil, programName: "imshell", catalog: .samples)
    self.runtime = try DomainRuntime(environment: self.environment, options: options, hub: self.hub, export: self.export)
    self.history = SessionHistory(environment: self.environment, initial: initial)
    self.mounts = MountTable(environment: self.environment, watchBook: self.watchBook, history: self.history, runtime: self.runtime)
    self.timeTravel = TimeTravel(
      environment: self.environment, history: self.history, hub: self.hub, watchBook: self.watchBook, mounts: self.mounts,
      runtime: self.runtime, export: self.export)
  }

  /// What the pipeline's step does with `action`, less the outcome: reduce, record, deliver.
  @discardableResult
  func dispatch(_ action: D.Action, cause: Int? = nil) throws -> Int {
    let (oldState, store) = try self.hub.reduce(action)
    let number = self.history.record(action, cause: cause, newState: store.state)
    _ = self.watchBook.deliver(Delivery(number: number, oldState: oldState, action: action), store: store, keepingDecisions: false)
    return number
  }
}
