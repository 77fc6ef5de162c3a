import ImmutableData
import TypedLiterals

/// The runtime beside the store: the domain's options and persistent resources, its side effects,
/// `:store`, `:set` of a domain setting and `:serve`'s remote (`:legacy` and `:tick` are in
/// LegacyModel/). It owns the options: everything else in the session reads them here.
@MainActor final class DomainRuntime<D: Domain> {
  let environment: ShellEnvironment
  let hub: DispatchHub<D.State, D.Action>
  /// Told when a setting swaps the reducer: an exported test replays the domain's own.
  let export: SessionExport<D>
  private(set) var options: DomainOptions
  /// Persistent resources, kept across relaunches (replaced only when the remote changes); nil
  /// while the session is attached to an app (`closeRuntime()`).
  private(set) var resources: D.Runtime?
  /// The running side-effect listener, if effects are on and the domain has one.
  var effects: RunningEffects?
  /// The port it listens to; the book's listeners hold their store weakly, so we keep it alive.
  var effectsPort: SessionPort<D.State, D.Action>?
  /// What the effects reported, until the dispatch pipeline takes it.
  let inbox = EffectInbox()

  /// Opens the domain's resources; effects start with `startEffects(_:)`.
  ///
  /// - Throws: a `Diagnostic` when the resources (a store file, say) cannot be opened.
  init(environment: ShellEnvironment, options: DomainOptions, hub: DispatchHub<D.State, D.Action>, export: SessionExport<D>) throws {
    self.environment = environment
    self.options = options
    self.hub = hub
    self.export = export
    self.resources = options.opensRuntime ? try D.makeRuntime(options: options) : nil
  }

  /// The resources, or why there are none.
  func openResources() throws -> D.Runtime {
    guard let resources = self.resources else {
      throw Diagnostic(.command, "the session has no runtime of its own while it is attached to an app")
    }
    return resources
  }
}

extension DomainRuntime: RuntimeHost {
  var hasWorkInFlight: Bool { self.hub.tracker.pending > 0 }

  func setEffects(enabled: Bool) {
    if enabled { self.startEffects(.launch) } else { self.stopEffects() }
  }

  /// Points the persistent store at the remote `base` (a `:serve`d server): new resources, and
  /// effects listening again with them. State, history, watches and mounts stay as they are;
  /// what is dispatched from now on reaches the remote.
  ///
  /// - Throws: a `Diagnostic` when the resources cannot be made; the session then keeps its store.
  func useRemote(_ base: String) throws {
    var options = self.options
    options.remote = base
    let resources = try D.makeRuntime(options: options)
    self.stopEffects()
    self.options = options
    self.resources = resources
    self.startEffects(.resume)
  }

  func apply(setting: String, value: String) throws {
    guard let entry = D.configuration.settings.first(where: { $0.name == setting }) else {
      throw Diagnostic(.command, "unknown setting '\(setting)'", expected: D.configuration.settings.map(\.name))
    }
    guard let typed = entry.value(value) else {
      throw Diagnostic(.command, "\(setting) takes one of: \(entry.values.joined(separator: ", "))", expected: entry.values)
    }
    self.options.settings[setting] = typed
    if typed != entry.defaultValue {
      self.export.refuse("the session swapped the reducer (:set \(setting) \(value)); an exported test replays the domain's own")
    }
    self.hub.replaceReducer(D.reducer(options: self.options))
    // Listeners read settings too (FoodTruck's `rules`): restart them without a launch's dispatches.
    if self.effects != nil {
      self.stopEffects()
      self.startEffects(.resume)
    }
  }

  func callStore(_ call: CallSyntax) async throws -> StoreReply {
    let operation = try lookUp(call.name, at: call.position, in: D.configuration.storeOperations, named: \.name, kind: "store operation")
    let arguments = try call.bind(to: operation.parameters, now: self.options.now)
    // With effects traced, what went over the wire prints first, whole (the book's curl session).
    let tracesWire = self.environment.traces.shows(.effects)
    let resources = try self.openResources()
    if tracesWire { _ = D.recordExchanges(resources, true) }
    defer { if tracesWire { _ = D.recordExchanges(resources, false) } }
    do {
      let values = try await operation.run(resources, arguments)
      return StoreReply(exchanges: tracesWire ? D.recordExchanges(resources, false) : [], values: values)
    } catch {
      throw Diagnostic(.command, "\(call.name) failed: \(String(describing: error))")
    }
  }

  var storeOperationNames: [String] { D.configuration.storeOperations.map(\.name) }

  func closeRuntime() {
    self.stopEffects()
    self.resources = nil
    self.options.opensRuntime = false
  }

  /// Opens resources again after an attachment, with the store in memory and no remote: the
  /// state came from the app, and neither a store file of the user's nor a remote holds it.
  /// Effects start as the user has them (`:set effects`), without a launch's dispatches.
  func reopenRuntime() throws {
    guard self.resources == nil else { return }
    var options = self.options
    (options.store, options.remote, options.opensRuntime) = ("memory", nil, true)
    self.resources = try D.makeRuntime(options: options)
    self.options = options
    self.startEffects(.resume)
  }
}
