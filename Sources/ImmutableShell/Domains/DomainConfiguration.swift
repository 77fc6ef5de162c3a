import TypedLiterals

/// What a domain is, declared once: its summary and every table the shell's commands, completion
/// and listings read (as swift-argument-parser's `CommandConfiguration` declares a command). The
/// name is the domain's own (`Domain.name`).
///
/// Only `summary` is required; every table defaults to empty.
public struct DomainConfiguration<State: Sendable & TypedLiteral, Action: Sendable, Runtime>: Sendable {
  /// One line for `:domain` listings.
  public var summary: String
  /// Selectors callable from `:select`, `:watch` and `:expect`.
  public var selectors: [SelectorEntry<State, Action>]
  /// Filters usable in `:watch … filter:`.
  public var filters: [FilterEntry<State, Action>]
  /// Domain settings for `:set NAME VALUE` beyond the shell's own (Counter's `reducer`).
  public var settings: [DomainSetting]
  /// Headless versions of the product's views, for `:mount`.
  public var components: [ComponentEntry<State, Action>]
  /// The parts of the state `:storage` reports on; none means the state as one value.
  public var storageParts: [StoragePart<State>] {
    didSet { self.stateChanges = StateChanges(parts: self.storageParts) }
  }
  /// How the state trace diffs two states: by these parts when they cover the state, decided
  /// here once per domain.
  private(set) var stateChanges: StateChanges<State>
  /// Loopback servers `:serve` can start for this domain (the USGS double).
  public var servers: [ServerEntry]
  /// Persistent-store operations `:store` calls directly, as the book's client programs do.
  public var storeOperations: [StoreOperation<Runtime>]
  /// Operations on a legacy model that `:legacy` calls (FoodTruck's unmigrated screens).
  public var legacyOperations: [LegacyOperation<Runtime>]
  /// The virtual clock `:tick [N]` advances, if the product has one; returns lines to print.
  public var tick: (@MainActor @Sendable (Runtime, _ count: Int) -> [String])?
  /// What TAB offers inside a parameter's open string, read from the current state (animal ids
  /// for `animalId:`), one entry per declared parameter (`animalId.offering { … }`).
  public var completions: [CompletionValues<State>]
  /// How `:export-test` writes a session of this domain as a Swift test; nil: not exportable.
  public var testExport: TestExport?

  /// Creates a configuration.
  public init(
    summary: String, selectors: [SelectorEntry<State, Action>] = [], filters: [FilterEntry<State, Action>] = [],
    settings: [DomainSetting] = [], components: [ComponentEntry<State, Action>] = [],
    storageParts: [StoragePart<State>] = [], servers: [ServerEntry] = [],
    storeOperations: [StoreOperation<Runtime>] = [], legacyOperations: [LegacyOperation<Runtime>] = [],
    tick: (@MainActor @Sendable (Runtime, _ count: Int) -> [String])? = nil,
    completions: [CompletionValues<State>] = [],
    testExport: TestExport? = nil
  ) {
    self.summary = summary
    self.selectors = selectors
    self.filters = filters
    self.settings = settings
    self.components = components
    self.storageParts = storageParts
    self.stateChanges = StateChanges(parts: storageParts)
    self.servers = servers
    self.storeOperations = storeOperations
    self.legacyOperations = legacyOperations
    self.tick = tick
    self.completions = completions
    self.testExport = testExport
  }
}

/// One operation of a legacy model callable by name: `:legacy editDonut(id: 0, name: "Fresh Glaze")`.
public struct LegacyOperation<Runtime>: Sendable {
  /// The operation's name.
  public let name: String
  /// Its parameters.
  let parameters: [CallParameter]
  /// One line for listings and `:help legacy`.
  public let summary: String
  let run: @MainActor @Sendable (Runtime, CallArguments) throws -> [String]

  /// Creates an operation; `run` receives the runtime and one argument per parameter, and
  /// returns the lines to print.
  public init<each Argument, each Given>(
    _ name: String, _ parameters: repeat Parameter<each Argument, each Given>, summary: String,
    _ run: @escaping @MainActor @Sendable (Runtime, repeat each Argument) throws -> [String]
  ) {
    let pack = (repeat each parameters)
    self.name = name
    self.parameters = descriptors(repeat each parameters)
    self.summary = summary
    self.run = { runtime, arguments in try run(runtime, repeat try (each pack).read(arguments)) }
  }
}
