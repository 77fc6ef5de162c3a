import Foundation
import ImmutableData
import TypedLiterals

/// Everything the shell knows about a product. Adding a domain is one module plus one
/// adapter conforming to this protocol; the shell never switches over domains.
public protocol Domain: Sendable {
  /// The product's state.
  associatedtype State: Sendable & TypedLiteral
  /// The product's root action.
  associatedtype Action: Sendable & TypedLiteral

  /// The name typed after `imshell` and `:domain`.
  static var name: String { get }
  /// One line for `:domain` listings.
  static var summary: String { get }
  /// The state a fresh launch starts from.
  static func initialState(options: DomainOptions) -> State
  /// The reducer a store is built with; `options` may pick a teaching variant.
  static func reducer(options: DomainOptions) -> @Sendable (State, Action) throws -> State
  /// Selectors callable from `:select`, `:watch` and `:expect`.
  static var selectors: [SelectorEntry<State>] { get }
  /// Filters usable in `:watch … filter:`.
  static var filters: [FilterEntry<State, Action>] { get }
  /// Domain settings for `:set NAME VALUE` beyond the shell's own (e.g. Counter's `reducer`).
  static var settings: [DomainSetting] { get }
  /// Headless versions of the product's views, for `:mount`.
  static var components: [ComponentEntry<State, Action>] { get }
  /// The parts of the state `:storage` reports on; by default the state as one value.
  static var storageParts: [StoragePart<State>] { get }

  /// Strings TAB may offer for an argument label, read from the current state (animal ids for
  /// `animalId:`, say).
  static func completionValues(in state: State) -> [String: [String]]

  /// Loopback servers `:serve` can start for this domain (the USGS double, say).
  static var servers: [ServerEntry] { get }

  /// Persistent-store operations `:store` can call directly, as the book's client programs do.
  static var storeOperations: [StoreOperation<Runtime>] { get }

  /// What outlives a relaunch (`:reset`, time travel): persistent stores, servers' clients.
  associatedtype Runtime: Sendable = Void
  /// Opens the runtime once per session.
  ///
  /// - Throws: a `Diagnostic` naming what could not be opened (a store file, say).
  @MainActor static func makeRuntime(options: DomainOptions) throws -> Runtime
  /// Starts the product's side-effect listener on `port`, reporting each effect it starts as
  /// one line of text; nil for a product without side effects.
  @MainActor static func startEffects<Port: EffectPort>(
    runtime: Runtime, port: Port, report: @escaping @MainActor (String) -> Void
  ) -> RunningEffects? where Port.State == State, Port.Action == Action
}

/// What a side-effect listener listens to: a dispatcher, selector and streamer in one object.
public protocol EffectPort: ImmutableData.Dispatcher, ImmutableData.Selector, ImmutableData.Streamer, AnyObject {}

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
  public static var filters: [FilterEntry<State, Action>] { [] }
  public static var settings: [DomainSetting] { [] }
  public static var components: [ComponentEntry<State, Action>] { [] }
  public static var storageParts: [StoragePart<State>] { [.whole("state")] }
  public static var storeOperations: [StoreOperation<Runtime>] { [] }
  public static var servers: [ServerEntry] { [] }
  public static func completionValues(in state: State) -> [String: [String]] { [:] }

  @MainActor public static func startEffects<Port: EffectPort>(
    runtime: Runtime, port: Port, report: @escaping @MainActor (String) -> Void
  ) -> RunningEffects? where Port.State == State, Port.Action == Action {
    nil
  }
}

extension Domain where Runtime == Void {
  @MainActor public static func makeRuntime(options: DomainOptions) throws {}
}

/// Launch options a domain may read: fixed clock, seed, stores, and domain settings by name.
public struct DomainOptions: Sendable, Equatable {
  /// `--seed`, for generated ids and random choices.
  public var seed: UInt64?
  /// `--now`, the fixed clock.
  public var now: Date?
  /// `--store memory|sqlite[:PATH]`; nil picks the mode's default (interactive persists).
  public var store: String?
  /// `--remote URL`, the base of a remote store.
  public var remote: String?
  /// Whether the shell is interactive (the default store persists only then).
  public var isInteractive: Bool
  /// Values of domain settings, by name.
  public var settings: [String: String]

  /// Creates options.
  public init(
    seed: UInt64? = nil, now: Date? = nil, store: String? = nil, remote: String? = nil,
    isInteractive: Bool = false, settings: [String: String] = [:]
  ) {
    self.seed = seed
    self.now = now
    self.store = store
    self.remote = remote
    self.isInteractive = isInteractive
    self.settings = settings
  }
}

/// A domain-specific `:set` option and the values it takes; changing one relaunches the store.
public struct DomainSetting: Sendable {
  /// The option name.
  public let name: String
  /// Accepted values; the first is the default.
  public let values: [String]
  /// One line for `:help set`.
  public let summary: String

  /// Creates a setting.
  public init(_ name: String, values: [String], summary: String) {
    self.name = name
    self.values = values
    self.summary = summary
  }
}

/// One persistent-store operation callable by name: `:store addAnimalMutation(name: "Eagle", …)`.
public struct StoreOperation<Runtime>: Sendable {
  /// The store's own method name.
  public let name: String
  /// Its parameters.
  public let parameters: [CallParameter]
  /// One line for listings.
  public let summary: String
  let run: @Sendable (Runtime, CallArguments) async throws -> [Literal]

  /// Creates an operation; `run` returns the lines to print (one per returned value).
  public init(
    _ name: String, _ parameters: [CallParameter] = [], summary: String,
    _ run: @escaping @Sendable (Runtime, CallArguments) async throws -> [Literal]
  ) {
    self.name = name
    self.parameters = parameters
    self.summary = summary
    self.run = run
  }
}

/// A loopback server `:serve NAME [option: value | flag]…` runs as a child process: an executable
/// built beside `imshell` that prints `listening on URL` once, then serves until stopped.
public struct ServerEntry: Sendable {
  /// The name typed after `:serve`.
  public let name: String
  /// The executable's file name, next to `imshell`.
  public let executable: String
  /// The options it takes (`fail`, `mime`, `malformed`, `slow`), passed on as `--option value`.
  public let options: [String]
  /// One line for listings.
  public let summary: String
  /// Whether it takes the shell's `--seed` (`--seed N`), so ids it makes are stable too.
  public let inheritsSeed: Bool

  /// Creates an entry.
  public init(_ name: String, executable: String, options: [String], summary: String, inheritsSeed: Bool = false) {
    self.name = name
    self.executable = executable
    self.options = options
    self.summary = summary
    self.inheritsSeed = inheritsSeed
  }
}
