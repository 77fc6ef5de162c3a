/// A session's parts, each with one concern, each handed at `init` the parts it works with:
/// the wiring `DomainSession` runs its pipeline on, made here so that tests wire the very same
/// parts without a session.
@usableFromInline @MainActor struct SessionParts<D: Domain> {
  /// The store and the streams of the effects' ports.
  @usableFromInline let hub: DispatchHub<D.State, D.Action>
  /// The watches, which the dispatch step hands each dispatch.
  @usableFromInline let watchBook: WatchBook<D>
  /// What `:export-test` writes; kept only for domains that can be exported.
  @usableFromInline let export: SessionExport<D>
  /// Options, resources and side effects; its inbox is where effects report.
  let runtime: DomainRuntime<D>
  /// The dispatches kept, with the state after each, and `:save`'s notes.
  @usableFromInline let history: SessionHistory<D>
  /// Mounted components.
  @usableFromInline let mounts: MountTable<D>
  /// Jumping through the history, relaunching, `:save`.
  let timeTravel: TimeTravel<D>

  /// Opens the domain's runtime (effects start later, with `runtime.startEffects`).
  ///
  /// - Throws: a `Diagnostic` when the runtime (a store file, say) cannot be opened.
  @usableFromInline init(environment: ShellEnvironment, options: DomainOptions) throws {
    let initial = D.initialState(options: options)
    self.hub = DispatchHub(initialState: initial, reducer: D.reducer(options: options), tracker: WorkTracker())
    self.watchBook = WatchBook(hub: self.hub, now: options.now)
    self.export = SessionExport(
      hub: self.hub, watchBook: self.watchBook, now: options.now, programName: environment.programName, catalog: environment.catalog)
    self.runtime = try DomainRuntime(environment: environment, options: options, hub: self.hub, export: self.export)
    self.history = SessionHistory(environment: environment, initial: initial)
    self.mounts = MountTable(environment: environment, watchBook: self.watchBook, history: self.history, runtime: self.runtime)
    self.timeTravel = TimeTravel(
      environment: environment, history: self.history, hub: self.hub, watchBook: self.watchBook, mounts: self.mounts,
      runtime: self.runtime, export: self.export)
  }
}
