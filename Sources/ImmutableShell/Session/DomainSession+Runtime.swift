import ImmutableData
import TypedLiterals

/// The runtime beside the store: `:store`, `:set` of a domain setting, `:serve`'s remote and
/// turning effects on and off (`:legacy` and `:tick` are in Legacy/).
extension DomainSession: RuntimeHost {
  var hasWorkInFlight: Bool { self.hub.tracker.pending > 0 }

  func setEffects(enabled: Bool) {
    if enabled { self.startEffects(.launch) } else { self.stopEffects() }
  }

  /// Points the persistent store at the remote `base` (a `:serve`d server): a new runtime, and
  /// effects listening again with it. State, history, watches and mounts stay as they are; what
  /// is dispatched from now on reaches the remote.
  ///
  /// - Throws: a `Diagnostic` when the runtime cannot be made; the session then keeps its store.
  func useRemote(_ base: String) throws {
    var options = self.options
    options.remote = base
    let runtime = try D.makeRuntime(options: options)
    self.stopEffects()
    self.options = options
    self.runtime = runtime
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
    if tracesWire { _ = D.recordExchanges(self.runtime, true) }
    defer { if tracesWire { _ = D.recordExchanges(self.runtime, false) } }
    do {
      let values = try await operation.run(self.runtime, arguments)
      return StoreReply(exchanges: tracesWire ? D.recordExchanges(self.runtime, false) : [], values: values)
    } catch {
      throw Diagnostic(.command, "\(call.name) failed: \(Self.describe(error))")
    }
  }

  var storeOperationNames: [String] { D.configuration.storeOperations.map(\.name) }
}
