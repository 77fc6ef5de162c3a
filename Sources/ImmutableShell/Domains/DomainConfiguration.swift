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
  /// for `animalId:`), one entry per declared parameter (`CompletionValues(\SelectAnimal.animalId) { … }`).
  public var completions: [CompletionValues<State>]
  /// How `:export-test` writes a session of this domain as a Swift test; nil: not exportable.
  let testReducer: (any NamedReducer<State, Action>.Type)?

  /// Creates a configuration; each table lists declaration types, and listing one registers it.
  /// `testReducer` is the reducer `:export-test` builds its store with (nil: sessions of this
  /// domain cannot be exported); the test starts the store from the state's `init()`.
  public init(
    summary: String, selectors: [any SelectorDeclaration<State>.Type] = [],
    filters: [any FilterDeclaration<State, Action>.Type] = [], settings: [any SettingDeclaration.Type] = [],
    components: [any ComponentDeclaration<Action>.Type] = [], storageParts: [StoragePart<State>] = [],
    servers: [ServerEntry] = [], storeOperations: [any StoreOperationDeclaration<Runtime>.Type] = [],
    legacyOperations: [any LegacyOperationDeclaration<Runtime>.Type] = [],
    tick: (@MainActor @Sendable (Runtime, _ count: Int) -> [String])? = nil,
    completions: [CompletionValues<State>] = [],
    testReducer: (any NamedReducer<State, Action>.Type)? = nil
  ) {
    self.summary = summary
    self.selectors = selectors.map { $0.selectorEntry(for: Action.self) }
    self.filters = filters.map { $0.filterEntry }
    self.settings = settings.map { $0.settingEntry }
    self.components = components.map { $0.componentEntry(for: State.self) }
    self.storageParts = storageParts
    self.stateChanges = StateChanges(parts: storageParts)
    self.servers = servers
    self.storeOperations = storeOperations.map { $0.storeOperation }
    self.legacyOperations = legacyOperations.map { $0.legacyOperation }
    self.tick = tick
    self.completions = completions
    self.testReducer = testReducer
  }
}

/// One operation of a legacy model callable by name, its types hidden: made from a
/// `LegacyOperationDeclaration`.
public struct LegacyOperation<Runtime>: Sendable {
  /// The operation's name.
  public let name: String
  /// Its parameters.
  let parameters: [CallParameter]
  /// One line for listings and `:help legacy`.
  public let summary: String
  let run: @MainActor @Sendable (Runtime, CallArguments) throws -> [String]
}

extension DomainConfiguration {
  /// How `:export-test` spells this domain, worked out when a test is written (it reads the
  /// literal shapes of every type a test may spell, which a session that never exports need not).
  var testExport: TestExport? {
    guard let testReducer else { return nil }
    let spelled = [Action.self as? any TypedLiteral.Type].compactMap { $0 }
      + self.selectors.flatMap { $0.parameters.filter { $0.swiftSpelling == nil }.map(\.type) + [$0.outputType] }
    return TestExport(reducer: testReducer, spelling: spelled)
  }
}
