/// A `:set` option with its type hidden: the `settings` table's entry, made from a `SettingDeclaration`. Its
/// values are text only for `:set` to read and print.
public struct DomainSetting: Sendable {
  /// The option name.
  public let name: String
  /// Accepted values as `:set` spells them; the first is the default.
  let values: [String]
  /// One line for `:help set`.
  public let summary: String
  /// The enum's first case.
  let defaultValue: SettingValue
  /// The case `:set` named, nil when it names none.
  let value: @Sendable (_ text: String) -> SettingValue?
  /// How `:set` spells a value; nil for a value of another setting.
  let text: @Sendable (SettingValue) -> String?
}
