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
}

extension Domain {
  public static var filters: [FilterEntry<State, Action>] { [] }
  public static var settings: [DomainSetting] { [] }
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
