/// The domain's runtime beside the store: its persistent store, legacy model, clock, settings
/// and side effects.
@MainActor protocol RuntimeHost: AnyObject {
  /// Whether effects are still running (a thunk waiting on a server, say).
  var hasWorkInFlight: Bool { get }
  /// Turns side effects on or off.
  func setEffects(enabled: Bool)
  /// Points the persistent store at a remote (`:serve`), keeping state, history, watches and mounts.
  func useRemote(_ base: String) throws
  /// Applies a domain setting (relaunches the store with it).
  func apply(setting: String, value: String) throws
  /// Calls one persistent-store operation.
  func callStore(_ call: CallSyntax) async throws -> StoreReply
  /// The legacy model's operations; none when the domain has no legacy model.
  func legacyOperations() -> [CallableSummary]
  /// Calls one operation of the legacy model (`:legacy`); returns the lines its domain wrote.
  func callLegacy(_ call: CallSyntax) throws -> [String]
  /// Attaching: stops the effects and lets go of the resources (a store file among them).
  func closeRuntime()
  /// Detaching: resources again (the store in memory) and effects as the user has them.
  func reopenRuntime() throws
  /// Advances the domain's virtual clock `count` steps (`:tick`); returns the lines its domain wrote.
  func tick(_ count: Int) throws -> [String]
}
