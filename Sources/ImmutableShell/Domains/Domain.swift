import ImmutableData
import TypedLiterals

/// Everything the shell knows about a product: one descriptive value (`configuration`) and four
/// behaviours (initial state, reducer, runtime, effects). Adding a domain is one module plus one
/// adapter conforming to this protocol, and one entry in the `DomainCatalog` the program hands
/// to the shell; the shell never
/// switches over domains.
public protocol Domain: Sendable {
  /// The product's state.
  associatedtype State: Sendable & TypedLiteral
  /// The product's root action.
  associatedtype Action: Sendable & TypedLiteral
  /// What outlives a relaunch (`:reset`, time travel): persistent stores, a legacy model.
  associatedtype Runtime: Sendable = Void

  /// The name typed after the program and `:domain`. Kept out of `configuration` so that listing
  /// the catalog (the command line's help and checks, at every start) builds no domain's tables:
  /// building all four samples' configurations was a third of `imshell`'s start-up.
  static var name: String { get }
  /// The summary and every table the shell reads: selectors, filters, components…
  static var configuration: DomainConfiguration<State, Action, Runtime> { get }
  /// The state a fresh launch starts from.
  static func initialState(options: DomainOptions) -> State
  /// The reducer a store is built with; `options` may pick a teaching variant.
  static func reducer(options: DomainOptions) -> Reducer<State, Action>
  /// Opens the runtime once per session.
  ///
  /// - Throws: a `Diagnostic` naming what could not be opened (a store file, say).
  @MainActor static func makeRuntime(options: DomainOptions) throws -> Runtime
  /// Starts the product's side-effect listeners on `port`, reporting each effect they start, and
  /// each error a thunk throws that no `.failure` action recorded; nil for a product without side
  /// effects. `start` carries the options
  /// (domain settings included) and says whether the app is launching or resuming.
  @MainActor static func startEffects(
    runtime: Runtime, port: some EffectPort<State, Action>, start: EffectsStart, report: @escaping @MainActor (EffectReport) -> Void
  ) -> RunningEffects?
  /// Starts (`on`) keeping what a remote store sends, each request then its answer, whole; or
  /// stops and returns them. `:store` prints those of its call when effects are traced. None by
  /// default.
  @MainActor static func recordExchanges(_ runtime: Runtime, _ on: Bool) -> [String]
}

extension Domain {
  @MainActor public static func recordExchanges(_ runtime: Runtime, _ on: Bool) -> [String] { [] }

  /// No side effects.
  @MainActor public static func startEffects(
    runtime: Runtime, port: some EffectPort<State, Action>, start: EffectsStart, report: @escaping @MainActor (EffectReport) -> Void
  ) -> RunningEffects? {
    nil
  }
}

extension Domain where Runtime == Void {
  /// A domain with nothing to open has no runtime to make.
  @MainActor public static func makeRuntime(options: DomainOptions) throws {}
}

/// What a side-effect listener listens to: a dispatcher, selector and streamer in one object,
/// named by its state and action types (`some EffectPort<TodoState, TodoAction>`).
public protocol EffectPort<State, Action>: ImmutableData.Dispatcher, ImmutableData.Selector, ImmutableData.Streamer, AnyObject {}

/// Why effects are starting, and with which options.
public struct EffectsStart: Sendable, Equatable {
  /// Why effects are starting.
  public enum Reason: Sendable, Equatable {
    /// The app launches: the session opens, `:reset`, `:set effects on`.
    case launch
    /// The store was replaced (time travel: `:undo`, `:jump`) or a setting changed: listen
    /// again, dispatch nothing by itself.
    case resume
  }

  /// Why effects are starting.
  public var reason: Reason
  /// The session's options, domain settings included.
  public var options: DomainOptions

  /// Creates a start.
  public init(_ reason: Reason, options: DomainOptions) {
    self.reason = reason
    self.options = options
  }
}

/// A side-effect listener the shell started; `stop()` ends it (effects off, relaunch).
public struct RunningEffects {
  /// Ends the listener.
  public let stop: @MainActor () -> Void

  /// Creates a handle.
  public init(stop: @escaping @MainActor () -> Void) {
    self.stop = stop
  }
}

extension Domain {
  /// The configuration's summary, readable through `any Domain.Type`.
  public static var summary: String { Self.configuration.summary }
  /// The configuration's servers, readable through `any Domain.Type`.
  public static var servers: [ServerEntry] { Self.configuration.servers }
  /// The configuration's settings, readable through `any Domain.Type`.
  static var settings: [DomainSetting] { Self.configuration.settings }
  /// The root action type, readable through `any Domain.Type`.
  static var actionType: any TypedLiteral.Type { Self.Action.self }
}
