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
