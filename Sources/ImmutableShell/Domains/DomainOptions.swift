import Foundation

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
  /// Values of domain settings, by name: each the setting's enum case (read and changed by
  /// `SettingDeclaration`, `options[Setting.self]`).
  public internal(set) var settings: [String: SettingValue] = [:]
  /// The program's name (the shell sets it from its environment): where stores persist.
  public var programName = "imshell"
  /// Whether the session opens the domain's runtime (its store, effects). A session attached to
  /// an app opens none: the app has its own, whose effects already dispatch what they find.
  package var opensRuntime = true

  /// Creates options.
  public init(
    seed: UInt64? = nil, now: Date? = nil, store: String? = nil, remote: String? = nil,
    isInteractive: Bool = false
  ) {
    self.seed = seed
    self.now = now
    self.store = store
    self.remote = remote
    self.isInteractive = isInteractive
  }
}
